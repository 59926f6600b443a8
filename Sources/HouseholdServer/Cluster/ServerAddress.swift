import Foundation
import PostgresClient

/// How clients and the tool reach a household server: the connection string `url` prints, and the
/// administrator's own connection.
public struct ServerAddress: Sendable, Equatable {
    /// The server's files.
    public let layout: ServerLayout
    /// What `init` decided.
    public let configuration: ServerConfiguration

    /// The address of the server in `layout`.
    public init(layout: ServerLayout, configuration: ServerConfiguration) {
        self.layout = layout
        self.configuration = configuration
    }

    /// The connection string an app is given, without an account or a password (each account signs
    /// in with its own): `postgresql://localhost:5432/glovebox?sslmode=verify-full&sslrootcert=/srv/household/server.crt`.
    ///
    /// With TLS the client verifies the server against its self-signed certificate; without, the
    /// string says `sslmode=disable` so that no client waits for a handshake the server cannot do.
    public var clientURL: String {
        var url = "postgresql://localhost:\(configuration.port)/\(ServerConfiguration.databaseName)"
        if configuration.usesTLS {
            url += "?sslmode=verify-full&sslrootcert=" + Self.percentEncoded(layout.certificate)
        } else {
            url += "?sslmode=disable"
        }
        return url
    }

    /// Connects as the administrator to `database` (the household's by default).
    ///
    /// Only root and the server's user can read the password file, so only they get this far.
    public func administratorConnection(database: String = ServerConfiguration.databaseName) throws(ServerError)
        -> PostgresConnection
    {
        let password: String
        do {
            password = try String(contentsOfFile: layout.adminPassword, encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            throw .validation(.cannotReadAdminPassword, ["path": layout.adminPassword, "user": configuration.serviceUser])
        }
        var keywords = [
            ("host", "localhost"), ("port", String(configuration.port)), ("dbname", database),
            ("user", ServerConfiguration.adminRole), ("password", password), ("connect_timeout", "10"),
            ("client_encoding", "UTF8"), ("application_name", "glovebox-server"),
        ]
        keywords += configuration.usesTLS
            ? [("sslmode", "verify-full"), ("sslrootcert", layout.certificate)] : [("sslmode", "disable")]
        do {
            return try PostgresConnection(keywords: keywords, expandingDatabaseName: false)
        } catch {
            throw .runtime(.cannotConnect, ["directory": layout.root, "error": "\(error)"])
        }
    }

    /// `path` with everything but unreserved characters and slashes percent-encoded, as a URL query
    /// value must be (libpq decodes it).
    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
