import CSodium
import Foundation

/// SHA-256, by libsodium (`crypto_hash_sha256`): the content hash that tells whether a widget's
/// content changed, and a stable name derived from a reminder channel's destination.
///
/// Only used to tell contents apart, never for security; SHA-256 rather than a cheaper hash because
/// a collision would leave a widget showing stale content without anyone noticing.
public enum ContentDigest {
    /// The 32-byte digest of `data`.
    public static func digest(_ data: Data) -> [UInt8] {
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
    public static func hexDigest(_ data: Data) -> String {
        digest(data).map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// libsodium asks to be initialised before any of its functions is used (safe to call again,
    /// from any thread; it fails only without a source of randomness, which hashing does not need).
    private static let sodiumReady: Int32 = sodium_init()
}
