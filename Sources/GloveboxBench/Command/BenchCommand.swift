import BenchBasics
import Foundation

/// `glovebox-bench`: runs the benchmark the options name and prints its tables or JSON.
public struct BenchCommand {
    /// The options.
    public let options: BenchOptions
    /// The environment (for the cache directory and the children's).
    public let environment: [String: String]

    /// Creates the command.
    public init(options: BenchOptions, environment: [String: String]) {
        self.options = options
        self.environment = environment
    }

    /// Runs it; the report goes to `output`, progress to `log`.
    public func run(output: (String) -> Void, log: @escaping (String) -> Void) throws {
        let directory = options.benchDirectory(environment: environment)
        switch options.mode {
        case .generate:
            for size in options.sizes {
                let database = BenchDatabase(directory: directory, size: size, today: BenchSetting.today)
                let preparation = try database.prepare(log: log)
                output("\(size.rawValue): \(database.path)\(preparation.wasCached ? " (cached)" : "")\n")
            }
        case .snapshot:
            var benchmark = SnapshotBenchmark(
                benchDirectory: directory, runs: options.runs, includeFullPath: options.includeFullPath, log: log)
            benchmark.coldMemo = options.coldMemo
            try report(output: output, tables: BenchReport.snapshotTables) { try benchmark.run(sizes: options.sizes) }
        case .widget:
            var benchmark = WidgetBenchmark(
                benchDirectory: directory, runs: options.runs, executables: ChildProcess.executableDirectory(),
                includeFullPath: options.includeFullPath, environment: environment, log: log)
            benchmark.wholeSnapshotOnly = options.wholeSnapshotOnly
            try report(output: output, tables: BenchReport.widgetTables) { try benchmark.run(sizes: options.sizes) }
        case .command:
            let benchmark = CommandBenchmark(
                benchDirectory: directory, runs: options.runs, executables: ChildProcess.executableDirectory(),
                environment: environment, log: log)
            try report(output: output, tables: BenchReport.commandTables) { try benchmark.run(sizes: options.sizes) }
        case .hostile:
            let benchmark = HostilePartBenchmark(
                benchDirectory: directory, count: options.hostileCount, executables: ChildProcess.executableDirectory(),
                environment: environment, log: log)
            try report(output: output, tables: BenchReport.hostileTables) { [try benchmark.run()] }
        case .goals:
            try report(output: output, tables: BenchReport.goalsTables) { [try goals(directory: directory, log: log)] }
        case .sync:
            let benchmark = SyncBenchmark(
                benchDirectory: directory, runs: options.runs, executables: ChildProcess.executableDirectory(),
                environment: environment, log: log)
            try report(output: output, tables: BenchReport.syncTables) { try benchmark.run(sizes: options.sizes) }
        }
    }

    /// Every benchmark issue 24's goals are checked against, one after the other.
    private func goals(directory: String, log: @escaping (String) -> Void) throws -> GoalsResult {
        let executables = ChildProcess.executableDirectory()
        let snapshot = try SnapshotBenchmark(benchDirectory: directory, runs: options.runs, includeFullPath: false, log: log)
            .run(sizes: Self.publishSizes(options.sizes))
        let widget = try WidgetBenchmark(
            benchDirectory: directory, runs: options.runs, executables: executables, includeFullPath: false,
            environment: environment, log: log
        ).run(sizes: options.sizes)
        let hostile = try HostilePartBenchmark(
            benchDirectory: directory, count: options.hostileCount, executables: executables, environment: environment, log: log
        ).run()
        var command = CommandBenchmark(
            benchDirectory: directory, runs: min(options.runs, BenchOptions.goalsCommandRuns), executables: executables,
            environment: environment, log: log)
        command.commands = [.publish, .lubeLoggerImport, .importUndo]
        return GoalsResult(snapshot: snapshot, widget: widget, hostile: hostile, command: try command.run(sizes: options.sizes))
    }

    /// The sizes the goals run measures the publish on: `sizes` with H just before S when S is one
    /// of them, for the goal on history alone (first, as the first size measured runs slowest).
    static func publishSizes(_ sizes: [GarageSize]) -> [GarageSize] {
        guard sizes.contains(.small), !sizes.contains(.history) else { return sizes }
        return sizes.flatMap { $0 == .small ? [.history, .small] : [$0] }
    }

    /// Runs a benchmark between two readings of the machine's facts, and prints its results as
    /// tables, or as JSON with those facts.
    private func report<Result: Codable & Sendable>(
        output: (String) -> Void, tables: ([Result]) -> String, _ run: () throws -> [Result]
    ) throws {
        var machine = MachineFacts.read()
        let results = try run()
        machine.finish()
        output(options.json
            ? try Self.json(BenchRun(machine: machine, runs: options.runs, results: results))
            : machine.summaryLine + "\n" + tables(results))
    }

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
