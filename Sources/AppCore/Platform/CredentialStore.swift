/// Keeps secrets the way the Keychain keeps generic passwords: one secret per account on a server.
///
/// The app keeps its household server's password here, never in a file of its own. On Apple the
/// store is the Keychain (`kSecClassGenericPassword`, the server as `kSecAttrService`, the account
/// as `kSecAttrAccount`); on Linux a file of mode 0600 in the app's private directory.
public protocol CredentialStore: Sendable {
    /// Keeps `secret` for `account` on `server`, replacing the one kept before.
    func storeSecret(_ secret: String, account: String, server: String) throws
    /// The secret kept for `account` on `server`, or `nil` when there is none.
    func secret(account: String, server: String) throws -> String?
    /// Forgets the secret kept for `account` on `server`; succeeds when there is none.
    func deleteSecret(account: String, server: String) throws
}
