/// Why `login --server` refuses a household server's URL before it asks for a password or writes
/// anything: the URL asks for less protection than ``ServerConnectionPolicy`` gives every
/// connection, or would put the password where it is kept in clear.
///
/// The messages never repeat the URL, which may hold a password.
public enum ServerURLRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// Not a `postgresql://` or `postgres://` URL (libpq would read anything else as keywords, and an
    /// empty or mistyped string as the local default server).
    case notAURL
    /// libpq cannot read the URL, for `reason` (an unknown parameter, a bad percent escape).
    case unreadable(reason: String)
    /// `sslmode` is not `verify-full`.
    case weakSSLMode(String)
    /// `channel_binding` is not `require`.
    case weakChannelBinding(String)
    /// The URL holds a password (`user:password@` or `password=`), which would be kept in the link file.
    case passwordInside

    /// The message, lowercase, saying what to give instead and that nothing was changed.
    public var description: String {
        let unchanged = "; nothing was changed on this device"
        switch self {
        case .notAURL:
            return "the --server value is not a household server's connection string "
                + "(postgresql://…; 'glovebox-server url' prints it)" + unchanged
        case .unreadable(let reason):
            return "the --server URL cannot be read as a PostgreSQL connection URL (\(reason))" + unchanged
        case .weakSSLMode(let mode):
            return "the --server URL asks for sslmode=\(mode), but glovebox connects to a household server only with "
                + "sslmode=verify-full (the server's certificate verified with sslrootcert, its host name checked): "
                + "use the URL 'glovebox-server url' prints, or leave sslmode out" + unchanged
        case .weakChannelBinding(let value):
            return "the --server URL asks for channel_binding=\(value), but glovebox always requires channel binding "
                + "(channel_binding=require): leave channel_binding out" + unchanged
        case .passwordInside:
            return "the --server URL holds a password, which would be kept in clear with the link: leave it out "
                + "and give it with --password-file, --password-stdin or on the terminal" + unchanged
        }
    }
}
