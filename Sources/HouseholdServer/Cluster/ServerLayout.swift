import Foundation

/// Where a household server keeps its files, all inside the one directory `init` creates.
///
/// ```
/// DIR/               0755, the server's user   what clients may read: the configuration, the certificate
///   server.json      0644                      port, user, TLS, database (no secret)
///   server.crt       0644                      the self-signed certificate clients verify against
///   admin.password   0600                      the administrator role's password (the tool's own login)
///   server.log       0600                      PostgreSQL's log
///   data/            0700                      the cluster (PGDATA), with its key, settings and host rules
/// ```
public struct ServerLayout: Sendable, Equatable {
    /// The server directory, as an absolute path.
    public let root: String

    /// The layout of `directory`, made absolute against the current directory.
    public init(directory: String) {
        let absolute = directory.hasPrefix("/")
            ? directory : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(directory)
        root = (absolute as NSString).standardizingPath
    }

    /// The cluster's data directory.
    public var data: String { path("data") }
    /// The configuration `init` wrote.
    public var configuration: String { path("server.json") }
    /// The certificate clients verify the server with.
    public var certificate: String { path("server.crt") }
    /// The administrator's password file.
    public var adminPassword: String { path("admin.password") }
    /// PostgreSQL's log.
    public var log: String { path("server.log") }

    /// A file in the data directory.
    public func dataFile(_ name: String) -> String {
        (data as NSString).appendingPathComponent(name)
    }

    private func path(_ name: String) -> String {
        (root as NSString).appendingPathComponent(name)
    }
}
