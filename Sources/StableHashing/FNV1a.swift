/// The 64-bit FNV-1a hash: a cheap, stable name for some bytes, the same on every run and machine
/// (unlike `Hasher`, which is seeded per process), so that it can be kept in a file or a logbook.
///
/// It only tells contents apart by accident — a file that changed, a rule that was edited, a row
/// seen before — never against someone who chooses the bytes: it is not a digest for security.
///
/// ```swift
/// var hash = FNV1a()
/// hash.combine("header".utf8)
/// hash.combine(body)
/// let name = hash.hexDigits
/// ```
public struct FNV1a: Sendable {
    // Inlinable, so that a caller's loop over its bytes is specialised and compiled with it: the
    // published files are hashed by every command.
    @usableFromInline var state: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of the bytes combined so far (of none, the FNV offset basis).
    @inlinable public var value: UInt64 { state }

    /// A hash of no bytes yet.
    @inlinable public init() {}

    /// The hash of `bytes`.
    @inlinable public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash = FNV1a()
        hash.combine(bytes)
        return hash.value
    }

    /// Adds one byte.
    @inlinable public mutating func combine(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Adds `bytes`, in order.
    @inlinable public mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes { combine(byte) }
    }

    /// The hash as 16 lower-case hexadecimal digits, zeros in front.
    public var hexDigits: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
