/// The escapes of a JSON string (RFC 8259, section 7), for the package's two JSON readers: the
/// snapshot's strict scanner and the restore's streaming file reader. Each reads its bytes its own
/// way (a buffer, a file), but what an escape means is written once, here.
public enum JSONEscape {
    /// The byte a one-letter escape stands for (`\n` is 0x0A), or `nil` when `letter` is not one
    /// (`u` included: its four hex digits are read by the caller).
    public static func byte(escapedBy letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// Whether a `\u` value is the first half of a surrogate pair (another `\u` must follow).
    public static func isHighSurrogate(_ value: UInt32) -> Bool { (0xD800...0xDBFF).contains(value) }

    /// Whether a `\u` value is the second half of a surrogate pair.
    public static func isLowSurrogate(_ value: UInt32) -> Bool { (0xDC00...0xDFFF).contains(value) }

    /// The scalar a high and a low surrogate stand for together.
    public static func scalar(high: UInt32, low: UInt32) -> UInt32 {
        0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }
}
