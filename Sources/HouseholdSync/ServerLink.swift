/// This device's link to a household server: where it is and who this device is there.
///
/// Kept on the device (``ServerLinkFile``: the password in the credential store), because libpq needs the
/// password itself to answer the server's SCRAM exchange; it never reaches the shared container,
/// the widgets or an export.
public struct ServerLink: Codable, Equatable, Sendable {
    /// The connection string (`glovebox-server url` prints it).
    public var server: String
    /// The account, which is also the server's login role.
    public var account: String
    /// The account's password.
    public var password: String

    /// A link.
    public init(server: String, account: String, password: String) {
        self.server = server
        self.account = account
        self.password = password
    }
}
