import ArgumentParsing
import GloveboxBench
import Testing

/// `glovebox-bench` reads its command line with the package's one argument parser.
@Suite struct BenchOptionsTests {
    func options(_ words: String...) throws -> BenchOptions {
        guard case .run(let options) = try BenchOptions.request(words) else {
            Issue.record("\(words) did not ask for a run")
            return BenchOptions(mode: .generate)
        }
        return options
    }

    func refusal(_ words: String...) -> UsageError? {
        do {
            _ = try BenchOptions.request(words)
            return nil
        } catch {
            return error
        }
    }

    @Test func sizesRunsAndJSONAreParsed() throws {
        let parsed = try options("snapshot", "--sizes", "s,L", "--runs", "20", "--json")
        #expect(parsed.mode == .snapshot)
        #expect(parsed.sizes == [.small, .large])
        #expect(parsed.runs == 20)
        #expect(parsed.json)
        #expect(!parsed.includeFullPath)
    }

    @Test func theCommandBenchmarkTakesSizesRunsJSONAndADirectory() throws {
        let parsed = try options("command", "--sizes", "S,M,L", "--runs", "5", "--json", "--dir", "/tmp/b")
        #expect(parsed.mode == .command)
        #expect(parsed.sizes == [.small, .medium, .large])
        #expect(parsed.runs == 5)
        #expect(parsed.benchDirectory(environment: [:]) == "/tmp/b")
    }

    @Test func eachBenchmarkDefaultsToEverySizeTenRunsAndTables() throws {
        for mode in BenchOptions.Mode.allCases {
            let parsed = try options(mode.rawValue)
            #expect(parsed.mode == mode)
            // H, S's vehicles with twenty years, is for the publish's goal on history alone.
            let sizes: [GarageSize] = switch mode {
            case .sync: [.small, .medium]
            case .snapshot, .generate: [.history, .small, .medium, .large]
            default: [.small, .medium, .large]
            }
            #expect(parsed.sizes == sizes, "\(mode)")
            #expect(parsed.runs == 10 && !parsed.json)
        }
    }

    @Test func theGoalsRunTakesSizesRunsAHostileCountJSONAndADirectory() throws {
        let parsed = try options("goals", "--sizes", "S,L", "--runs", "2", "--count", "12", "--json", "--dir", "/tmp/b")
        #expect(parsed.mode == .goals)
        #expect(parsed.sizes == [.small, .large])
        #expect(parsed.runs == 2 && parsed.hostileCount == 12 && parsed.json)
        #expect(parsed.benchDirectory(environment: [:]) == "/tmp/b")
        #expect(refusal("goals", "--full")?.usage
            == "glovebox-bench goals [--sizes S,M,L] [--runs N] [--count N] [--json] [--dir PATH] [--help]")
    }

    @Test func theSyncBenchmarkTakesSizesRunsJSONAndADirectory() throws {
        let parsed = try options("sync", "--sizes", "M", "--runs", "3", "--json", "--dir", "/tmp/b")
        #expect(parsed.mode == .sync)
        #expect(parsed.sizes == [.medium])
        #expect(parsed.runs == 3 && parsed.json)
        #expect(refusal("sync", "--full")?.usage == "glovebox-bench sync [--sizes S,M,L] [--runs N] [--json] [--dir PATH] [--help]")
    }

    @Test func onlyTheSnapshotAndWidgetBenchmarksTakeFull() throws {
        #expect(try options("widget", "--full").includeFullPath)
        let refused = refusal("command", "--full")
        #expect(refused?.message == "unknown option '--full'")
        #expect(refused?.usage == "glovebox-bench command [--sizes S,M,L] [--runs N] [--json] [--dir PATH] [--help]")
    }

    @Test func badValuesAreRefusedByNameWithTheUsage() {
        #expect(refusal("snapshot", "--sizes", "S,XL")?.message == "--sizes 'XL' is not a garage size (use S, M, L or H)")
        #expect(refusal("widget", "--runs", "many")?.message == "--runs 'many' is not a whole number")
        #expect(refusal("widget", "--runs", "0")?.message == "--runs '0' must be between 1 and 10000")
        #expect(refusal("widget", "--runs", "5", "--runs", "6")?.message == "option '--runs' is given more than once")
        #expect(refusal("widget", "--runs")?.usage?.hasPrefix("glovebox-bench widget ") == true)
    }

    @Test func anUnknownBenchmarkIsRefusedAndTheListingNamesEveryOne() throws {
        #expect(refusal("commands")?.message.hasPrefix("unknown command 'commands'") == true)
        guard case .show(let listing) = try BenchOptions.request(["--help"]) else {
            Issue.record("--help shows no listing")
            return
        }
        for mode in BenchOptions.Mode.allCases { #expect(listing.contains("  \(mode.rawValue)")) }
    }
}
