import Foundation
import GloveboxTestSupport
import Testing
import GarageRules
@testable import GarageStorage

/// Every query behind a reading probe is one index search per table: no table scan, no sort of the
/// rows it finds. That is what keeps a change's checks and the dashboard's load independent of history.
@Suite struct ReadingQueryPlanTests {
    let directory = TemporaryDirectory()

    /// The plan's lines, with every parameter bound to text.
    func plan(_ sql: String, _ arguments: Int) throws -> [String] {
        let store = try GarageStore(path: directory.appending("plans.sqlite").path)
        return try store.database.rows("EXPLAIN QUERY PLAN " + sql, Array(repeating: "x", count: arguments)) { $0.text(3) }
    }

    /// The plan's searches, one a table in `ReadingTable.all` order, after checking that it scans no
    /// table and sorts nothing (a union's arms are scanned as one-row subqueries).
    func searches(_ steps: [String]) -> [String] {
        #expect(!steps.contains { $0.hasPrefix("SCAN ") && !$0.hasPrefix("SCAN (subquery") }, "\(steps)")
        #expect(!steps.contains { $0.contains("TEMP B-TREE") }, "\(steps)")
        return steps.filter { $0.hasPrefix("SEARCH ") }
    }

    @Test(arguments: ["", "day <= ?", "day > ?", "day >= ?"], [false, true])
    func aProbeIsOneIndexSearchPerTable(dayTerm: String, descending: Bool) throws {
        for excluding in [nil] + ReadingTable.all.map(\.source) {
            let sql = ReadingProbeUnion.sql(dayTerm: dayTerm, descending: descending, excluding: excluding)
            let searches = searches(try plan(sql, 1 + (dayTerm.isEmpty ? 0 : 1) + (excluding == nil ? 0 : 1)))
            #expect(searches.count == ReadingTable.all.count, "\(dayTerm) \(String(describing: excluding)): \(searches)")
            for (table, search) in zip(ReadingTable.all, searches) {
                #expect(search.hasPrefix("SEARCH \(table.name) USING COVERING INDEX \(table.name)_"), "\(search)")
                #expect(search.contains("(vehicle_id=?"), "\(search)")
            }
        }
    }

    @Test func theLatestCorrectionIsFoundThroughTheCorrectionsIndex() throws {
        let searches = searches(try plan(ReadingProbeUnion.latestCorrectionSQL, 2))
        #expect(searches.count == ReadingTable.all.count, "\(searches)")
        for (table, search) in zip(ReadingTable.all, searches) {
            #expect(search.hasPrefix("SEARCH \(table.name) ") && search.contains("_corrections"), "\(search)")
        }
    }

    @Test func aWindowIsOneRangeSearchPerTable() throws {
        for table in ReadingTable.all {
            let steps = try plan(table.rangeSQL, 3)
            #expect(steps.count == 1 && steps[0].hasPrefix("SEARCH \(table.name) USING COVERING INDEX"), "\(table.name): \(steps)")
        }
    }

    /// The statement binds what `ReadingRepository.edge` binds: the day term's value and the excluded
    /// id take the places after the vehicle, and every arm reads the same values.
    @Test func theParametersAreNumberedOnceForEveryArm() throws {
        let store = try GarageStore(path: directory.appending("parameters.sqlite").path)
        for (dayTerm, count) in [("", 1), ("day <= ?", 2)] {
            for excluding in [nil] + ReadingTable.all.map(\.source) {
                let sql = ReadingProbeUnion.sql(dayTerm: dayTerm, descending: true, excluding: excluding)
                let statement = try store.database.cachedStatement(sql)
                let expected = count + (excluding == nil ? 0 : 1)
                #expect(throws: Never.self) { try statement.bind(Array(repeating: "x", count: expected)) }
                #expect(throws: DatabaseError.self) { try statement.bind(Array(repeating: "x", count: expected + 1)) }
                statement.reset()
            }
        }
    }
}
