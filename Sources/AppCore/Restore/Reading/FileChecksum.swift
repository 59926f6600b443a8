import Foundation

/// A 64-bit checksum of a file's bytes, fed in chunks of any size: to tell that a file read twice
/// held the same bytes both times. Not a cryptographic digest: it tells an edited file from the one
/// that was checked, not a forged one (the file is the user's own).
struct FileChecksum: Equatable, Sendable {
    private var value: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The bytes after the last whole word, first byte lowest, and how many there are.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    /// How many bytes were added.
    private(set) var count = 0

    /// Adds the next bytes of the file. Eight bytes at a time, carried across calls, so that where
    /// the chunks break does not matter.
    mutating func add(_ data: Data) {
        data.withUnsafeBytes { bytes in
            var index = 0
            while pendingCount > 0, index < bytes.count {
                push(bytes[index])
                index += 1
            }
            while index + 8 <= bytes.count {
                mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                index += 8
            }
            while index < bytes.count {
                push(bytes[index])
                index += 1
            }
        }
        count += data.count
    }

    private mutating func push(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * pendingCount)
        pendingCount += 1
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    private mutating func mix(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 31
    }
}
