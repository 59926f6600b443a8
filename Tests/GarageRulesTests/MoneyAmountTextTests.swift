import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `Money.amountText` writes its digits in place; the text it replaced padded and joined substrings.
/// The two must be the same text for every amount in every currency's number of decimals.
@Suite struct MoneyAmountTextTests {
    static let currencies = ["JPY", "EUR", "BHD", "CLF"].compactMap { try? CurrencyCode($0) }

    /// The text as it was made before.
    static func oracle(_ money: Money) -> String {
        let exponent = money.currency.minorUnitExponent
        let magnitude = String(money.minorUnits.magnitude)
        let sign = money.minorUnits < 0 ? "-" : ""
        guard exponent > 0 else { return sign + magnitude }
        let padded = String(repeating: "0", count: max(0, exponent + 1 - magnitude.count)) + magnitude
        let split = padded.index(padded.endIndex, offsetBy: -exponent)
        return sign + padded[..<split] + "." + padded[split...]
    }

    @Test func randomAmountsAreWrittenAsBefore() {
        var random = SplitMix(seed: 24)
        for _ in 0..<30_000 {
            // Amounts of every length, from one digit to Int's nineteen, either sign.
            let digits = Int.random(in: 1...19, using: &random)
            let bound = digits == 19 ? Int.max : (0..<digits).reduce(1) { power, _ in power * 10 }
            let units = Int.random(in: 0..<bound, using: &random) * (Bool.random(using: &random) ? -1 : 1)
            for currency in Self.currencies {
                let money = Money(minorUnits: units, currency: currency)
                #expect(money.amountText == Self.oracle(money), "\(units) \(currency.code)")
            }
        }
        for units in [0, 1, -1, 9, 10, 99, 100, 101, -5, -100, Int.max, Int.min, Int.min + 1] {
            for currency in Self.currencies {
                let money = Money(minorUnits: units, currency: currency)
                #expect(money.amountText == Self.oracle(money), "\(units) \(currency.code)")
            }
        }
    }
}
