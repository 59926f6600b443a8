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

    /// The temporary directory holding the server directory.
    let scratch: String
    /// The server directory.
    let layout: ServerLayout
    /// What `init` wrote.
    let configuration: ServerConfiguration
    /// How clients and the administrator reach it.
    let address: ServerAddress
    /// Start and stop.
    let control: ClusterControl
    /// The watchdog's process id.
    private let watchdog: pid_t
    /// How long init and start took, for the report (never asserted).
    let setupSeconds: Double

    /// The cluster of the running suite, or a failure saying the suite lacks the trait.
    static func shared(sourceLocation: SourceLocation = #_sourceLocation) throws -> TestCluster {
        try #require(current, "the suite needs the .householdCluster trait", sourceLocation: sourceLocation)
    }

    /// Creates and starts a server on a free port.
    ///
    /// Throws (and so fails the suite, never skips it) when PostgreSQL is not installed, with the
    /// message that says to install it.
    init() throws {
        let environment = ProcessInfo.processInfo.environment
        let programs = try PostgresInstallation.locate(environment: environment)
        let user = try ServiceUser.resolve(requested: nil, environment: environment)
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("glovebox-server-test-\(UUID().uuidString)")
        // 0755: when the tests run as root, the server's own user must be able to enter it.
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let serverDirectory = (scratch as NSString).appendingPathComponent("server")
        // Watching from before init, so that a test process that dies during init leaves nothing running.
        let watchdog = try ClusterWatchdog.start(data: ServerLayout(directory: serverDirectory).data, scratch: scratch, environment: environment)
        let started = Date()
        let configuration: ServerConfiguration
        do {
            configuration = try ClusterSetup(
                directory: serverDirectory, port: try Self.freePort(), user: user, programs: programs,
                openssl: ProgramRunner.find("openssl", environment: environment)
            ).run(log: { _ in })
        } catch {
            ClusterWatchdog.end(watchdog)
            try? FileManager.default.removeItem(atPath: scratch)
            throw error
        }
        self.setupSeconds = Date().timeIntervalSince(started)
        self.scratch = scratch
        self.layout = ServerLayout(directory: serverDirectory)
        self.configuration = configuration
        self.address = ServerAddress(layout: layout, configuration: configuration)
        self.control = ClusterControl(layout: layout, configuration: configuration, user: user)
        self.watchdog = watchdog
    }

    /// Stops the server, ends the watchdog and removes the directory.
    func stop() {
        _ = try? control.stop()
        ClusterWatchdog.end(watchdog)
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// A port nobody listens on now.
    static func freePort() throws -> Int {
        try LocalPort.unused()
    }
}
