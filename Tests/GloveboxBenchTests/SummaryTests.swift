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
