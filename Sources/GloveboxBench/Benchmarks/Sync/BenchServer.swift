import BenchBasics
import Foundation
import HouseholdServer

/// A household server of the sync benchmark's own, made by the real `glovebox-server` (`init` on a
/// free port, `add-account`, `url`) in a fresh directory for each round, so that every first sync
/// meets an empty server, and stopped and removed after it.
struct BenchServer {
    /// The server's directory.
    let directory: String
    /// The connection string the devices sign in to.
    let url: String
    /// The account's password file.
    let passwordFile: String
    /// `glovebox-server`.
    let program: String
    /// The environment its processes run with.
    let environment: [String: String]

    /// Starts a new server under `scratch` with `account` on the plus plan (a garage of many vehicles).
    static func start(
        scratch: String, account: String, program: String, environment: [String: String]
    ) throws -> BenchServer {
        // 0755: when the benchmark runs as root, PostgreSQL runs as its own user and must enter it.
        try? FileManager.default.removeItem(atPath: scratch)
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let directory = scratch + "/server"
        let passwordFile = scratch + "/password"
        try Data("bench-\(UUID().uuidString)\n".utf8).write(to: URL(fileURLWithPath: passwordFile))
        let server = BenchServer(
            directory: directory, url: "", passwordFile: passwordFile, program: program, environment: environment)
        try server.run(["init", directory, "--port", String(try LocalPort.unused())], scratch: scratch)
        try server.run(["add-account", directory, account, "--password-file", passwordFile, "--plan", "plus"], scratch: scratch)
        let url = try server.run(["url", directory], scratch: scratch).trimmingCharacters(in: .whitespacesAndNewlines)
        return BenchServer(directory: directory, url: url, passwordFile: passwordFile, program: program, environment: environment)
    }

    /// Adds another account on the plus plan, with the same password file (the member a re-key removes).
    func addAccount(_ account: String) throws {
        try run(
            ["add-account", directory, account, "--password-file", passwordFile, "--plan", "plus"],
            scratch: (directory as NSString).deletingLastPathComponent)
    }

    /// Stops the server; its directory is removed with the scratch directory.
    func stop() {
        _ = try? run(["stop", directory], scratch: (directory as NSString).deletingLastPathComponent)
    }

    /// Runs `glovebox-server` with `arguments`; returns what it printed, or throws with its errors.
    @discardableResult
    private func run(_ arguments: [String], scratch: String) throws -> String {
        let output = scratch + "/server.stdout.txt"
        let errors = scratch + "/server.stderr.txt"
        let run = try ChildProcess.run(program, arguments, environment: environment, outputPath: output, errorPath: errors)
        guard run.status == 0 else {
            let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw BenchError.setupFailed("'glovebox-server \(arguments.joined(separator: " "))' exited with status \(run.status): \(text)")
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }
}
