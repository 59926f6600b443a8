import GloveboxBench
import Testing

@Suite struct SummaryTests {
    @Test func theMedianOfAnOddCountIsTheMiddleSample() {
        #expect(Summary([5, 1, 3]).median == 3)
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheTwoMiddleSamples() {
        #expect(Summary([4, 1, 3, 2]).median == 2.5)
    }

    @Test func theNinetiethPercentileIsTheNearestRank() {
        let samples = (1...20).map(Double.init)
        #expect(Summary(samples).p90 == 18)
        #expect(Summary([1, 2, 3]).p90 == 3)
    }

    @Test func noSamplesSummarizeAsZero() {
        #expect(Summary([]).count == 0)
        #expect(Summary([]).median == 0)
    }
}

@Suite struct BenchOptionsTests {
    @Test func sizesRunsAndJSONAreParsed() throws {
        let options = try BenchOptions(arguments: ["snapshot", "--sizes", "s,L", "--runs", "20", "--json"])
        #expect(options.mode == .snapshot)
        #expect(options.sizes == [.small, .large])
        #expect(options.runs == 20)
        #expect(options.json)
    }

    @Test func anUnknownSizeIsRefusedByName() {
        #expect(throws: BenchError.invalidArgument("unknown garage size 'XL' (use S, M or L)")) {
            try BenchOptions(arguments: ["snapshot", "--sizes", "S,XL"])
        }
    }

    @Test func aRunCountThatIsNotANumberIsRefusedByName() {
        #expect(throws: BenchError.invalidArgument("--runs must be a whole number from 1 to 10000, not 'many'")) {
            try BenchOptions(arguments: ["widget", "--runs", "many"])
        }
    }
}
