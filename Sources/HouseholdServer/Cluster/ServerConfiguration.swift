import Foundation

/// What `init` decided about a household server, kept in `server.json` for every later command.
///
/// `formatVersion` 1; a file with a version this build does not know is refused rather than guessed at.
/// Adding an optional field keeps the version; changing a field's meaning bumps it.
public struct ServerConfiguration: Codable, Sendable, Equatable {
    /// The highest `formatVersion` this build reads.
    public static let currentFormatVersion = 1
    /// The database every account connects to.
    public static let databaseName = "glovebox"
    /// The superuser role `initdb` creates, which only the tool logs in as.
    public static let adminRole = "glovebox_admin"

    /// The version of this file's layout.
    public var formatVersion = Self.currentFormatVersion
    /// The TCP port on localhost.
    public var port: Int
    /// The operating-system user the cluster runs as.
    public var serviceUser: String
    /// Whether the server requires TLS (on a self-signed certificate).
    public var usesTLS: Bool
    /// PostgreSQL's program directory (`initdb`, `pg_ctl`).
    public var postgresPrograms: String

    /// Creates a configuration.
    public init(port: Int, serviceUser: String, usesTLS: Bool, postgresPrograms: String) {
        self.port = port
        self.serviceUser = serviceUser
        self.usesTLS = usesTLS
        self.postgresPrograms = postgresPrograms
    }

    /// Reads the configuration of the server in `layout`.
    public static func read(_ layout: ServerLayout) throws(ServerError) -> ServerConfiguration {
        guard FileManager.default.fileExists(atPath: layout.configuration) else {
            throw .validation(.notAServer, ["directory": layout.root])
        }
        let configuration: ServerConfiguration
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: layout.configuration))
            configuration = try JSONDecoder().decode(ServerConfiguration.self, from: data)
        } catch {
            throw .runtime(.cannotReadConfiguration, ["path": layout.configuration, "error": error.localizedDescription])
        }
        guard configuration.formatVersion <= currentFormatVersion else {
            throw .runtime(
                .configurationTooNew, ["path": layout.configuration, "found": "\(configuration.formatVersion)", "known": "\(currentFormatVersion)"])
        }
        return configuration
    }

    /// The JSON text `init` writes, keys sorted so the file reads the same every time.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Safe: every field is a string, a number or a Boolean.
        return try! encoder.encode(self) + Data("\n".utf8)
    }
}
