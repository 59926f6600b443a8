import Foundation
import HouseholdServer
import HouseholdSync
import PostgresClient

/// The household server a check runs against: a ``ScratchCluster`` of its own (PostgreSQL made by
/// the same set-up as `glovebox-server init`, with a watchdog that stops it should the checker die).
/// Histories share it (each makes its own accounts), and a history may restart it.
public final class CheckerServer: @unchecked Sendable {
    /// The cluster.
    let cluster: ScratchCluster
    /// The scratch directory holding the server's (and the histories' homes).
    var scratch: String { cluster.scratch }
    /// How clients and the administrator reach it.
    var address: ServerAddress { cluster.address }

    /// Makes and starts a server on a free port.
    public init(environment: [String: String]) throws {
        cluster = try ScratchCluster(prefix: "glovebox-household-check", environment: environment)
    }

    /// Adds an account as `glovebox-server add-account` does, on the plus plan: the histories are
    /// about merging, and the free plan's vehicle limit has tests of its own.
    func addAccount(_ name: String, password: String) throws {
        try ServerAccounts(address: address).add(name: name, password: password, plan: "plus")
    }

    /// Stops the server and starts it again, as an administrator's restart or a crash would.
    func restart() throws {
        _ = try cluster.control.stop()
        _ = try cluster.control.start()
    }

    /// A connection as the administrator, who reads past row-level security.
    func administrator() throws -> PostgresConnection {
        try address.administratorConnection()
    }

    /// A connection as `account`, which row-level security limits to what it may see, made as the
    /// app makes its own (``ServerConnectionPolicy``).
    func connect(as account: CheckerAccount) throws -> PostgresConnection {
        try ServerConnectionPolicy.connect(
            ServerLink(server: address.clientURL, account: account.name, password: account.password),
            settings: [("options", "-c statement_timeout=30000"), ("application_name", "glovebox-household-check")])
    }

    /// Stops the server, ends the watchdog and removes the files.
    public func stop() {
        cluster.stop()
    }
}
