import Foundation
import GarageRules

/// Reading plain decimal text into a `Decimal` by integer arithmetic.
extension DecimalText {
    /// The value of `text` exactly as `ExchangeRate.parseDecimal` reads it (digits with one optional
    /// `.` between digits, at most `ExchangeRate.maximumDecimalLength` bytes, else `nil`), built from
    /// its digits as an integer and a power of ten.
    ///
    /// An import reads a quantity or a price on every row, and a profile (issue 24) put `Decimal`
    /// parsing and formatting at 12–15 % of one; 18 significant digits, more than any cell holds in
    /// practice, fit a `UInt64` exactly. Longer ones are left to `parseDecimal`.
    public static func decimal(_ text: String) -> Decimal? {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= ExchangeRate.maximumDecimalLength else { return nil }
        var significand: UInt64 = 0
        var significantDigits = 0
        var wholeDigits = 0
        var fractionDigits = 0
        var sawPoint = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                guard !sawPoint, wholeDigits > 0 else { return nil }
                sawPoint = true
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            if sawPoint { fractionDigits += 1 } else { wholeDigits += 1 }
            // Leading zeros add nothing to the significand.
            if significand == 0 && byte == UInt8(ascii: "0") { continue }
            significantDigits += 1
            guard significantDigits <= 18 else { return ExchangeRate.parseDecimal(text) }
            significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        guard wholeDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        return Decimal(sign: .plus, exponent: -fractionDigits, significand: Decimal(significand))
    }
}
