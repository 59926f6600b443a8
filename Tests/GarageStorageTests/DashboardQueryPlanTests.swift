import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// The dashboard's per-vehicle statements walk an index in the order they read (logbook step 28):
/// none sets up a sort, which SQLite would do at every run, for a few rows, fifty times a publish of
/// a large garage.
@Suite struct DashboardQueryPlanTests {
    let directory = TemporaryDirectory(prefix: "glovebox-dashboard-plans")

    /// The plan's lines of `sql`, with every parameter bound to text.
    func plan(_ sql: String, _ arguments: Int) throws -> [String] {
        let store = try GarageStore(path: directory.appending("plans.sqlite").path)
        defer { store.close() }
        return try store.database.rows("EXPLAIN QUERY PLAN " + sql, Array(repeating: "x", count: arguments)) { $0.text(3) }
    }

    @Test(arguments: [
        ("the latest fuel window's anchor", GarageStore.secondLatestFullFillSQL, 4),
        ("the fill before it", GarageStore.fillBeforeSQL, 7),
        ("the fills from it", GarageStore.fillsFromSQL, 8),
        ("a vehicle's fuel records", GarageStore.fuelRecordsSQL, 1),
    ])
    func theFuelStatementsWalkTheFuelIndexInOrder(name: String, sql: String, arguments: Int) throws {
        let steps = try plan(sql, arguments)
        #expect(steps.contains { $0.hasPrefix("SEARCH e USING INDEX expense_fuel_in_rule_order (vehicle_id=?") }, "\(name): \(steps)")
        #expect(!steps.contains { $0.contains("TEMP B-TREE") }, "\(name): \(steps)")
    }

    /// Two walks of the fuel index (with a reading, then without, on the earliest day), and the one
    /// row chosen read by its rowid.
    @Test func theFirstFillIsTwoWalksOfTheFuelIndexAndNoSort() throws {
        let steps = try plan(GarageStore.firstFillSQL, 2)
        #expect(steps.first == "SEARCH e USING INTEGER PRIMARY KEY (rowid=?)", "\(steps)")
        for walk in ["a", "b"] {
            #expect(steps.contains { $0.hasPrefix("SEARCH \(walk) USING INDEX expense_fuel_in_rule_order (vehicle_id=? AND day=?") }, "\(steps)")
        }
        #expect(!steps.contains { $0.contains("TEMP B-TREE") || $0.hasPrefix("SCAN ") }, "\(steps)")
    }

    @Test func aVehiclesItemsAreReadInTheOrderOfTheirIndex() throws {
        let steps = try plan(PlanRepository.itemsSQL, 1)
        #expect(steps == ["SEARCH i USING INDEX maintenance_item_in_order (vehicle_id=?)"], "\(steps)")
    }
}
