import Foundation
import Testing
@testable import GarageRules

@Suite struct MoneyTests {
    let eur = try! CurrencyCode("EUR")
    let jpy = try! CurrencyCode("JPY")
    let kwd = try! CurrencyCode("KWD")

    @Test func currencyCodesAreValidatedAgainstISO4217() throws {
        #expect(try CurrencyCode("eur").code == "EUR")
        #expect(try CurrencyCode(" gbp ").code == "GBP")
        #expect(jpy.minorUnitExponent == 0)
        #expect(kwd.minorUnitExponent == 3)
        #expect(try CurrencyCode("CLF").minorUnitExponent == 4)
        #expect(throws: GarageError.unknownCurrency("XYZ")) { try CurrencyCode("XYZ") }
        #expect(throws: GarageError.unknownCurrency("EURO")) { try CurrencyCode("EURO") }
        #expect(throws: GarageError.unknownCurrency("")) { try CurrencyCode("") }
        #expect(GarageError.unknownCurrency("XYZ").description == "unknown currency 'XYZ' (not an ISO 4217 code)")
    }

    @Test func withdrawnCodesOfTheECBHistoryAreKnownButInactive() throws {
        let cyp = try CurrencyCode("CYP")
        #expect(!cyp.isActive)
        #expect(try CurrencyCode("TRL").minorUnitExponent == 0)
        #expect(try CurrencyCode("BRL").isActive)
    }

    @Test func userAmountsParseExactly() throws {
        #expect(try Money(parsing: "12.5", currency: eur).minorUnits == 1250)
        #expect(try Money(parsing: "1234.56", currency: eur).minorUnits == 123_456)
        #expect(try Money(parsing: "0.07", currency: eur).minorUnits == 7)
        #expect(try Money(parsing: "1200", currency: jpy).minorUnits == 1200)
        #expect(try Money(parsing: "1200.00", currency: jpy).minorUnits == 1200)
        #expect(try Money(parsing: "1.234", currency: kwd).minorUnits == 1234)
        #expect(try Money(parsing: "12.50", currency: eur).decimalAmount == Decimal(string: "12.5"))
    }

    @Test func malformedAmountsAreRefusedNamingTheText() {
        for text in ["", "12,5", "1,234.56", "1e3", "abc", ".5", "5.", "1.2.3", "12 5", "NaN", "--1"] {
            #expect(throws: GarageError.malformedAmount(text)) { try Money(parsing: text, currency: eur) }
        }
        #expect(throws: GarageError.tooManyDecimals("12.345", currency: "EUR", allowed: 2)) {
            try Money(parsing: "12.345", currency: eur)
        }
        #expect(throws: GarageError.tooManyDecimals("1200.5", currency: "JPY", allowed: 0)) {
            try Money(parsing: "1200.5", currency: jpy)
        }
        #expect(throws: GarageError.negativeAmount("-3")) { try Money(parsing: "-3", currency: eur) }
        #expect(throws: GarageError.amountOutOfRange("99999999999999999")) {
            try Money(parsing: "99999999999999999", currency: eur)
        }
    }

    @Test func amountTextHasExactlyTheCurrencyDecimals() throws {
        #expect(Money(minorUnits: 5, currency: eur).amountText == "0.05")
        #expect(Money(minorUnits: -5, currency: eur).amountText == "-0.05")
        #expect(Money(minorUnits: 1250, currency: jpy).amountText == "1250")
        #expect(Money(minorUnits: 1, currency: kwd).description == "0.001 KWD")
    }

    @Test func roundingIsHalfToEvenAtTheMinorUnit() throws {
        #expect(Money(rounding: Decimal(string: "0.125")!, currency: eur)?.minorUnits == 12)
        #expect(Money(rounding: Decimal(string: "0.135")!, currency: eur)?.minorUnits == 14)
        #expect(Money(rounding: Decimal(string: "0.1251")!, currency: eur)?.minorUnits == 13)
        #expect(Money(rounding: Decimal(string: "-0.125")!, currency: eur)?.minorUnits == -12)
        #expect(Money(rounding: Decimal(string: "2.5")!, currency: jpy)?.minorUnits == 2)
    }

    @Test func moneyRoundTripsThroughJSONAsDecimalText() throws {
        let money = try Money(parsing: "1234.5", currency: eur)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(money)
        #expect(String(decoding: data, as: UTF8.self) == #"{"amount":"1234.50","currency":"EUR"}"#)
        #expect(try JSONDecoder().decode(Money.self, from: data) == money)
    }
}
