import Testing
@testable import GloveboxBench

/// The publish goals as `glovebox-bench snapshot` and `goals` check them: each a line with the
/// numbers compared, met or not by the limit the issue states.
@Suite struct SnapshotGoalsTests {
    func result(_ size: GarageSize, total: Double, encode: Double, publish: Double) -> SnapshotResult {
        SnapshotResult(
            size: size, records: 1, runs: 1, load: Summary([total - encode - publish]), build: Summary([0]),
            hash: Summary([0]), encode: Summary([encode]), publish: Summary([publish]), total: Summary([total]),
            snapshotBytes: 1, peakResidentKiB: nil)
    }

    @Test func eachGoalIsCheckedAgainstItsOwnLimit() {
        // S: 6 ms against 3 × (1 + 1) — exactly at the limit, met. H: 13 ms, 13 ÷ 6 = 2.17 over 2, not
        // met; 3 × (2 + 1) = 9, not met. L: 70 ms against 3 × (10 + 2) = 36, not met; per vehicle
        // 70 ÷ 50 = 1.4 against 6 ÷ 3 = 2, met.
        let results = [
            result(.small, total: 6, encode: 1, publish: 1), result(.history, total: 13, encode: 2, publish: 1),
            result(.large, total: 70, encode: 10, publish: 2),
        ]
        let goals = BenchReport.snapshotGoals(results)
        #expect(goals.map(\.isMet) == [false, true, true, false, false])
        #expect(goals[0].line == "- 20 years within 2× of 3, 3 vehicles each (H ÷ S, total, median): 13.00 ms vs 6.00 ms = 2.17× — NOT met\n")
        #expect(goals[1].statement.hasSuffix("1.40 ms vs 2.00 ms = 0.70×"))
        #expect(goals[4].line.hasPrefix("- L within 3× of the encode + durable write of the same bytes (medians): 70.00 ms vs 12.00 ms = 5.83×"))
        #expect(BenchGoal.summary(goals).hasSuffix("\n2 of 5 goals met.\n"))
        // L against S as the table wrote it is printed, not counted: 50 vehicles against 3.
        #expect(BenchReport.largeOverSmall(results) == "L ÷ S (total, median): 70.00 ms vs 6.00 ms = 11.67×; L shows 50 vehicles, S 3, so this is not a goal\n")
        #expect(BenchReport.snapshotTables(results).contains("= 11.67×; L shows 50 vehicles"))
    }

    @Test func theEncodeGoalSaysWhetherTheHashesRanBesideTheEncode() {
        var large = result(.large, total: 17, encode: 5, publish: 1)
        large.hash = Summary([2.5])
        // Without the overlapped stage measured (an older run's JSON), nothing is added.
        #expect(BenchReport.snapshotGoals([large])[0].statement.hasSuffix("= 2.83×"))
        large.hashWhileEncoding = Summary([7.25])
        let statement = BenchReport.snapshotGoals([large])[0].statement
        // One core: load 11 (the total less the encode and the write), build 0, hash 2.5, then the
        // encode and the write, 6: 19.5 ÷ 6.
        #expect(
            statement.hasSuffix(
                "= 2.83× (hash ∥ encode 7.25 ms; hash + encode one after the other 7.50 ms; every stage one after the other, as on one core, 3.25×)"),
            "\(statement)")
    }

    @Test func aTwentyYearHistoryWithinTwiceThreeYearsIsMet() {
        let goals = BenchReport.snapshotGoals([
            result(.small, total: 6, encode: 2, publish: 1), result(.history, total: 12, encode: 3, publish: 1),
        ])
        #expect(goals.map(\.isMet) == [true, true, true])
        #expect(goals[0].statement.hasSuffix("12.00 ms vs 6.00 ms = 2.00×"))
    }

    @Test func aRunWithoutTheHistoryGarageSaysItsGoalWasNotMeasured() {
        let goals = BenchReport.snapshotGoals([
            result(.small, total: 6, encode: 2, publish: 1), result(.large, total: 70, encode: 20, publish: 5),
        ])
        #expect(goals[0].line == "- 20 years within 2× of 3, 3 vehicles each (H ÷ S, total, median): not measured (no H in --sizes) — NOT met\n")
        #expect(goals.count == 4)
    }

    @Test func theGoalsRunMeasuresThePublishOnHJustBeforeS() {
        #expect(BenchCommand.publishSizes([.small, .medium, .large]) == [.history, .small, .medium, .large])
        #expect(BenchCommand.publishSizes([.large, .small]) == [.large, .history, .small])
        #expect(BenchCommand.publishSizes([.small, .history]) == [.small, .history])
        #expect(BenchCommand.publishSizes([.medium, .large]) == [.medium, .large])
    }

    @Test func theMediumGoalIsCheckedOnTheMedianAndTheP90Apart() {
        var medium = result(.medium, total: 90, encode: 40, publish: 10)
        medium.total = Summary([90, 90, 90, 150, 150])
        let goals = BenchReport.snapshotGoals([medium])
        #expect(goals.map(\.isMet) == [true, true, false])
        #expect(goals[2].statement == "M under 100 ms (total p90): 150.00 ms")
    }
}
