import Foundation
import HouseholdServer
import PostgresClient

/// The household server a check runs against: a PostgreSQL cluster of its own, made in a scratch
/// directory by the same ``ClusterSetup`` as `glovebox-server init`, with a watchdog that stops it
/// and removes its files should the checker die. Histories share it (each makes its own accounts),
/// and a history may restart it.
public final class CheckerServer: @unchecked Sendable {
    /// The scratch directory holding the server's.
    let scratch: String
    /// How clients and the administrator reach it.
    let address: ServerAddress
    /// Start and stop, for the histories' restarts.
    let control: ClusterControl
    /// The watchdog's process id.
    private let watchdog: pid_t

    /// Makes and starts a server on a free port.
    public init(environment: [String: String]) throws {
        let programs = try PostgresInstallation.locate(environment: environment)
        let user = try ServiceUser.resolve(requested: nil, environment: environment)
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-household-check-\(UUID().uuidString)")
        // 0755: when the checker runs as root, the server's own user must be able to enter it.
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let directory = (scratch as NSString).appendingPathComponent("server")
        let watchdog = try ClusterWatchdog.start(data: ServerLayout(directory: directory).data, scratch: scratch, environment: environment)
        let configuration: ServerConfiguration
        do {
            configuration = try ClusterSetup(
                directory: directory, port: try LocalPort.unused(), user: user, programs: programs,
                openssl: ProgramRunner.find("openssl", environment: environment)
            ).run(log: { _ in })
        } catch {
            ClusterWatchdog.end(watchdog)
            try? FileManager.default.removeItem(atPath: scratch)
            throw error
        }
        let layout = ServerLayout(directory: directory)
        self.scratch = scratch
        self.address = ServerAddress(layout: layout, configuration: configuration)
        self.control = ClusterControl(layout: layout, configuration: configuration, user: user)
        self.watchdog = watchdog
    }

    /// Adds an account as `glovebox-server add-account` does, on the plus plan: the histories are
    /// about merging, and the free plan's vehicle limit has tests of its own.
    func addAccount(_ name: String, password: String) throws {
        try ServerAccounts(address: address).add(name: name, password: password, plan: "plus")
    }

    /// Stops the server and starts it again, as an administrator's restart or a crash would.
    func restart() throws {
        _ = try control.stop()
        _ = try control.start()
    }

    /// A connection as the administrator, who reads past row-level security.
    func administrator() throws -> PostgresConnection {
        try address.administratorConnection()
    }

    /// A connection as `account`, which row-level security limits to what it may see.
    func connect(as account: CheckerAccount) throws -> PostgresConnection {
        try PostgresConnection(
            connectionString: address.clientURL, user: account.name, password: account.password,
            settings: [("options", "-c statement_timeout=30000"), ("application_name", "glovebox-household-check")])
    }

    /// Stops the server, ends the watchdog and removes the files.
    public func stop() {
        _ = try? control.stop()
        ClusterWatchdog.end(watchdog)
        try? FileManager.default.removeItem(atPath: scratch)
    }
}
