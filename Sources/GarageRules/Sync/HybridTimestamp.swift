/// One instant of a hybrid logical clock: wall-clock milliseconds, a logical counter for events
/// within one millisecond (or while the wall clock lags), and the device that issued it.
///
/// Stamps are totally ordered: by milliseconds, then counter, then device id, so that two devices
/// that change one record "at the same time" always agree which change is later.
///
/// Stored and sent as 48 lowercase hex digits (`text`): 12 of milliseconds since 1970 (48 bits,
/// good until the year 10889), 4 of the counter (16 bits), 32 of the device id. Every part is
/// fixed width, so comparing two texts byte by byte (SQLite's `BINARY`, PostgreSQL's `COLLATE "C"`)
/// orders them exactly as `<` does.
public struct HybridTimestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The largest millisecond count a stamp holds (48 bits).
    public static let maximumMilliseconds: Int64 = (1 << 48) - 1
    /// The largest counter a stamp holds (16 bits).
    public static let maximumCounter = Int(UInt16.max)
    /// How many characters `text` has.
    public static let textLength = 12 + 4 + DeviceID.length
    /// How far ahead of the household server's clock a stamp may be, in milliseconds: the server
    /// refuses a write stamped later, and a device never lets a pulled stamp move its own clock
    /// further ahead of its wall clock, so that a clock running fast wins nothing for long.
    public static let maximumLead: Int64 = 5 * 60 * 1_000

    /// Milliseconds since 1970-01-01T00:00:00Z, as the issuing clock knew them.
    public let milliseconds: Int64
    /// Orders the stamps issued within one millisecond.
    public let counter: Int
    /// The device that issued the stamp.
    public let device: DeviceID

    /// A stamp; `nil` when a part is out of its range.
    public init?(milliseconds: Int64, counter: Int, device: DeviceID) {
        guard (0...Self.maximumMilliseconds).contains(milliseconds), (0...Self.maximumCounter).contains(counter) else {
            return nil
        }
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    /// Reads a stamp's `text`; `nil` when it is not 48 lowercase hex digits.
    public init?(text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == Self.textLength, bytes.allSatisfy(DeviceID.isLowercaseHexDigit),
              let milliseconds = Int64(String(decoding: bytes[0..<12], as: UTF8.self), radix: 16),
              let counter = Int(String(decoding: bytes[12..<16], as: UTF8.self), radix: 16),
              let device = DeviceID(rawValue: String(decoding: bytes[16...], as: UTF8.self))
        else { return nil }
        self.init(milliseconds: milliseconds, counter: counter, device: device)
    }

    /// The stamp as stored and sent: 48 lowercase hex digits whose byte order is the stamps' order.
    public var text: String {
        // Written digit by digit into one buffer: every change an import stores asks for its stamp.
        String(unsafeUninitializedCapacity: Self.textLength) { buffer in
            let digits: StaticString = "0123456789abcdef"
            let hex = digits.utf8Start
            var time = UInt64(milliseconds) << 16 | UInt64(counter)
            for index in stride(from: 15, through: 0, by: -1) {
                buffer[index] = hex[Int(time & 0xF)]
                time >>= 4
            }
            var index = 16
            for byte in device.rawValue.utf8 {
                buffer[index] = byte
                index += 1
            }
            return index
        }
    }

    /// The stamp's `text`.
    public var description: String { text }

    /// Later milliseconds, then a later counter, then the greater device id.
    public static func < (lhs: HybridTimestamp, rhs: HybridTimestamp) -> Bool {
        (lhs.milliseconds, lhs.counter, lhs.device.rawValue) < (rhs.milliseconds, rhs.counter, rhs.device.rawValue)
    }
}
