import BenchBasics
import Foundation
import GarageStorage

/// Measures the household sync as whole `glovebox` processes against a local server: the first
/// sync of a garage (its push, and its pull on a new device), and an incremental sync of one
/// change (its push, and its pull on the other device), next to the local write that made it —
/// each once without sealing and once with it (issue 23), in the same run, and a revocation's re-key.
///
/// Each round starts a fresh server (`glovebox-server init` on a free port, one plus-plan account
/// named as the garage's), a "phone" home holding a copy of the garage (published once, untimed,
/// as the command benchmark's homes are) and an empty "laptop" home; both sign in with the
/// account. Unsealed, the account has no key: its plates and notes stay on the phone. Sealed, the
/// phone's sign-in makes the key (`--passphrase-file`) and the laptop's opens it, so that every
/// plate and note goes up sealed and comes down opened. Every step must exit 0 and do its work:
/// the laptop holds as many records as the phone after its first sync (and, sealed, as many plates
/// and notes; unsealed, none), and one more odometer entry after the incremental one. The first
/// round of each kind is a warm-up and is not counted.
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

    /// What one round measured: its steps, and (sealed) the re-key.
    typealias RoundRuns = (steps: [(SyncStep, ChildRun)], rekey: ChildRun?)

    /// Runs one size: `runs + 1` rounds of each kind, unsealed and sealed taking turns to go first
    /// (so that a machine that gets busier during the run weighs on both alike), the first discarded.
    public func run(size: GarageSize) throws -> SyncResult {
        let loadBefore = MachineFacts.loadAverage()
        let database = BenchDatabase(directory: commands.benchDirectory, size: size, today: BenchSetting.today)
        _ = try database.prepare(log: commands.log)
        let records = try CommandBenchmark.recordCount(database.path)
        let scratch = (commands.environment["TMPDIR"] ?? "/tmp") + "/glovebox-bench-sync-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        commands.log("sync \(size.rawValue): \(records) records, \(commands.runs) rounds of \(SyncStep.allCases.count) steps, unsealed and sealed…")
        var measured: [Bool: [SyncStep: [ChildRun]]] = [:]
        var lines: [Bool: [SyncStep: String]] = [:]
        var rekeys: [ChildRun] = []
        var rekeyed = RekeyedVehicle(commandLine: "", records: 0, sealedValues: 0)
        for round in 0...commands.runs {
            for sealed in round % 2 == 0 ? [false, true] : [true, false] {
                let server = try BenchServer.start(
                    scratch: scratch, account: Self.account, program: commands.executables + "/glovebox-server",
                    environment: commands.environment)
                defer { server.stop() }
                let runs = try self.round(
                    database: database.path, server: server, scratch: scratch, sealed: sealed, lines: &lines[sealed, default: [:]],
                    rekeyed: &rekeyed)
                guard round > 0 else { continue }
                for (step, run) in runs.steps { measured[sealed, default: [:]][step, default: []].append(run) }
                if let rekey = runs.rekey { rekeys.append(rekey) }
            }
        }
        func steps(sealed: Bool) -> [SyncMeasurement] {
            SyncStep.allCases.map {
                SyncMeasurement(step: $0, commandLine: lines[sealed]?[$0] ?? "", runs: measured[sealed]?[$0] ?? [])
            }
        }
        let unsealed = steps(sealed: false)
        let sealing = SealingCost(
            steps: steps(sealed: true), unsealed: unsealed,
            rekeyCommandLine: rekeyed.commandLine, rekeys: rekeys, rekeyYears: size.years,
            rekeyRecords: rekeyed.records, rekeySealedValues: rekeyed.sealedValues)
        return SyncResult(
            size: size, records: records, steps: unsealed, loadAverageBefore: loadBefore, loadAverageAfter: MachineFacts.loadAverage(),
            sealing: sealing)
    }

    /// One round against `server`: every step once, measured, with its checks; sealed, the re-key too.
    private func round(
        database: String, server: BenchServer, scratch: String, sealed: Bool, lines: inout [SyncStep: String],
        rekeyed: inout RekeyedVehicle
    ) throws -> RoundRuns {
        let homeDirectory = commands.environment["HOME"] ?? "/tmp"
        let phone = try CommandHome.make(at: scratch + "/phone", garage: database, homeDirectory: homeDirectory)
        let laptop = try CommandHome.empty(at: scratch + "/laptop", homeDirectory: homeDirectory)
        defer {
            phone.remove()
            laptop.remove()
        }
        try commands.publishUntimed(home: phone)
        let targets = try CommandTargets.read(logbook: phone.logbook)
        let passphrase = scratch + "/passphrase"
        try Data("a bench passphrase, long enough\n".utf8).write(to: URL(fileURLWithPath: passphrase))
        let key = sealed ? ["--passphrase-file", passphrase] : []
        let login = ["login", Self.account, "--server", server.url, "--password-file", server.passwordFile] + key
        let shownLogin = ["login", Self.account, "--server", "URL", "--password-file", "FILE"] + (sealed ? ["--passphrase-file", "FILE"] : [])
        let write = ["odometer", "log", targets.vehicleID, String(targets.newOdometer)]
        var runs: [(SyncStep, ChildRun)] = []

        func step(_ step: SyncStep, _ arguments: [String], in home: CommandHome, shown: [String]? = nil) throws {
            lines[step] = MeasuredCommand.commandLine(shown ?? arguments)
            runs.append((step, try measure(arguments, in: home, shown: shown)))
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
        // Sealed, every plate and note came across; unsealed, none left the phone.
        let privateValues = (phone: try phone.privateValueCount(), laptop: try laptop.privateValueCount())
        guard privateValues.phone > 0, privateValues.laptop == (sealed ? privateValues.phone : 0) else {
            throw BenchError.processFailed(
                "after its first \(sealed ? "sealed" : "unsealed") sync the new device holds \(privateValues.laptop) plates and notes "
                    + "of the phone's \(privateValues.phone)")
        }
        try step(.localWrite, write, in: phone)
        try step(.incrementalPush, ["sync"], in: phone)
        try step(.incrementalPull, ["sync"], in: laptop)
        let entries = try laptop.recordCounts()["odometer_entry"] ?? 0
        guard entries == (phoneCounts["odometer_entry"] ?? 0) + 1 else {
            throw BenchError.processFailed("the incremental sync brought the other device \(entries) odometer entries, not one more")
        }
        guard sealed else { return (runs, nil) }
        let rekey = try self.rekey(
            vehicle: targets.vehicleID, phone: phone, laptop: laptop, server: server, passphrase: passphrase, scratch: scratch)
        rekeyed = rekey.vehicle
        return (runs, rekey.run)
    }

    /// Runs a `glovebox` command in `home`, measured; it must exit 0.
    func measure(_ arguments: [String], in home: CommandHome, shown: [String]? = nil) throws -> ChildRun {
        let line = MeasuredCommand.commandLine(shown ?? arguments)
        let errors = home.locations.root + "/stderr.txt"
        let child = try ChildProcess.measure(
            commands.glovebox, arguments, environment: commands.childEnvironment(home: home.locations.root),
            errorPath: errors, launcher: commands.executables + "/glovebox-bench-spawn")
        guard child.status == 0 else { throw commands.failure(line, status: child.status, errors: errors) }
        return child
    }

    /// Runs a `glovebox` command in `home`, not measured; it must exit 0.
    func untimed(_ arguments: [String], in home: CommandHome) throws {
        let errors = home.locations.root + "/untimed.stderr.txt"
        let run = try ChildProcess.run(
            commands.glovebox, arguments, environment: commands.childEnvironment(home: home.locations.root), errorPath: errors)
        guard run.status == 0 else { throw commands.failure(arguments.first ?? "", status: run.status, errors: errors) }
    }
}
