/// This device's link to a household server: where it is and who this device is there.
///
/// Kept on the device (``ServerLinkFile``: the password in the credential store), because the server
/// asks for the password itself in its SCRAM exchange; it never reaches the shared container, the
/// widgets or an export. Every connection made with it follows ``ServerConnectionPolicy``.
public struct ServerLink: Codable, Equatable, Sendable {
    /// The connection string (`glovebox-server url` prints it).
    public var server: String
    /// The account's name (its login role on the server is a hash of it, `LoginRole`).
    public var account: String
    /// The account's password.
    public var password: String
    /// The file in libpq's password-file format that holds the password, when the platform keeps it
    /// there (Linux): connections then name the file and libpq reads the password itself; `nil` when
    /// the password is handed to libpq (the Keychain, or a login checking a password just typed).
    public var passwordFile: String?

    /// A link.
    public init(server: String, account: String, password: String, passwordFile: String? = nil) {
        self.server = server
        self.account = account
        self.password = password
        self.passwordFile = passwordFile
    }
}
