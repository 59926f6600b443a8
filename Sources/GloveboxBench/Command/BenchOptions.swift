import Foundation

/// The parsed command line of `glovebox-bench`.
public struct BenchOptions: Equatable, Sendable {
    /// Which benchmark to run.
    public enum Mode: String, Equatable, Sendable {
        /// The app's publish path.
        case snapshot
        /// Cold widget renders against the shared-database path and a bare Foundation process.
        case widget
        /// Whole `glovebox` processes (publish, writes, status, import) on fresh copies of a garage.
        case command
        /// Only generate (or find cached) databases.
        case generate
    }

    /// Which benchmark.
    public var mode: Mode
    /// The garage sizes, in the order given.
    public var sizes: [GarageSize] = GarageSize.allCases
    /// Measured runs per size.
    public var runs = 10
    /// Whether to print JSON instead of tables.
    public var json = false
    /// Whether the snapshot benchmark also measures the full-history path.
    public var includeFullPath = false
    /// Where databases are cached (`nil`: `$GLOVEBOX_BENCH_DIR`, else `.build/bench`).
    public var directory: String?

    /// The usage text.
    public static let usage = """
        usage: glovebox-bench snapshot [--sizes S,M,L] [--runs N] [--full] [--json] [--dir PATH]
               glovebox-bench widget   [--sizes S,M,L] [--runs N] [--json] [--dir PATH]
               glovebox-bench command  [--sizes S,M,L] [--runs N] [--json] [--dir PATH]
               glovebox-bench generate [--sizes S,M,L] [--dir PATH]
        """

    /// Parses the arguments after the executable's name.
    public init(arguments: [String]) throws(BenchError) {
        guard let first = arguments.first else { throw .invalidArgument("missing a benchmark name\n" + Self.usage) }
        guard let mode = Mode(rawValue: first) else {
            throw .invalidArgument("unknown benchmark '\(first)' (use snapshot, widget, command or generate)")
        }
        self.mode = mode
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": json = true
            case "--full" where mode != .command: includeFullPath = true
            case "--sizes": sizes = try GarageSize.parseList(try Self.value(of: argument, in: &rest))
            case "--dir": directory = try Self.value(of: argument, in: &rest)
            case "--runs":
                let text = try Self.value(of: argument, in: &rest)
                guard let count = Int(text), (1...10_000).contains(count) else {
                    throw .invalidArgument("--runs must be a whole number from 1 to 10000, not '\(text)'")
                }
                runs = count
            default: throw .invalidArgument("unknown option '\(argument)'\n" + Self.usage)
            }
        }
    }

    static func value(of option: String, in rest: inout ArraySlice<String>) throws(BenchError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else {
            throw .invalidArgument("\(option) needs a value")
        }
        return value
    }

    /// The cache directory to use.
    public func benchDirectory(environment: [String: String]) -> String {
        if let directory { return directory }
        if let fromEnvironment = environment["GLOVEBOX_BENCH_DIR"], !fromEnvironment.isEmpty { return fromEnvironment }
        return FileManager.default.currentDirectoryPath + "/.build/bench"
    }
}
