import Foundation
import GloveboxBench
import Testing

@Suite struct CommandReportTests {
    let results = [
        result(.small, [
            measurement(.publish, wall: 100, peakKiB: 40_960),
            measurement(.expenseAdd, wall: 140, peakKiB: 61_440),
            measurement(.status, wall: 90, peakKiB: 40_960),
            measurement(.lubeLoggerImport, wall: 2_500, peakKiB: 204_800),
        ]),
        result(.large, [measurement(.publish, wall: 200, peakKiB: 40_960), measurement(.status, wall: 250, peakKiB: 40_960)]),
    ]

    @Test func theTableHasARowPerSizeAndCommandWithMediansP90sAndRatios() {
        let text = BenchReport.commandTables(results)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("| size | records | command | runs | wall ms | peak RSS MiB | wall ÷ publish | peak RSS ÷ publish |"))
        #expect(lines.contains("| S | 4757 | publish | 5 | 100.00 / 100.00 | 40.0 / 40.0 | 1.00× | 1.00× |"))
        #expect(lines.contains("| S | 4757 | expense add | 5 | 140.00 / 140.00 | 60.0 / 60.0 | 1.40× | 1.50× |"))
        #expect(lines.contains("| S | 4757 | import lubelogger (100000 rows) | 5 | 2500.00 / 2500.00 | 200.0 / 200.0 | 25.00× | 5.00× |"))
        #expect(lines.contains("| L | 4757 | status | 5 | 250.00 / 250.00 | 40.0 / 40.0 | 1.25× | 1.00× |"))
        #expect(lines.contains("- S: `glovebox publish`, `glovebox expense add`, `glovebox status`, `glovebox import lubelogger`"))
        #expect(lines.contains("1-minute load average per size: S 0.50 → 0.75, L 0.50 → 0.75"))
    }

    @Test func theGoalsSayMetOrNotMetWithTheNumbersCompared() {
        #expect(BenchReport.commandGoals(results) == """
            - S expense add: wall 140.00 ms vs publish 100.00 ms = 1.400× (≤ 1.5×) — met
            - S expense add: peak RSS 60.0 MiB vs publish 40.0 MiB = 1.500× (≤ 1.25×) — NOT met
            - S import lubelogger: wall 2500.00 ms (< 3000 ms) — met
            - L status: wall 250.00 ms vs publish 200.00 ms = 1.250× (≤ 1.5×) — met
            3 of 4 goals met.

            """)
    }

    @Test func aRatioJustAboveItsLimitDoesNotReadAsEqualToIt() {
        let text = BenchReport.commandGoals([
            result(.small, [measurement(.publish, wall: 25.18, peakKiB: 1), measurement(.odometerLog, wall: 37.80, peakKiB: 1)]),
        ])
        #expect(text.contains("S odometer log: wall 37.80 ms vs publish 25.18 ms = 1.501× (≤ 1.5×) — NOT met"))
    }

    @Test func theJSONCarriesTheRatiosAndVerdicts() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(results)
        let decoded = try JSONDecoder().decode([CommandResult].self, from: data)
        #expect(decoded == results)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"wallToPublish\":1.4"))
        #expect(text.contains("\"isMet\":false"))
    }
}
