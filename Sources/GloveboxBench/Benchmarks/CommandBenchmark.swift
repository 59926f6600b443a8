import BenchBasics
import Foundation
import GarageStorage

/// Measures whole `glovebox` processes — publish, three write commands, status and a
/// 100,000-row LubeLogger import — each on its own fresh copy of a size's garage.
///
/// Every process gets a new `GLOVEBOX_HOME`: the cached garage copied in as the logbook (and
/// flushed to disk), the widget benchmark's four widgets installed, and one untimed
/// `glovebox publish` so that the container holds a snapshot and its hashes, as on a device that
/// has been used. The write commands' vehicle, item and odometer value are then read from that
/// copy. The process is measured by `glovebox-bench-spawn` (wall time from spawn to reaping,
/// `ru_maxrss`); it must exit 0 and change exactly the record rows its command stands for.
public struct CommandBenchmark {
    /// The directory the databases, the import file and the homes are kept in.
    public var benchDirectory: String
    /// Measured runs per size (one warm-up round more is made and discarded).
    public var runs: Int
    /// The directory holding `glovebox` and `glovebox-bench-spawn`.
    public var executables: String
    /// This process's environment (for `PATH` and `HOME`).
    public var environment: [String: String]
    /// Where progress lines go.
    public var log: (String) -> Void
    /// The commands measured, in this order (all of them unless a caller picks fewer; publish, the
    /// baseline of the ratios, belongs in every pick).
    public var commands = MeasuredCommand.allCases

    /// Creates the benchmark.
    public init(
        benchDirectory: String, runs: Int, executables: String, environment: [String: String],
        log: @escaping (String) -> Void
    ) {
        self.benchDirectory = benchDirectory
        self.runs = runs
        self.executables = executables
        self.environment = environment
        self.log = log
    }

    /// The directory of the generated LubeLogger export.
    var importDirectory: String {
        benchDirectory + "/lubelogger-\(GasRecordsGenerator.benchmarkRows)-v\(GasRecordsGenerator.version)"
    }

    /// The environment of every `glovebox` process: pinned clock, zone and language.
    func childEnvironment(home: String) -> [String: String] {
        [
            "GLOVEBOX_HOME": home, "GLOVEBOX_NOW": BenchSetting.nowText, "TZ": BenchSetting.timeZoneIdentifier,
            "LANG": "pt_PT.UTF-8", "HOME": environment["HOME"] ?? "/tmp", "PATH": environment["PATH"] ?? "/usr/bin:/bin",
        ]
    }

    /// Runs every size in turn, after writing the import file.
    public func run(sizes: [GarageSize]) throws -> [CommandResult] {
        try writeImportFile()
        return try sizes.map(run(size:))
    }

    /// Writes the generated `gasrecords.csv` (its fill-ups end the day before the garage's today).
    func writeImportFile() throws {
        try FileManager.default.createDirectory(atPath: importDirectory, withIntermediateDirectories: true)
        let text = GasRecordsGenerator(lastDay: BenchSetting.today.adding(days: -1)).csv()
        let path = importDirectory + "/" + GasRecordsGenerator.fileName
        // Written whole under another name, then renamed: a run killed halfway never leaves a
        // shorter file for the next one to import (the bytes are the same every time).
        let partial = path + ".partial"
        try Data(text.utf8).write(to: URL(fileURLWithPath: partial))
        guard rename(partial, path) == 0 else {
            throw BenchError.setupFailed("cannot rename '\(partial)' to '\(path)': errno \(errno)")
        }
        log("command: \(GasRecordsGenerator.benchmarkRows) fuel records in \(path)")
    }

    /// Runs one size: `runs + 1` rounds of every command, the first discarded.
    public func run(size: GarageSize) throws -> CommandResult {
        let loadBefore = MachineFacts.loadAverage()
        let database = BenchDatabase(directory: benchDirectory, size: size, today: BenchSetting.today)
        _ = try database.prepare(log: log)
        let records = try Self.recordCount(database.path)
        let root = benchDirectory + "/command-home-\(size.rawValue)"
        let outputs = benchDirectory + "/command-output-\(size.rawValue)"
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        log("command \(size.rawValue): \(records) records, \(runs) runs of \(commands.count) commands…")

        var measured: [MeasuredCommand: [ChildRun]] = [:]
        var lines: [MeasuredCommand: String] = [:]
        var chosen: CommandTargets?
        for run in 0...runs {
            for command in commands {
                let home = try CommandHome.make(
                    at: root, garage: database.path, homeDirectory: environment["HOME"] ?? "/tmp")
                defer { home.remove() }
                try publishUntimed(home: home)
                let targets = try CommandTargets.read(logbook: home.logbook)
                if let chosen, chosen != targets {
                    throw BenchError.setupFailed("the copies of garage \(size.rawValue) differ: \(chosen) vs \(targets)")
                }
                chosen = targets
                if let preparation = command.preparation(targets: targets, importDirectory: importDirectory) {
                    try runUntimed(preparation, home: home)
                }
                let arguments = command.arguments(
                    targets: targets, importDirectory: importDirectory, outputDirectory: home.locations.root)
                let line = MeasuredCommand.commandLine(arguments)
                lines[command] = line
                // The first measured run keeps what the command printed, for the record.
                let keep = run == 1
                let child = try measure(
                    arguments, line: line, home: home,
                    outputPath: keep ? outputs + "/\(command.fileStem).stdout.txt" : home.locations.root + "/stdout.txt",
                    keptErrors: keep ? outputs + "/\(command.fileStem).stderr.txt" : nil,
                    expectedGrowth: command.expectedGrowth(importRows: GasRecordsGenerator.benchmarkRows))
                guard run > 0 else { continue }  // the warm-up round is not counted
                measured[command, default: []].append(child)
            }
        }
        guard let chosen else { throw BenchError.setupFailed("no run of garage \(size.rawValue) was made") }
        let measurements = commands.map { command in
            CommandMeasurement(command: command, commandLine: lines[command] ?? "", runs: measured[command] ?? [])
        }
        return CommandResult(
            size: size, records: records, importRows: GasRecordsGenerator.benchmarkRows, targets: chosen,
            commands: measurements, loadAverageBefore: loadBefore, loadAverageAfter: MachineFacts.loadAverage())
    }

    /// The one `glovebox publish` that fills a fresh home's container before the measured command.
    func publishUntimed(home: CommandHome) throws {
        let errors = home.locations.root + "/publish.stderr.txt"
        let run = try ChildProcess.run(
            glovebox, ["publish"], environment: childEnvironment(home: home.locations.root), errorPath: errors)
        guard run.status == 0 else { throw failure("glovebox publish", status: run.status, errors: errors) }
        guard home.hasWidgetsSnapshot else {
            throw BenchError.setupFailed("'glovebox publish' exited 0 but published no widgets snapshot")
        }
    }

    /// Runs a command's preparation in `home`, untimed (the import an undo reverts).
    func runUntimed(_ arguments: [String], home: CommandHome) throws {
        let errors = home.locations.root + "/preparation.stderr.txt"
        let run = try ChildProcess.run(glovebox, arguments, environment: childEnvironment(home: home.locations.root), errorPath: errors)
        guard run.status == 0 else { throw failure(MeasuredCommand.commandLine(arguments), status: run.status, errors: errors) }
    }

    /// Measures one command in `home` and checks that it exited 0 and changed what it should.
    func measure(
        _ arguments: [String], line: String, home: CommandHome, outputPath: String, keptErrors: String?,
        expectedGrowth: [String: Int]
    ) throws -> ChildRun {
        let errors = home.locations.root + "/stderr.txt"
        let before = try home.recordCounts()
        let child = try ChildProcess.measure(
            glovebox, arguments, environment: childEnvironment(home: home.locations.root), outputPath: outputPath,
            errorPath: errors, launcher: executables + "/glovebox-bench-spawn")
        guard child.status == 0 else { throw failure(line, status: child.status, errors: errors) }
        if let keptErrors {
            try? FileManager.default.removeItem(atPath: keptErrors)
            try FileManager.default.copyItem(atPath: errors, toPath: keptErrors)
        }
        let after = try home.recordCounts()
        for table in MeasuredCommand.checkedTables {
            let added = (after[table] ?? 0) - (before[table] ?? 0)
            guard added == expectedGrowth[table] ?? 0 else {
                throw BenchError.processFailed(
                    "'\(line)' exited 0 but added \(added) rows to \(table), not \(expectedGrowth[table] ?? 0)")
            }
        }
        return child
    }

    var glovebox: String { executables + "/glovebox" }

    /// The records of the logbook at `path`, read through a store that is closed on return.
    static func recordCount(_ path: String) throws -> Int {
        try SnapshotBenchmark.recordCount(try GarageStore(path: path))
    }

    func failure(_ line: String, status: Int32, errors: String) -> BenchError {
        let text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return .processFailed("'\(line)' exited with status \(status): \(trimmed.isEmpty ? "(no standard error)" : trimmed)")
    }
}

extension MeasuredCommand {
    /// The command's name as a file name (`expense-add`).
    var fileStem: String { rawValue.replacingOccurrences(of: " ", with: "-") }
}
