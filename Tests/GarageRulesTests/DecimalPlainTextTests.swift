import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `ExchangeRate.isStorable` by length against what it was (print the value, parse it back), on
/// random decimals: read from text, multiplied, divided, and scaled far past the length limit.
@Suite struct DecimalPlainTextTests {
    /// The check as it was before the length was worked out: the oracle.
    static func printedAndReadBack(_ value: Decimal) -> Bool {
        value > 0 && value.isFinite && ExchangeRate.parseDecimal("\(value)") == value
    }

    static func randomDecimal(_ random: inout SplitMix) -> Decimal {
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
        }
        func read() -> Decimal {
            let whole = digits(Int.random(in: 1...20, using: &random))
            let fraction = Int.random(in: 0..<3, using: &random) == 0 ? "" : "." + digits(Int.random(in: 1...20, using: &random))
            return Decimal(string: whole + fraction, locale: Locale(identifier: "en_US_POSIX")) ?? 1
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return read() * read()
        case 1:
            let divisor = read()
            return divisor == 0 ? read() : read() / divisor
        case 2:
            return Decimal(sign: .plus, exponent: Int.random(in: -45...45, using: &random),
                           significand: Decimal(UInt64.random(in: 1...UInt64.max, using: &random)))
        default: return read()
        }
    }

    @Test func theLengthIsThePrintedLengthAndTheCheckIsTheOldOne() {
        var random = SplitMix(seed: 2403)
        var storable = 0
        for round in 0..<20_000 {
            let value = Self.randomDecimal(&random)
            if value > 0 {
                #expect(DecimalPlainText.length(ofPositive: value) == "\(value)".count, "round \(round): \(value)")
            }
            #expect(ExchangeRate.isStorable(value) == Self.printedAndReadBack(value), "round \(round): \(value)")
            if Self.printedAndReadBack(value) { storable += 1 }
        }
        // Both answers must come up often, or one side of the limit goes untested.
        #expect(storable > 2_000 && storable < 18_000, "\(storable) storable")
    }

    @Test(arguments: ["8.33", "0.005", "12000", "1", "0.1", "123456789012345678901234567890", "0.0000000000000000000000000001",
                      "1234567890123456789012345678901", "0.00000000000000000000000000001"])
    func edgesOfTheLimit(_ text: String) throws {
        let value = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        #expect(DecimalPlainText.length(ofPositive: value) == "\(value)".count)
        #expect(ExchangeRate.isStorable(value) == Self.printedAndReadBack(value))
    }

    /// The fast text is Foundation's text, character for character, on the same random values, their
    /// negatives, zero, and what files hold (a fill's `8.508`): the prints of imported rows are made
    /// of it, so a difference would make every row imported before look new.
    @Test func theTextIsThePrintedText() {
        var random = SplitMix(seed: 1203)
        var fast = 0
        for round in 0..<20_000 {
            var value = Self.randomDecimal(&random)
            if round % 2 == 1 { value = -value }
            #expect(DecimalPlainText.text(of: value) == "\(value)", "round \(round): \(value)")
            if Double(truncating: value.significand as NSNumber) < 9.0e15 { fast += 1 }
        }
        // Most values take the fast way, and some do not: both are compared.
        #expect(fast > 1_000 && fast < 19_000, "\(fast) fast")
        for text in ["0", "0.0", "8.508", "27.30", "12000", "0.005", "-3.10", "1e5", "9007199254740993", "99999999999999.99"] {
            let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))!
            #expect(DecimalPlainText.text(of: value) == "\(value)", "\(text)")
        }
    }
}
