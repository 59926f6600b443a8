import Foundation

/// An exact amount of money: a whole number of the currency's minor units (cents, or yen).
///
/// Money is never a `Double`. `Money(parsing: "12.5", currency: eur)` is 1250 minor units of EUR;
/// `decimalAmount` is the exact `Decimal` 12.5. Encoded as `{"amount": "12.50", "currency": "EUR"}`.
public struct Money: Hashable, Sendable {
    /// The currency.
    public let currency: CurrencyCode
    /// The amount in minor units (1250 for 12.50 EUR, 1250 for 1,250 JPY).
    public let minorUnits: Int

    /// The largest magnitude held, in minor units: 15 digits, well inside `Decimal`'s and SQLite's exact range.
    public static let maximumMinorUnits = 999_999_999_999_999

    /// Creates an amount from minor units.
    public init(minorUnits: Int, currency: CurrencyCode) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Zero in `currency`.
    public static func zero(_ currency: CurrencyCode) -> Money { Money(minorUnits: 0, currency: currency) }

    /// Rounds an exact decimal to the currency's minor unit, half to even (banker's rounding), or
    /// returns `nil` when the result is outside `maximumMinorUnits`.
    public init?(rounding amount: Decimal, currency: CurrencyCode) {
        var scaled = amount
        var value = amount
        guard NSDecimalMultiplyByPowerOf10(&scaled, &value, Int16(currency.minorUnitExponent), .plain) == .noError
        else { return nil }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .bankers)
        guard abs(rounded) <= Decimal(Self.maximumMinorUnits) else { return nil }
        // Safe: `rounded` is an integer within 15 digits, which `Int` and its decimal text hold exactly.
        guard let units = Int(exactly: NSDecimalNumber(decimal: rounded).int64Value),
              Decimal(units) == rounded
        else { return nil }
        self.init(minorUnits: units, currency: currency)
    }

    /// The exact amount in major units (12.5 for 1250 minor units of EUR).
    public var decimalAmount: Decimal {
        var result = Decimal()
        var units = Decimal(minorUnits)
        // Exact: a 15-digit integer scaled by at most 10^-4 stays within Decimal's 38 digits.
        _ = NSDecimalMultiplyByPowerOf10(&result, &units, -Int16(currency.minorUnitExponent), .plain)
        return result
    }

    /// The amount as plain text with exactly the currency's decimals and a `.` separator: `12.50`, `1250`, `-0.05`.
    ///
    /// Written digit by digit into the string's own storage: an import makes it two or three times a
    /// row (the record's values, its print, its meaning), and the padding and joining of substrings
    /// cost some 3,000 instructions each (issue 24). `MoneyAmountTextTests` compares it with that.
    public var amountText: String {
        let exponent = currency.minorUnitExponent
        let magnitude = minorUnits.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        // At least one digit before the point: `0.05`.
        let shown = exponent > 0 ? max(digits, exponent + 1) : digits
        let length = (minorUnits < 0 ? 1 : 0) + shown + (exponent > 0 ? 1 : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = length - 1
            rest = magnitude
            for place in 0..<shown {
                if place == exponent && exponent > 0 {
                    buffer[position] = UInt8(ascii: ".")
                    position -= 1
                }
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                position -= 1
            }
            if minorUnits < 0 { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// Whether the amount is zero.
    public var isZero: Bool { minorUnits == 0 }
}

extension Money: CustomStringConvertible {
    /// `12.50 EUR`: locale-free, for logs and messages; the snapshot builder formats for people.
    public var description: String { amountText + " " + currency.code }
}

extension Money: Codable {
    private enum CodingKeys: String, CodingKey { case amount, currency }

    /// Decodes an amount and its currency.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let currency = try container.decode(CurrencyCode.self, forKey: .currency)
        let text = try container.decode(String.self, forKey: .amount)
        do {
            self = try Money(parsing: text, currency: currency, allowNegative: true)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .amount, in: container, debugDescription: error.description)
        }
    }

    /// Encodes the amount and its currency.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(amountText, forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }
}
