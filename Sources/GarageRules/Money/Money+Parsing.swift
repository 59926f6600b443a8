import Foundation

extension Money {
    /// Parses a user's amount: digits with an optional `.` and up to the currency's decimals
    /// (`12.5`, `1234.56`, `1200` for JPY). Extra decimals are accepted only when they are zeros
    /// (`1200.00` JPY). Refused: thousands separators, decimal commas, exponents, signs (unless
    /// `allowNegative`), spaces inside, more than 15 digits of minor units.
    public init(parsing text: String, currency: CurrencyCode, allowNegative: Bool = false) throws(GarageError) {
        var bytes = Array(BlankTrimming.trimmed(text, newlines: false).utf8)
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes.removeFirst()
        } else if bytes.first == UInt8(ascii: "+") {
            bytes.removeFirst()
        }
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
              whole.allSatisfy(Self.isDigit),
              parts.count == 1 || (!parts[1].isEmpty && parts[1].allSatisfy(Self.isDigit))
        else { throw .malformedAmount(text) }
        if negative && !allowNegative { throw .negativeAmount(text) }

        let exponent = currency.minorUnitExponent
        var fraction = parts.count == 2 ? Array(parts[1]) : []
        // Trailing zeros beyond the minor unit change nothing, so "1200.00" JPY is 1200.
        while fraction.count > exponent, fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
        guard fraction.count <= exponent else {
            throw .tooManyDecimals(text, currency: currency.code, allowed: exponent)
        }
        fraction += Array(repeating: UInt8(ascii: "0"), count: exponent - fraction.count)
        let digits = (Array(whole) + fraction).drop { $0 == UInt8(ascii: "0") }
        guard digits.count <= 15 else { throw .amountOutOfRange(text) }
        var units = 0
        for digit in digits { units = units * 10 + Int(digit - UInt8(ascii: "0")) }
        self.init(minorUnits: negative ? -units : units, currency: currency)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
