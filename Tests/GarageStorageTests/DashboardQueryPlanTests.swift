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

/// Logbook step 28 on logbooks made before it: the fuel rows read the same through the new index, and
/// a logbook that lost the old index (a file mended by hand) still takes the step.
@Suite struct FuelIndexStepTests {
    let directory = TemporaryDirectory(prefix: "glovebox-step-28")

    /// A step-27 logbook with fills of one vehicle, several on a day, with and without a reading.
    func step27Logbook(_ name: String) throws -> Database {
        let database = try Database(path: directory.appending(name).path)
        #expect(try Migrator(Array(LogbookSchema.migrator.migrations.prefix(27))).migrate(database) == Array(1...27))
        try database.executeScript("""
            INSERT INTO vehicle (id, name, unit, position) VALUES ('clio', 'Clio', 'km', 0);
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category, odometer, fuel_quantity, fuel_unit,
                                 fuel_is_full, fuel_missed_previous) VALUES
                ('f3', 'clio', '2026-11-02', '30.00', 'EUR', 'fuel', 1200, '30', 'l', 1, 0),
                ('f1', 'clio', '2026-11-02', '10.00', 'EUR', 'fuel', NULL, '10', 'l', 1, 0),
                ('f2', 'clio', '2026-11-02', '20.00', 'EUR', 'fuel', 1100, '20', 'l', 0, 0),
                ('f4', 'clio', '2026-11-09', '40.00', 'EUR', 'fuel', 1500, '40', 'l', 1, 0);
            """)
        return database
    }

    @Test(arguments: [false, true])
    func theStepMakesTheIndexesAndTheFillsReadInTheRulesOrder(losingTheOldIndex: Bool) throws {
        let database = try step27Logbook("step-27-\(losingTheOldIndex).sqlite")
        if losingTheOldIndex { try database.execute("DROP INDEX expense_fuel_by_vehicle") }
        #expect(try LogbookSchema.migrator.migrate(database) == Array(28...LogbookSchema.migrator.latestVersion))
        // Every object as a new logbook has it: doctor finds nothing to mend.
        #expect(try LogbookSchema.objects(in: database) == LogbookSchema.expectedObjects())
        let ids = try database.rows(GarageStore.fuelRecordsSQL, ["clio"]) { $0.text(0) }
        // The index's order: a day's fill without a reading first, then by odometer.
        #expect(ids == ["f1", "f2", "f3", "f4"])
        database.close()
        let store = try GarageStore(path: directory.appending("step-27-\(losingTheOldIndex).sqlite").path)
        defer { store.close() }
        let clio = try #require(try store.database.firstRow("SELECT \(GarageStore.vehicleColumns) FROM vehicle", [], GarageStore.vehicleRow))
        // The first fill in the rule's order is the first day's first with a reading, not f1.
        #expect(try store.database.firstRow(GarageStore.firstFillSQL, ["clio", ""]) { $0.text(0) } == "f2")
        #expect(try store.records.latestFuelWindow(of: clio).map(\.odometer) == [1_100, 1_200, nil, 1_500])
    }
}
