import Foundation
import GarageStorage

/// Measures the household sync as whole `glovebox` processes against a local server: the first
/// sync of a garage (its push, and its pull on a new device), and an incremental sync of one
/// change (its push, and its pull on the other device), next to the local write that made it.
///
/// Each round starts a fresh server (`glovebox-server init` on a free port, one plus-plan account
/// named as the garage's), a "phone" home holding a copy of the garage (published once, untimed,
/// as the command benchmark's homes are) and an empty "laptop" home; both sign in with the
/// account. Every step must exit 0 and do its work: the laptop holds as many records as the phone
/// after its first sync, and one more odometer entry after the incremental one. The first round
/// is a warm-up and is not counted.
public struct SyncBenchmark {
    /// The account of the generated garages (`GarageGenerator`).
    public static let account = "bench@example.com"

    /// The command benchmark with the same settings (bench directory, runs, executables, environment,
    /// log), whose homes, child environment and checks the rounds reuse.
    let commands: CommandBenchmark

    /// Creates the benchmark; `executables` also holds `glovebox-server`.
    public init(
        benchDirectory: String, runs: Int, executables: String, environment: [String: String],
        log: @escaping (String) -> Void
    ) {
        commands = CommandBenchmark(
            benchDirectory: benchDirectory, runs: runs, executables: executables, environment: environment, log: log)
    }

    /// Runs every size in turn.
    public func run(sizes: [GarageSize]) throws -> [SyncResult] {
        try sizes.map(run(size:))
    }

    /// Runs one size: `runs + 1` rounds, the first discarded.
    public func run(size: GarageSize) throws -> SyncResult {
        let loadBefore = MachineFacts.loadAverage()
        let database = BenchDatabase(directory: commands.benchDirectory, size: size, today: BenchSetting.today)
        _ = try database.prepare(log: commands.log)
        let records = try CommandBenchmark.recordCount(database.path)
        let scratch = (commands.environment["TMPDIR"] ?? "/tmp") + "/glovebox-bench-sync-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        commands.log("sync \(size.rawValue): \(records) records, \(commands.runs) rounds of \(SyncStep.allCases.count) steps…")
        var measured: [SyncStep: [ChildRun]] = [:]
        var lines: [SyncStep: String] = [:]
        for round in 0...commands.runs {
            let server = try BenchServer.start(
                scratch: scratch, account: Self.account, program: commands.executables + "/glovebox-server", environment: commands.environment)
            defer { server.stop() }
            let runs = try self.round(size: size, database: database.path, server: server, scratch: scratch, lines: &lines)
            guard round > 0 else { continue }
            for (step, run) in runs { measured[step, default: []].append(run) }
        }
        let steps = SyncStep.allCases.map { SyncMeasurement(step: $0, commandLine: lines[$0] ?? "", runs: measured[$0] ?? []) }
        return SyncResult(
            size: size, records: records, steps: steps, loadAverageBefore: loadBefore, loadAverageAfter: MachineFacts.loadAverage())
    }

    /// One round against `server`: every step once, measured, with its checks.
    private func round(
        size: GarageSize, database: String, server: BenchServer, scratch: String, lines: inout [SyncStep: String]
    ) throws -> [(SyncStep, ChildRun)] {
        let homeDirectory = commands.environment["HOME"] ?? "/tmp"
        let phone = try CommandHome.make(at: scratch + "/phone", garage: database, homeDirectory: homeDirectory)
        let laptop = try CommandHome.empty(at: scratch + "/laptop", homeDirectory: homeDirectory)
        defer {
            phone.remove()
            laptop.remove()
        }
        try commands.publishUntimed(home: phone)
        let targets = try CommandTargets.read(logbook: phone.logbook)
        let login = ["login", Self.account, "--server", server.url, "--password-file", server.passwordFile]
        let shownLogin = ["login", Self.account, "--server", "URL", "--password-file", "FILE"]
        let write = ["odometer", "log", targets.vehicleID, String(targets.newOdometer)]
        var runs: [(SyncStep, ChildRun)] = []

        func step(_ step: SyncStep, _ arguments: [String], in home: CommandHome, shown: [String]? = nil) throws {
            let line = MeasuredCommand.commandLine(shown ?? arguments)
            lines[step] = line
            let errors = home.locations.root + "/stderr.txt"
            let child = try ChildProcess.measure(
                commands.glovebox, arguments, environment: commands.childEnvironment(home: home.locations.root),
                errorPath: errors, launcher: commands.executables + "/glovebox-bench-spawn")
            guard child.status == 0 else { throw commands.failure(line, status: child.status, errors: errors) }
            runs.append((step, child))
        }

        try step(.login, login, in: phone, shown: shownLogin)
        try step(.firstPush, ["sync"], in: phone)
        try untimed(login, in: laptop)
        try step(.firstPull, ["sync"], in: laptop)
        let phoneCounts = try phone.recordCounts()
        guard try laptop.recordCounts() == phoneCounts else {
            throw BenchError.processFailed(
                "after its first sync the new device holds \(try laptop.recordCounts()), not the garage's \(phoneCounts)")
        }
        try step(.localWrite, write, in: phone)
        try step(.incrementalPush, ["sync"], in: phone)
        try step(.incrementalPull, ["sync"], in: laptop)
        let entries = try laptop.recordCounts()["odometer_entry"] ?? 0
        guard entries == (phoneCounts["odometer_entry"] ?? 0) + 1 else {
            throw BenchError.processFailed("the incremental sync brought the other device \(entries) odometer entries, not one more")
        }
        return runs
    }

    /// Runs a `glovebox` command in `home`, not measured; it must exit 0.
    private func untimed(_ arguments: [String], in home: CommandHome) throws {
        let errors = home.locations.root + "/untimed.stderr.txt"
        let run = try ChildProcess.run(
            commands.glovebox, arguments, environment: commands.childEnvironment(home: home.locations.root), errorPath: errors)
        guard run.status == 0 else { throw commands.failure(arguments.first ?? "", status: run.status, errors: errors) }
    }
}
