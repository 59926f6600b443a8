import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `Money(parsing:currency:allowNegative:)` reads an amount's bytes in one walk; the reading that split
/// the text into arrays is kept here, and the two must give the same amount or the same refusal for
/// every text, in every currency's number of decimals, with and without negative amounts.
@Suite struct MoneyParsingTests {
    /// Currencies with 0, 2 and 3 decimals.
    static let currencies = ["JPY", "EUR", "BHD"].map { try! CurrencyCode($0) }

    @Test func randomTextsReadAsTheSplittingReadingDid() {
        let pieces = ["0", "0", "0", "1", "5", "9", "12", "000", ".", ".", "-", "+", " ", "\t", "\u{A0}", ",", "e",
                      "٣", "１", "\u{301}", "999999999", "\n"]
        var random = SplitMix(seed: 24)
        for _ in 0..<30_000 {
            let count = Int.random(in: 0...9, using: &random)
            let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            for currency in Self.currencies {
                for allowNegative in [false, true] {
                    #expect(Self.outcome(text, currency, allowNegative) == Self.oracle(text, currency, allowNegative),
                            "\(Array(text.unicodeScalars)) \(currency.code) \(allowNegative)")
                }
            }
        }
    }

    @Test func edgeTextsReadAsTheSplittingReadingDid() {
        let texts = ["", "-", "+", ".", "-.", "5.", ".5", "5.5.5", "+-5", "-0", "-0.00", "0", "00.000", "1200.00", "1200.001",
                     "12.345", "12.3450", "999999999999999", "9999999999999.99", "99999999999999.99", "0000000000000000001",
                     "1000000000000000", "12.5000000000000000000000", " 12.5 ", "\u{3000}7\u{3000}", "1 2"]
        for text in texts {
            for currency in Self.currencies {
                for allowNegative in [false, true] {
                    #expect(Self.outcome(text, currency, allowNegative) == Self.oracle(text, currency, allowNegative),
                            "\(text) \(currency.code) \(allowNegative)")
                }
            }
        }
    }

    enum Outcome: Equatable {
        case units(Int)
        case refused(GarageError)
    }

    static func outcome(_ text: String, _ currency: CurrencyCode, _ allowNegative: Bool) -> Outcome {
        do {
            return .units(try Money(parsing: text, currency: currency, allowNegative: allowNegative).minorUnits)
        } catch {
            return .refused(error)
        }
    }

    /// The reading by split arrays that the one walk replaced, as it was.
    static func oracle(_ text: String, _ currency: CurrencyCode, _ allowNegative: Bool) -> Outcome {
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        var bytes = Array(BlankTrimming.trimmed(text, newlines: false).utf8)
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes.removeFirst()
        } else if bytes.first == UInt8(ascii: "+") {
            bytes.removeFirst()
        }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.allSatisfy(isDigit),
              parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(isDigit))
        else { return .refused(.malformedAmount(text)) }
        if negative && !allowNegative { return .refused(.negativeAmount(text)) }
        let exponent = currency.minorUnitExponent
        var fraction = parts.count == 2 ? Array(parts[1]) : []
        while fraction.count > exponent, fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        guard fraction.count <= exponent else {
            return .refused(.tooManyDecimals(text, currency: currency.code, allowed: exponent))
        }
        fraction += Array(repeating: UInt8(ascii: "0"), count: exponent - fraction.count)
        let digits = (Array(whole) + fraction).drop { $0 == UInt8(ascii: "0") }
        guard digits.count <= 15 else { return .refused(.amountOutOfRange(text)) }
        var units = 0
        for digit in digits { units = units * 10 + Int(digit - UInt8(ascii: "0")) }
        return .units(negative ? -units : units)
    }
}
