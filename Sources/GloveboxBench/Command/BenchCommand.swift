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
            let benchmark = SnapshotBenchmark(
                benchDirectory: directory, runs: options.runs, includeFullPath: options.includeFullPath, log: log)
            var machine = MachineFacts.read()
            let results = try benchmark.run(sizes: options.sizes)
            machine.finish()
            output(options.json
                ? try Self.json(BenchRun(machine: machine, runs: options.runs, results: results))
                : machine.summaryLine + "\n" + BenchReport.snapshotTables(results))
        case .widget:
            let benchmark = WidgetBenchmark(
                benchDirectory: directory, runs: options.runs, executables: ChildProcess.executableDirectory(), includeFullPath: options.includeFullPath,
                environment: environment, log: log)
            var machine = MachineFacts.read()
            let results = try benchmark.run(sizes: options.sizes)
            machine.finish()
            output(options.json
                ? try Self.json(BenchRun(machine: machine, runs: options.runs, results: results))
                : machine.summaryLine + "\n" + BenchReport.widgetTables(results))
        case .command:
            let benchmark = CommandBenchmark(
                benchDirectory: directory, runs: options.runs, executables: ChildProcess.executableDirectory(),
                environment: environment, log: log)
            var machine = MachineFacts.read()
            let results = try benchmark.run(sizes: options.sizes)
            machine.finish()
            output(options.json
                ? try Self.json(BenchRun(machine: machine, runs: options.runs, results: results))
                : machine.summaryLine + "\n" + BenchReport.commandTables(results))
        case .sync:
            let benchmark = SyncBenchmark(
                benchDirectory: directory, runs: options.runs, executables: ChildProcess.executableDirectory(),
                environment: environment, log: log)
            var machine = MachineFacts.read()
            let results = try benchmark.run(sizes: options.sizes)
            machine.finish()
            output(options.json
                ? try Self.json(BenchRun(machine: machine, runs: options.runs, results: results))
                : machine.summaryLine + "\n" + BenchReport.syncTables(results))
        }
    }

    static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
