/// A decimal text's form, read once on its bytes: digits with at most one `.` between digits, no
/// longer than `ExchangeRate.maximumDecimalLength`. What `ExchangeRate.parseDecimal` makes a value
/// of, and what `ExchangeRate.isStorableText` decides on without making one.
struct DecimalTextForm {
    /// How many digits `significand` holds exactly (a `UInt64` holds any 18).
    static let exactDigits = 18

    /// The digits as a whole number, when there are at most `exactDigits` of them.
    private(set) var significand: UInt64 = 0
    /// How many digits the text has.
    private(set) var digits = 0
    /// How many of them follow the point.
    private(set) var decimals = 0
    /// Whether a digit is not zero (the value is not zero).
    private(set) var hasNonZeroDigit = false

    /// The form of `bytes`, or `nil` when they have another.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty, bytes.count <= ExchangeRate.maximumDecimalLength else { return nil }
        var sawPoint = false, previousIsDigit = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."):
                guard !sawPoint, previousIsDigit else { return nil }
                sawPoint = true
                previousIsDigit = false
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if sawPoint { decimals += 1 }
                if byte != UInt8(ascii: "0") { hasNonZeroDigit = true }
                if digits <= Self.exactDigits { significand = significand * 10 + UInt64(byte - UInt8(ascii: "0")) }
                previousIsDigit = true
            default:
                return nil
            }
        }
        guard previousIsDigit else { return nil }
    }
}
