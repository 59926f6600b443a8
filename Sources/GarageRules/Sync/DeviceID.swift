/// The identity of one logbook on one device: 128 random bits, written as 32 lowercase hex digits.
///
/// Every change a logbook makes is stamped with it (`HybridTimestamp.device`), so that two devices
/// that edit one record at the same millisecond are still told apart, always the same way. It is
/// made once per logbook file (see `GarageStore.deviceID()`), never from anything about the machine
/// or the user.
public struct DeviceID: Hashable, Comparable, Sendable, RawRepresentable, CustomStringConvertible {
    /// How many hex digits an id has.
    public static let length = 32

    /// The 32 lowercase hex digits.
    public let rawValue: String

    /// Validates `rawValue`: exactly 32 characters of `[0-9a-f]`, else `nil`.
    public init?(rawValue: String) {
        let bytes = rawValue.utf8
        guard bytes.count == Self.length, bytes.allSatisfy(Self.isLowercaseHexDigit) else { return nil }
        self.rawValue = rawValue
    }

    /// A new random id.
    public static func random<Generator: RandomNumberGenerator>(using generator: inout Generator) -> DeviceID {
        let high = UInt64.random(in: .min ... .max, using: &generator)
        let low = UInt64.random(in: .min ... .max, using: &generator)
        // Both halves are full width, so the text is always 32 digits.
        return DeviceID(rawValue: Self.hex(high, width: 16) + Self.hex(low, width: 16))!
    }

    /// A new random id from the system's generator.
    public static func random() -> DeviceID {
        var generator = SystemRandomNumberGenerator()
        return random(using: &generator)
    }

    /// Orders ids by their text: the tie-break of two stamps with the same time.
    public static func < (lhs: DeviceID, rhs: DeviceID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The id's hex digits.
    public var description: String { rawValue }

    /// `value` in lowercase hex, zero-padded to `width` digits.
    static func hex<Value: BinaryInteger>(_ value: Value, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
