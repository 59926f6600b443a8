import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Every query behind a reading probe is one index search: no table scan, no sort of the rows it
/// finds. That is what keeps a change's checks and the dashboard's load independent of history.
@Suite struct ReadingQueryPlanTests {
    let directory = TemporaryDirectory()

    func plan(_ sql: String, _ arguments: Int) throws -> [String] {
        let store = try GarageStore(path: directory.appending("plans.sqlite").path)
        let placeholders = Array(repeating: "'x'", count: arguments)
        var bound = sql
        for value in placeholders {
            guard let range = bound.range(of: "?") else { break }
            bound.replaceSubrange(range, with: value)
        }
        return try store.database.rows("EXPLAIN QUERY PLAN " + bound) { $0.text(3) }
    }

    @Test(arguments: ["", "day <= ?", "day > ?", "day >= ?"], [false, true])
    func aProbeIsOneIndexSearchPerTable(dayTerm: String, descending: Bool) throws {
        for table in ReadingTable.all {
            let steps = try plan(table.probeSQL(dayTerm: dayTerm, descending: descending), dayTerm.isEmpty ? 1 : 2)
            #expect(steps.count == 1 && steps[0].hasPrefix("SEARCH \(table.name) USING COVERING INDEX"),
                    "\(table.name) \(dayTerm): \(steps)")
            #expect(!steps.contains { $0.contains("TEMP B-TREE") }, "\(table.name): \(steps)")
        }
    }

    @Test func theLatestCorrectionIsFoundThroughTheCorrectionsIndex() throws {
        for table in ReadingTable.all {
            let steps = try plan(table.latestCorrectionSQL, 2)
            #expect(steps.count == 1 && steps[0].contains("_corrections"), "\(table.name): \(steps)")
            #expect(!steps.contains { $0.contains("TEMP B-TREE") }, "\(table.name): \(steps)")
        }
    }

    @Test func aWindowIsOneRangeSearchPerTable() throws {
        for table in ReadingTable.all {
            let steps = try plan(table.rangeSQL, 3)
            #expect(steps.count == 1 && steps[0].hasPrefix("SEARCH \(table.name) USING COVERING INDEX"), "\(table.name): \(steps)")
        }
    }
}
