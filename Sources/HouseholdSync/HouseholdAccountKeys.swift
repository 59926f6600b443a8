import Foundation
import HouseholdCrypto
import PostgresClient

/// An account's key pair on its household server (schema 11): made once, on the first device that
/// asks (``create(link:passphrase:cost:)``, which returns the recovery key to show once), opened on
/// every other device with the passphrase or the recovery key (``unlock(link:passphrase:)``), and
/// wrapped again when the passphrase changes. The server keeps the public key and the wrapped
/// secret key; the passphrase and the recovery key never leave the device.
public enum HouseholdAccountKeys {
    /// The fewest characters a passphrase may have.
    public static let minimumPassphraseLength = 10

    /// The account's wrapped key on the server, or `nil` when it has none yet.
    public static func wrappedKey(link: ServerLink) throws -> WrappedAccountKey? {
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        return try wrappedKey(on: session.connection, link: link)
    }

    /// Makes the account's key pair and keeps it on the server wrapped by `passphrase` and a new
    /// recovery key; returns the pair and the recovery key (which the person must keep: it is shown once).
    public static func create(link: ServerLink, passphrase: String, cost: KeyDerivationCost = .moderate) throws
        -> (keyPair: AccountKeyPair, recoveryKey: RecoveryKey)
    {
        try checkStrength(passphrase)
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        if let existing = try wrappedKey(on: session.connection, link: link) {
            throw HouseholdKeyError.keyOnServer(account: link.account, fingerprint: try fingerprint(of: existing).description)
        }
        let keyPair = AccountKeyPair.generate()
        let recoveryKey = RecoveryKey.generate()
        let wrapped = try WrappedAccountKey(keyPair, account: link.account, passphrase: passphrase, recoveryKey: recoveryKey, cost: cost)
        let text = try encoded(wrapped)
        do {
            // Two devices making keys at once: the second insert meets the first's row and is refused.
            try session.connection.execute("INSERT INTO glovebox.account_key (public_key, wrapped) VALUES ($1, $2)", [wrapped.publicKey, text])
        } catch where error.isUniqueViolation {
            let fingerprint = try wrappedKey(on: session.connection, link: link).map { try Self.fingerprint(of: $0).description }
            throw HouseholdKeyError.keyOnServer(account: link.account, fingerprint: fingerprint ?? "")
        } catch {
            throw HouseholdServerSession.syncError(error, link: link)
        }
        return (keyPair, recoveryKey)
    }

    /// How the key is opened.
    public enum Secret: Sendable {
        case passphrase(String)
        case recoveryKey(RecoveryKey)
    }

    /// The account's key pair, opened with `secret`.
    public static func unlock(link: ServerLink, with secret: Secret) throws -> AccountKeyPair {
        guard let wrapped = try wrappedKey(link: link) else { throw HouseholdKeyError.noKeyOnServer(account: link.account) }
        do {
            switch secret {
            case .passphrase(let passphrase): return try wrapped.open(passphrase: passphrase)
            case .recoveryKey(let key): return try wrapped.open(recoveryKey: key)
            }
        } catch .wrongSecret {
            throw HouseholdKeyError.wrongSecret
        } catch {
            throw HouseholdKeyError.unreadable("\(error)")
        }
    }

    /// Wraps `keyPair` again with `passphrase` (the recovery key's seal is kept).
    public static func changePassphrase(
        link: ServerLink, keyPair: AccountKeyPair, to passphrase: String, cost: KeyDerivationCost = .moderate
    ) throws {
        try checkStrength(passphrase)
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        guard let wrapped = try wrappedKey(on: session.connection, link: link) else {
            throw HouseholdKeyError.noKeyOnServer(account: link.account)
        }
        guard wrapped.publicKey == Data(keyPair.publicKey).base64EncodedString() else {
            throw HouseholdKeyError.unreadable("the key on the server is not the one this device opened: 'glovebox keys unlock' again")
        }
        let renewed = try encoded(try wrapped.rewrapped(keyPair, passphrase: passphrase, cost: cost))
        do {
            try session.connection.execute("UPDATE glovebox.account_key SET wrapped = $1", [renewed])
        } catch {
            throw HouseholdServerSession.syncError(error, link: link)
        }
    }

    /// The fingerprint of a wrapped key's public key.
    public static func fingerprint(of wrapped: WrappedAccountKey) throws -> KeyFingerprint {
        guard let publicKey = Data(base64Encoded: wrapped.publicKey) else { throw HouseholdKeyError.unreadable("a public key that is not base64") }
        return KeyFingerprint(publicKey: [UInt8](publicKey))
    }

    private static func checkStrength(_ passphrase: String) throws(HouseholdKeyError) {
        guard passphrase.count >= minimumPassphraseLength else { throw .weakPassphrase(minimum: minimumPassphraseLength) }
    }

    private static func wrappedKey(on connection: PostgresConnection, link: ServerLink) throws -> WrappedAccountKey? {
        let text: String?
        do {
            text = try connection.query("SELECT wrapped FROM glovebox.account_key").scalar
        } catch {
            throw HouseholdServerSession.syncError(error, link: link)
        }
        guard let text else { return nil }
        guard let wrapped = try? JSONDecoder().decode(WrappedAccountKey.self, from: Data(text.utf8)), wrapped.account == link.account else {
            throw HouseholdKeyError.unreadable("its wrapped key is not one this glovebox wrote for \(link.account)")
        }
        return wrapped
    }

    private static func encoded(_ wrapped: WrappedAccountKey) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(wrapped), as: UTF8.self)
    }
}
