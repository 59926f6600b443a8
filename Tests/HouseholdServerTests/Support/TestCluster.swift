import Foundation
import HouseholdServer
import PostgresClient
import Testing

/// A household server of the tests' own, in a temporary directory, made by the same `ClusterSetup`
/// as `glovebox-server init`: one per test run (``HouseholdClusterTrait``), stopped and removed at
/// the end of the run, also when a test fails.
///
/// A watchdog process outlives a test process that crashes or is killed: it polls that process and,
/// once it is gone, stops the server and removes the directory, so no server is left running.
final class TestCluster: Sendable {
    /// The cluster of the running suite.
    @TaskLocal static var current: TestCluster?

    /// The server, its files and its watchdog.
    let cluster: ScratchCluster
    /// The server directory.
    var layout: ServerLayout { cluster.layout }
    /// What `init` wrote.
    var configuration: ServerConfiguration { cluster.configuration }
    /// How clients and the administrator reach it.
    var address: ServerAddress { cluster.address }
    /// Start and stop.
    var control: ClusterControl { cluster.control }
    /// How long init and start took, for the report (never asserted).
    var setupSeconds: Double { cluster.setupSeconds }

    /// The cluster of the running suite, or a failure saying the suite lacks the trait.
    static func shared(sourceLocation: SourceLocation = #_sourceLocation) throws -> TestCluster {
        try #require(current, "the suite needs the .householdCluster trait", sourceLocation: sourceLocation)
    }

    /// Creates and starts a server on a free port.
    ///
    /// Throws (and so fails the suite, never skips it) when PostgreSQL is not installed, with the
    /// message that says to install it.
    init() throws {
        cluster = try ScratchCluster(prefix: "glovebox-server-test", environment: ProcessInfo.processInfo.environment)
    }

    /// Stops the server, ends the watchdog and removes the directory.
    func stop() {
        cluster.stop()
    }

    /// A port nobody listens on now.
    static func freePort() throws -> Int {
        try LocalPort.unused()
    }
}
