import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `ExchangeRate.parseDecimal` reads a text of up to 18 digits on its bytes; before, every text
/// was split at its point, checked piece by piece and given to `Decimal(string:)`. Both must
/// refuse the same texts and read the same value, with the same plain text, from the rest.
@Suite struct ParsedDecimalTextTests {
    static let posix = Locale(identifier: "en_US_POSIX")

    /// The parse as it was.
    static func oracle(_ text: String) -> Decimal? {
        let bytes = Array(text.utf8)
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, bytes.count <= ExchangeRate.maximumDecimalLength,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (48...57).contains($0) } })
        else { return nil }
        return Decimal(string: text, locale: posix)
    }

    static func expectSame(_ text: String) {
        let parsed = ExchangeRate.parseDecimal(text)
        let expected = oracle(text)
        #expect(parsed == expected, "\(Array(text.unicodeScalars))")
        if let parsed, let expected {
            #expect(DecimalPlainText.text(of: parsed) == DecimalPlainText.text(of: expected), "\(text)")
        }
    }

    @Test(arguments: [UInt64(61), 62])
    func randomTextsReadAsBefore(seed: UInt64) {
        let pieces = ["0", "0", "1", "5", "9", "00000", "123456789", "987654321", ".", ".", "-", " ", "e", ",", "٣", "\u{301}"]
        var random = SplitMix(seed: seed)
        var read = 0
        for _ in 0..<30_000 {
            let count = Int.random(in: 0...9, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            Self.expectSame(text)
            if Self.oracle(text) != nil { read += 1 }
        }
        #expect(read > 3_000)
    }

    @Test func textsAtTheEighteenDigitEdgeAndTheLengthLimitReadAsBefore() {
        let texts = ["", ".", "0", "0.0", "00.000", "1.", ".1", "1..2", "1.2.3", "40.5", "0040.500",
                     "999999999999999999", "9999999999999999999", "99999999999999999.9", "9999999999999999.99",
                     "0.00000000000000001", "0.000000000000000001", "12345678901234567.8", "123456789012345678.9",
                     "100000000000000000000000000000", "1000000000000000000000000000000", "0.0000000000000000000000000001",
                     "123456789012345678901234567.89"]
        for text in texts { Self.expectSame(text) }
    }
}
