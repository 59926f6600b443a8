import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `ExchangeRate.isStorableText` decides on a text's bytes what parsing it into a `Decimal` and
/// asking `isStorable` decided: the same answer for every text.
@Suite struct StorableDecimalTextTests {
    static func oracle(_ text: String) -> Bool {
        ExchangeRate.parseDecimal(text).map(ExchangeRate.isStorable) ?? false
    }

    @Test func randomTextsAreDecidedAsTheParsedDecimalWas() {
        let pieces = ["0", "0", "0", "1", "5", "9", "00000", "123456789", ".", ".", "-", "+", " ", "e", ",", "٣", "\u{301}"]
        var random = SplitMix(seed: 24)
        for _ in 0..<30_000 {
            let count = Int.random(in: 0...12, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(ExchangeRate.isStorableText(text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func edgeTextsAreDecidedAsTheParsedDecimalWas() {
        let texts = ["", ".", "0", "0.0", "00.000", "0.0000000000000000000000000001", "0.000000000000000000000000001",
                     "100000000000000000000000000000", "1000000000000000000000000000000", "999999999999999999999999999999",
                     "1.", ".1", "1..2", "1.2.3", "40.5", "0040.500", "123456789012345678901234567.89"]
        for text in texts {
            #expect(ExchangeRate.isStorableText(text) == Self.oracle(text), "\(text)")
        }
    }
}
