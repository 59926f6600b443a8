import CSodium

/// An account's key pair (X25519, libsodium's `crypto_box`): vehicle keys are sealed to its public
/// key, which the household server keeps in clear beside the account, and opened with its secret key,
/// which leaves a device only wrapped (``WrappedAccountKey``).
public struct AccountKeyPair: Equatable, Sendable {
    /// The public key's 32 bytes.
    public let publicKey: [UInt8]
    /// The secret key's 32 bytes.
    public let secretKey: [UInt8]

    /// A new random key pair.
    public static func generate() -> AccountKeyPair {
        Sodium.ready()
        var publicKey = [UInt8](repeating: 0, count: Int(crypto_box_PUBLICKEYBYTES))
        var secretKey = [UInt8](repeating: 0, count: Int(crypto_box_SECRETKEYBYTES))
        crypto_box_keypair(&publicKey, &secretKey)
        return AccountKeyPair(publicKey: publicKey, secretKey: secretKey)
    }

    /// The key pair whose secret key is `secretKey` (its public key is computed from it).
    public init(secretKey: [UInt8]) throws(CryptoError) {
        Sodium.ready()
        guard secretKey.count == Int(crypto_box_SECRETKEYBYTES) else {
            throw .malformed("an account's secret key has \(crypto_box_SECRETKEYBYTES) bytes, not \(secretKey.count)")
        }
        var publicKey = [UInt8](repeating: 0, count: Int(crypto_box_PUBLICKEYBYTES))
        guard crypto_scalarmult_base(&publicKey, secretKey) == 0 else { throw .failed("crypto_scalarmult_base") }
        self.init(publicKey: publicKey, secretKey: secretKey)
    }

    private init(publicKey: [UInt8], secretKey: [UInt8]) {
        self.publicKey = publicKey
        self.secretKey = secretKey
    }

    /// The public key's fingerprint, which members compare to see that a key is the one they expect.
    public var fingerprint: KeyFingerprint { KeyFingerprint(publicKey: publicKey) }
}
