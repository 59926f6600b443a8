/// Keeps secrets the way the Keychain keeps generic passwords: one secret per account on a server.
///
/// The app keeps its household server's password here, never in a file of its own. On Apple the
/// store is the Keychain (`kSecClassGenericPassword`, the server as `kSecAttrService`, the account
/// as `kSecAttrAccount`); on Linux a file of mode 0600 in the app's private directory, in libpq's
/// password-file format, which libpq reads itself.
///
/// A store may tell servers apart more coarsely than by their whole string (the Linux file keys a
/// password by the host, port, database and user a connection string names): two strings that name
/// the same place then share one secret.
public protocol CredentialStore: Sendable {
    /// Keeps `secret` for `account` on `server`, replacing the one kept before.
    func storeSecret(_ secret: String, account: String, server: String) throws
    /// The secret kept for `account` on `server`, or `nil` when there is none.
    func secret(account: String, server: String) throws -> String?
    /// Forgets the secret kept for `account` on `server`; succeeds when there is none.
    func deleteSecret(account: String, server: String) throws
    /// The path of a file in libpq's password-file format that holds the secret for `account` on
    /// `server`, when the store keeps it so and holds one: the household connection then lets libpq
    /// read the password itself. `nil` otherwise (the Keychain hands the secret over).
    func passwordFilePath(account: String, server: String) throws -> String?
}

extension CredentialStore {
    /// No password file: the secret is handed over (the Keychain, the tests' stores).
    public func passwordFilePath(account: String, server: String) throws -> String? {
        nil
    }
}
