import GloveboxBench
import Testing

@Suite struct CommandOptionsTests {
    @Test func theCommandBenchmarkTakesSizesRunsJSONAndADirectory() throws {
        let options = try BenchOptions(arguments: ["command", "--sizes", "S,M,L", "--runs", "5", "--json", "--dir", "/tmp/b"])
        #expect(options.mode == .command)
        #expect(options.sizes == [.small, .medium, .large])
        #expect(options.runs == 5)
        #expect(options.json)
        #expect(options.directory == "/tmp/b")
        #expect(options.benchDirectory(environment: [:]) == "/tmp/b")
    }

    @Test func theCommandBenchmarkDefaultsToEverySizeAndTables() throws {
        let options = try BenchOptions(arguments: ["command"])
        #expect(options.sizes == [.small, .medium, .large])
        #expect(options.runs == 10)
        #expect(!options.json)
    }

    @Test func theCommandBenchmarkRefusesFull() {
        #expect(throws: BenchError.invalidArgument("unknown option '--full'\n" + BenchOptions.usage)) {
            try BenchOptions(arguments: ["command", "--full"])
        }
    }

    @Test func theUsageAndTheUnknownBenchmarkMessageNameTheCommandBenchmark() {
        #expect(BenchOptions.usage.contains("glovebox-bench command  [--sizes S,M,L] [--runs N] [--json] [--dir PATH]"))
        #expect(throws: BenchError.invalidArgument("unknown benchmark 'commands' (use snapshot, widget, command or generate)")) {
            try BenchOptions(arguments: ["commands"])
        }
    }
}
