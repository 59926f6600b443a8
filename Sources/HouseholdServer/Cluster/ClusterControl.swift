import Foundation

/// Starts, stops and asks after the PostgreSQL server of a household server directory, through
/// `pg_ctl` run as the server's user.
public struct ClusterControl: Sendable {
    /// The server's files.
    public let layout: ServerLayout
    /// What `init` decided.
    public let configuration: ServerConfiguration
    /// Who the server runs as.
    public let user: ServiceUser
    let runner: ProgramRunner

    /// Control over the server in `layout`.
    public init(layout: ServerLayout, configuration: ServerConfiguration, user: ServiceUser, runner: ProgramRunner = ProgramRunner()) {
        self.layout = layout
        self.configuration = configuration
        self.user = user
        self.runner = runner
    }

    /// Control over the server in `directory`, as its `server.json` describes it.
    public static func open(_ directory: String, environment: [String: String]) throws(ServerError) -> ClusterControl {
        let layout = ServerLayout(directory: directory)
        let configuration = try ServerConfiguration.read(layout)
        return ClusterControl(
            layout: layout, configuration: configuration, user: try ServiceUser.owning(configuration, environment: environment))
    }

    private var pgCtl: String { (configuration.postgresPrograms as NSString).appendingPathComponent("pg_ctl") }

    /// Whether the server is running (`pg_ctl status` exits 0 then, 3 when it is not).
    public func isRunning() throws(ServerError) -> Bool {
        try user.run(pgCtl, ["status", "-D", layout.data], in: layout.root, runner: runner).succeeded
    }

    /// Starts the server and waits until it accepts connections; `false` when it already ran.
    @discardableResult
    public func start() throws(ServerError) -> Bool {
        if try isRunning() { return false }
        let outcome = try user.run(
            pgCtl, ["start", "-D", layout.data, "-l", layout.log, "-w", "-t", "60", "-s"], in: layout.root, runner: runner)
        guard outcome.succeeded else {
            throw .runtime(.postgresDidNotStart, ["port": "\(configuration.port)", "output": logTail(fallback: outcome.tail())])
        }
        return true
    }

    /// Stops the server, letting it finish its work but not waiting for clients; `false` when it
    /// was not running.
    @discardableResult
    public func stop() throws(ServerError) -> Bool {
        guard try isRunning() else { return false }
        let outcome = try user.run(pgCtl, ["stop", "-D", layout.data, "-m", "fast", "-w", "-t", "60", "-s"], in: layout.root, runner: runner)
        guard outcome.succeeded else { throw .runtime(.postgresDidNotStop, ["output": outcome.tail()]) }
        return true
    }

    /// The last lines of the server's log, or `fallback` when the log cannot be read.
    func logTail(fallback: String) -> String {
        guard let text = try? String(contentsOfFile: layout.log, encoding: .utf8) else { return fallback }
        return text.split(separator: "\n").suffix(8).joined(separator: "\n")
    }
}
