import CSodium
import Foundation

/// Digests by libsodium: SHA-256 (`crypto_hash_sha256`) for the files' fingerprints and a stable
/// name derived from a reminder channel's destination, BLAKE2b for the widget kinds' content hashes.
///
/// Only used to tell contents apart, never for security; cryptographic digests rather than a
/// cheaper hash because a collision would leave a widget showing stale content without anyone
/// noticing.
public enum ContentDigest {
    /// The 32-byte digest of `data`.
    public static func digest(_ data: some ContiguousBytes) -> [UInt8] {
        _ = sodiumReady
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // SHA-256 of any length cannot fail: libsodium returns 0 always (and reads nothing of
            // an empty input, whose base address may be nil).
            _ = crypto_hash_sha256(&digest, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count))
        }
        return digest
    }

    /// The digest of `data` as 64 lower-case hexadecimal digits.
    public static func hexDigest(_ data: some ContiguousBytes) -> String {
        hex(digest(data))
    }

    /// The 32-byte BLAKE2b digest of `data` (libsodium's `crypto_generichash`, unkeyed) as 64
    /// lower-case hexadecimal digits: the widget kinds' content hashes, which every publish computes
    /// over every section. As collision-resistant as SHA-256, and several times faster in libsodium
    /// (vectorised, where its SHA-256 is portable C).
    public static func blake2bHexDigest(_ data: some ContiguousBytes) -> String {
        _ = sodiumReady
        var digest = [UInt8](repeating: 0, count: 32)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // Cannot fail for a 32-byte output and no key (libsodium checks only those lengths).
            _ = crypto_generichash(
                &digest, digest.count, bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count), nil, 0)
        }
        return hex(digest)
    }

    /// Bytes as lower-case hexadecimal digits, two per byte.
    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// libsodium asks to be initialised before any of its functions is used (safe to call again,
    /// from any thread; it fails only without a source of randomness, which hashing does not need).
    private static let sodiumReady: Int32 = sodium_init()
}
