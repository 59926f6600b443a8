import ArgumentParsing
import Foundation

/// The parsed command line of `glovebox-bench`: which benchmark, over which garages, how often.
///
/// Each benchmark is a command of one catalog (``catalog``) whose options are declared once here;
/// usage, help and every usage error come from those declarations.
public struct BenchOptions: Equatable, Sendable {
    /// Which benchmark to run.
    public enum Mode: String, CaseIterable, Equatable, Sendable {
        /// The app's publish path.
        case snapshot
        /// Cold widget renders against the shared-database path and a bare Foundation process.
        case widget
        /// Whole `glovebox` processes (publish, writes, status, import) on fresh copies of a garage.
        case command
        /// Whole `glovebox` processes syncing with a local household server: first and incremental.
        case sync
        /// Cold widget processes reading hostile part files: their peak memory.
        case hostile
        /// Only generate (or find cached) databases.
        case generate
        /// Every benchmark issue 24's goals are checked against, in one run, and the goals.
        case goals

        /// The sizes run without `--sizes`: S, M and L, with H before S for the publish (its goal on
        /// history alone; the first size measured runs slowest, which counts against H); S and M
        /// only for the sync, whose first push of the fleet-sized L garage (a million records) would
        /// take the best part of an hour.
        public var defaultSizes: [GarageSize] {
            switch self {
            case .sync: [.small, .medium]
            case .snapshot, .generate: [.history, .small, .medium, .large]
            case .widget, .command, .hostile, .goals: GarageSize.standard
            }
        }
    }

    /// Which benchmark.
    public var mode: Mode {
        didSet { sizes = mode.defaultSizes }
    }
    /// The garage sizes, in the order given.
    public var sizes: [GarageSize]
    /// Measured runs per size.
    public var runs = BenchOptions.defaultRuns
    /// Whether to print JSON instead of tables.
    public var json = false
    /// Whether the snapshot or widget benchmark also measures the full-history path.
    public var includeFullPath = false
    /// Where databases are cached (`nil`: `$GLOVEBOX_BENCH_DIR`, else `.build/bench`).
    public var directory: String?
    /// Whether the widget benchmark publishes the whole snapshot alone (the path before parts).
    public var wholeSnapshotOnly = false
    /// Whether the snapshot benchmark forgets the converted spending the store remembers before each
    /// run (what a rate import or the first publish of a logbook pays).
    public var coldMemo = false
    /// How many hostile files the hostile benchmark renders.
    public var hostileCount = BenchOptions.defaultHostileCount

    /// Hostile files rendered when `--count` is not given: every shape at every kind, five times over.
    public static let defaultHostileCount = 240

    /// The most whole-process runs `goals` makes of publish and the import (an import of 100,000 rows
    /// takes seconds; ten of them at three sizes would double the run).
    public static let goalsCommandRuns = 3

    /// Measured runs per size when `--runs` is not given.
    public static let defaultRuns = 10
    /// The program's name.
    public static let program = "glovebox-bench"

    static let sizesOption = Option(
        "--sizes", value: "S,M,L",
        help: "the garage sizes, in order: S, M, L, or H (three vehicles with twenty years); default S,M,L "
            + "(H,S,M,L for snapshot and generate, S,M for sync; goals adds H before S for its publish)",
        parse: .garageSizes)
    static let runsOption = Option(
        "--runs", value: "N", help: "measured runs per size, after one warm-up (default \(defaultRuns))",
        parse: .integer(in: 1...10_000))
    static let jsonFlag = Flag("--json", help: "print the results as JSON, with the machine's facts")
    static let fullFlag = Flag("--full", help: "also measure the path that loads the whole logbook")
    static let wholeFlag = Flag(
        "--whole-snapshot", help: "publish the whole snapshot alone, as before widget parts (the widgets then read it)")
    static let coldMemoFlag = Flag(
        "--cold-memo", help: "forget the converted spending the store remembers before each run (as a rate import does)")
    static let countOption = Option(
        "--count", value: "N", help: "hostile files to render (default \(defaultHostileCount))",
        parse: .integer(in: 1...100_000))
    static let directoryOption = Option(
        "--dir", value: "PATH", help: "where garages are cached (default $GLOVEBOX_BENCH_DIR, else .build/bench)")

    /// The benchmarks, each with the options it takes.
    public static let catalog = CommandCatalog(
        program: program,
        overview: "Glovebox's benchmarks, measured in the release build (see BENCHMARKS.md).",
        specs: [
            CommandSpec(
                [Mode.snapshot.rawValue], summary: "the app's publish path: load, build, hash, encode, publish",
                signature: CommandSignature(options: [sizesOption, runsOption, fullFlag, coldMemoFlag, jsonFlag, directoryOption])),
            CommandSpec(
                [Mode.widget.rawValue], summary: "cold widget processes against a shared-database extension",
                signature: CommandSignature(options: [sizesOption, runsOption, fullFlag, wholeFlag, jsonFlag, directoryOption])),
            CommandSpec(
                [Mode.command.rawValue],
                summary: "whole glovebox processes on fresh copies: publish, writes, status, a 100,000-row import",
                signature: CommandSignature(options: [sizesOption, runsOption, jsonFlag, directoryOption])),
            CommandSpec(
                [Mode.sync.rawValue],
                summary: "whole glovebox processes against a local household server: first sync, one change",
                discussion: "Needs PostgreSQL (the server programs) and glovebox-server built next to glovebox-bench.",
                signature: CommandSignature(options: [sizesOption, runsOption, jsonFlag, directoryOption])),
            CommandSpec(
                [Mode.hostile.rawValue],
                summary: "cold widget processes reading hostile part files: the worst peak memory (goal ≤ 27 MB)",
                discussion: "Builds the S garage's parts as templates; every file is written under a kind part's name and rendered.",
                signature: CommandSignature(options: [countOption, jsonFlag, directoryOption])),
            CommandSpec(
                [Mode.goals.rawValue],
                summary: "snapshot, widget, hostile and the import in one run, then every goal as met or not",
                discussion: """
                    Runs the publish path and the widgets with --runs, the hostile parts with --count, and publish and \
                    the 100,000-row import as whole processes with at most \(goalsCommandRuns) runs. Needs every \
                    release product the four benchmarks need.
                    """,
                signature: CommandSignature(options: [sizesOption, runsOption, countOption, jsonFlag, directoryOption])),
            CommandSpec(
                [Mode.generate.rawValue], summary: "only generate (or find cached) garages",
                signature: CommandSignature(options: [sizesOption, directoryOption])),
        ])

    /// What a command line asks for: options to run with, or a text to show (help, the listing).
    public enum Request: Equatable, Sendable {
        /// Run a benchmark.
        case run(BenchOptions)
        /// Print this and stop.
        case show(String)
    }

    /// Reads the arguments after the executable's name.
    public static func request(_ arguments: [String]) throws(UsageError) -> Request {
        switch try catalog.action(for: arguments) {
        case .show(let text):
            return .show(text)
        case .run(let spec, let parsed):
            // Safe: the catalog's commands are named by the modes.
            var options = BenchOptions(mode: Mode(rawValue: spec.path[0])!)
            options.sizes = parsed.value(of: sizesOption, in: spec) ?? options.mode.defaultSizes
            options.runs = parsed.value(of: runsOption, in: spec) ?? defaultRuns
            options.json = parsed.isSet(jsonFlag, in: spec)
            options.includeFullPath = parsed.isSet(fullFlag, in: spec)
            options.directory = parsed.value(of: directoryOption, in: spec)
            options.hostileCount = parsed.value(of: countOption, in: spec) ?? defaultHostileCount
            options.wholeSnapshotOnly = parsed.isSet(wholeFlag, in: spec)
            options.coldMemo = parsed.isSet(coldMemoFlag, in: spec)
            return .run(options)
        }
    }

    /// Options for a benchmark, at their defaults.
    public init(mode: Mode) {
        self.mode = mode
        sizes = mode.defaultSizes
    }

    /// The cache directory to use.
    public func benchDirectory(environment: [String: String]) -> String {
        if let directory { return directory }
        if let fromEnvironment = environment["GLOVEBOX_BENCH_DIR"], !fromEnvironment.isEmpty { return fromEnvironment }
        return FileManager.default.currentDirectoryPath + "/.build/bench"
    }
}

extension ParsedArguments {
    /// The option's value, when the command declares the option and it was given.
    fileprivate func value<Value>(of option: Option<Value>, in spec: CommandSpec) -> Value? {
        spec.signature.options.contains { $0.name == option.optionEntry.name } ? self[option] : nil
    }

    /// Whether the flag was given, when the command declares it.
    fileprivate func isSet(_ flag: Flag, in spec: CommandSpec) -> Bool {
        spec.signature.options.contains { $0.name == flag.optionEntry.name } && self[flag]
    }
}

extension ValueParser where Value == [GarageSize] {
    /// Garage sizes separated by commas, such as `S,L` (any letter case).
    static var garageSizes: ValueParser<[GarageSize]> {
        ValueParser { text in
            try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
                let word = part.trimmingCharacters(in: .whitespaces)
                guard let size = try? GarageSize(parsing: word) else {
                    throw ValueError("is not a garage size (use S, M, L or H)", value: word)
                }
                return size
            }
        }
    }
}
