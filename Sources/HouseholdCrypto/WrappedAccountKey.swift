import CSodium
import Foundation

/// An account's secret key as it leaves a device: sealed twice, once with a key derived from the
/// passphrase the person chose (``KeyDerivationCost``, Argon2id) and once with the ``RecoveryKey``
/// printed when the keys were made, each with XChaCha20-Poly1305 bound to the account's name. The
/// household server keeps it so that a new device of the account can open it; the server never
/// receives the passphrase or the recovery key, so neither it nor the administrator who set the
/// account's login password can open it.
///
/// Changing the passphrase wraps the same secret key again (``rewrapped(passphrase:cost:)``): the
/// sealed vehicle keys stay valid. Losing both the passphrase and the recovery key loses the key.
public struct WrappedAccountKey: Equatable, Sendable, Codable {
    /// The format's version.
    public let version: Int
    /// The account the key belongs to (bound as associated data: a wrapped key copied to another
    /// account does not open there).
    public let account: String
    /// The public key (base64), so that the opened secret key is checked against it.
    public let publicKey: String
    /// The Argon2id salt (base64) and cost.
    public let salt: String
    public let cost: KeyDerivationCost
    /// The secret key sealed with the passphrase's key (base64 of nonce and ciphertext).
    public let byPassphrase: String
    /// The secret key sealed with the recovery key (base64 of nonce and ciphertext).
    public let byRecoveryKey: String

    /// Wraps `keyPair`'s secret key for `account` with `passphrase` (at `cost`) and `recoveryKey`.
    public init(
        _ keyPair: AccountKeyPair, account: String, passphrase: String, recoveryKey: RecoveryKey, cost: KeyDerivationCost = .moderate
    ) throws(CryptoError) {
        let salt = Sodium.randomBytes(crypto_pwhash_saltbytes())
        let passphraseKey = try cost.derive(passphrase, salt: salt)
        let associated = Self.associatedData(account: account)
        version = 1
        self.account = account
        publicKey = Data(keyPair.publicKey).base64EncodedString()
        self.salt = Data(salt).base64EncodedString()
        self.cost = cost
        byPassphrase = Self.seal(keyPair.secretKey, key: passphraseKey, associated: associated)
        byRecoveryKey = Self.seal(keyPair.secretKey, key: recoveryKey.bytes, associated: associated)
    }

    /// The key pair, opened with the passphrase.
    public func open(passphrase: String) throws(CryptoError) -> AccountKeyPair {
        guard let saltBytes = Data(base64Encoded: salt) else { throw .malformed("the salt is not base64") }
        return try open(byPassphrase, key: try cost.derive(passphrase, salt: [UInt8](saltBytes)))
    }

    /// The key pair, opened with the recovery key.
    public func open(recoveryKey: RecoveryKey) throws(CryptoError) -> AccountKeyPair {
        try open(byRecoveryKey, key: recoveryKey.bytes)
    }

    /// The same key pair wrapped with a new passphrase (and the same recovery key's seal).
    public func rewrapped(_ keyPair: AccountKeyPair, passphrase: String, cost: KeyDerivationCost = .moderate) throws(CryptoError)
        -> WrappedAccountKey
    {
        let salt = Sodium.randomBytes(crypto_pwhash_saltbytes())
        let key = try cost.derive(passphrase, salt: salt)
        return WrappedAccountKey(
            account: account, publicKey: publicKey, salt: Data(salt).base64EncodedString(), cost: cost,
            byPassphrase: Self.seal(keyPair.secretKey, key: key, associated: Self.associatedData(account: account)),
            byRecoveryKey: byRecoveryKey)
    }

    private init(
        account: String, publicKey: String, salt: String, cost: KeyDerivationCost, byPassphrase: String, byRecoveryKey: String
    ) {
        version = 1
        self.account = account
        self.publicKey = publicKey
        self.salt = salt
        self.cost = cost
        self.byPassphrase = byPassphrase
        self.byRecoveryKey = byRecoveryKey
    }

    private func open(_ sealed: String, key: [UInt8]) throws(CryptoError) -> AccountKeyPair {
        guard version == 1 else { throw .malformed("a wrapped key of version \(version), which this app does not read") }
        guard let data = Data(base64Encoded: sealed) else { throw .malformed("the wrapped key is not base64") }
        guard let secret = try AEAD.open([UInt8](data), key: key, associated: Self.associatedData(account: account)) else {
            throw .wrongSecret
        }
        let keyPair = try AccountKeyPair(secretKey: secret)
        // A wrapped key whose public key was swapped (by whoever keeps it) opens to a pair that does not match it.
        guard Data(keyPair.publicKey).base64EncodedString() == publicKey else { throw .cannotOpen }
        return keyPair
    }

    private static func seal(_ secret: [UInt8], key: [UInt8], associated: [UInt8]) -> String {
        Data(AEAD.seal(secret, key: key, associated: associated)).base64EncodedString()
    }

    private static func associatedData(account: String) -> [UInt8] {
        Array("glovebox-account-key-1".utf8) + [0] + Array(account.utf8)
    }
}
