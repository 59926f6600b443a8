import PostgresClient

/// How this app connects to a household server, whatever a link's URL says: TLS with the server's
/// certificate verified (`sslmode=verify-full`) and SCRAM with channel binding
/// (`channel_binding=require`), so that nothing of the password reaches a server that is not the
/// one the certificate names, or one that asks for it in clear.
///
/// Every connection made with a ``ServerLink`` comes from ``connect(_:settings:)``: the policy's
/// keywords go after the URL's, and libpq takes the last value of a keyword, so a URL that asks for
/// less (a link kept by an earlier build, a URL typed by hand) is connected under the policy all the
/// same. `login` refuses such a URL first (``check(_:)``), so that what is kept says what is done.
///
/// ```swift
/// try ServerConnectionPolicy.check(url)                       // login: refuse a weak URL, exit 2
/// let connection = try ServerConnectionPolicy.connect(link)   // every connection
/// ```
public enum ServerConnectionPolicy {
    /// The keywords appended after the URL's, so that they win.
    ///
    /// `gssencmode=disable` because a GSSAPI-encrypted connection (tried first by libpq when a
    /// Kerberos ticket is at hand) would take the place of TLS, and a household server speaks TLS.
    public static let keywords: [(String, String)] = [
        ("sslmode", "verify-full"), ("channel_binding", "require"), ("gssencmode", "disable"),
    ]

    /// The only `sslmode` a URL may name.
    static let sslMode = "verify-full"
    /// The only `channel_binding` a URL may name.
    static let channelBinding = "require"

    /// Connects as `link.account` (its login role, ``LoginRole``) under the policy, with `settings` (`application_name`, `options`)
    /// after the URL's keywords and the policy's last.
    ///
    /// The password is libpq's to read from `link.passwordFile` when the platform keeps it in
    /// libpq's password-file format (no password keyword then); otherwise it is handed over.
    public static func connect(_ link: ServerLink, settings: [(String, String)] = []) throws(PostgresError)
        -> PostgresConnection
    {
        var keywords = [
            ("connect_timeout", "10"), ("client_encoding", "UTF8"), ("dbname", link.server),
            ("user", LoginRole.of(account: link.account)),
        ]
        if let passwordFile = link.passwordFile {
            keywords.append(("passfile", passwordFile))
        } else {
            keywords.append(("password", link.password))
        }
        return try PostgresConnection(keywords: keywords + settings + Self.keywords)
    }

    /// Refuses a URL that asks for less than the policy gives, or that holds a password: what
    /// `login --server` accepts. A URL that names no `sslmode` or `channel_binding` is accepted (the
    /// policy adds them).
    public static func check(_ url: String) throws(ServerURLRefusal) {
        // libpq would read anything else as keywords, and an empty string as the local default server.
        guard url.hasPrefix("postgresql://") || url.hasPrefix("postgres://") else { throw .notAURL }
        let options: PostgresConnectionOptions
        do {
            options = try PostgresConnectionOptions(parsing: url)
        } catch {
            throw .unreadable(reason: error.message)
        }
        if let mode = options["sslmode"], mode != sslMode { throw .weakSSLMode(mode) }
        if let binding = options["channel_binding"], binding != channelBinding { throw .weakChannelBinding(binding) }
        if options["password"] != nil { throw .passwordInside }
    }
}
