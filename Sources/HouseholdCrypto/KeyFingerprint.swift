import CSodium

/// What a person compares to know a public key is the one they expect: the first 16 bytes of the
/// key's BLAKE2b hash (libsodium's `crypto_generichash`, keyed by nothing, with a fixed 16-byte
/// output), as eight groups of four hexadecimal digits (`3f2a 09c1 …`).
public struct KeyFingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The 16 bytes.
    public let bytes: [UInt8]

    /// The fingerprint of `publicKey`.
    public init(publicKey: [UInt8]) {
        Sodium.ready()
        var hash = [UInt8](repeating: 0, count: 16)
        crypto_generichash(&hash, hash.count, publicKey, UInt64(publicKey.count), nil, 0)
        bytes = hash
    }

    public var description: String {
        let hex = bytes.map { byte in String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }
        return stride(from: 0, to: hex.count, by: 2).map { hex[$0] + hex[$0 + 1] }.joined(separator: " ")
    }
}
