import Foundation

/// A throwaway household server in a temporary directory, made by the same ``ClusterSetup`` as
/// `glovebox-server init` on a free port and started: the tests' cluster and the household
/// checker's. A ``ClusterWatchdog`` stops it and removes its files should the process that made it
/// die; ``stop()`` does both when it is done with.
public final class ScratchCluster: Sendable {
    /// The temporary directory holding the server directory (and whatever its user keeps beside it).
    public let scratch: String
    /// The server directory.
    public let layout: ServerLayout
    /// What `init` wrote.
    public let configuration: ServerConfiguration
    /// How clients and the administrator reach it.
    public let address: ServerAddress
    /// Start and stop.
    public let control: ClusterControl
    /// How long init and start took, for reports (never a goal).
    public let setupSeconds: Double
    /// The watchdog's process id.
    private let watchdog: pid_t

    /// Creates and starts a server in a new directory named after `prefix`.
    ///
    /// Throws when PostgreSQL is not installed, with the message that says to install it.
    public init(prefix: String, environment: [String: String]) throws {
        let programs = try PostgresInstallation.locate(environment: environment)
        let user = try ServiceUser.resolve(requested: nil, environment: environment)
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        // 0755: when the process runs as root, the server's own user must be able to enter it.
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let directory = (scratch as NSString).appendingPathComponent("server")
        // Watching from before init, so that a process that dies during init leaves nothing running.
        let watchdog = try ClusterWatchdog.start(data: ServerLayout(directory: directory).data, scratch: scratch, environment: environment)
        let started = Date()
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
        self.setupSeconds = Date().timeIntervalSince(started)
        self.scratch = scratch
        self.layout = ServerLayout(directory: directory)
        self.configuration = configuration
        self.address = ServerAddress(layout: layout, configuration: configuration)
        self.control = ClusterControl(layout: layout, configuration: configuration, user: user)
        self.watchdog = watchdog
    }

    /// Stops the server, ends the watchdog and removes the directory.
    public func stop() {
        _ = try? control.stop()
        ClusterWatchdog.end(watchdog)
        try? FileManager.default.removeItem(atPath: scratch)
    }
}
