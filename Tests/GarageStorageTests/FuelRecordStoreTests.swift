import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// Issue 14, item 1 (the store): a fuel expense keeps its unit, full-tank and missed flags (schema 9),
/// quantities stored before are migrated without loss, the sync's row carries the flags, and
/// LubeLogger's `IsFillToFull` and `MissedFuelUp` become them.
@Suite struct FuelRecordStoreTests {
    let directory = TemporaryDirectory(prefix: "glovebox-fuel-store")
    let today = try! CalendarDay(parsing: "2026-11-20")

    @Test func aLogbookFromBeforeFuelRecordsKeepsItsQuantitiesAndGainsTheUnitsItsVehiclesImply() throws {
        let path = directory.appending("app/glovebox.sqlite").path
        try FileManager.default.createDirectory(atPath: directory.appending("app").path, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(7))).migrate(old)
        try old.execute("INSERT INTO device_account (name) VALUES ('ana@example.com')")
        try old.execute("INSERT INTO session (id, account, signed_in_at) VALUES (1, 'ana@example.com', '2026-11-20T10:00:00Z')")
        try old.execute("INSERT INTO account_preference (account, key, value) VALUES ('ana@example.com', 'currency', 'GBP')")
        for (id, unit, position) in [("clio", "km", 1), ("jeep", "mi", 2)] {
            try old.execute(
                "INSERT INTO vehicle (id, name, unit, role, position, account) VALUES (?, ?, ?, 'owner', ?, 'ana@example.com')",
                [id, id.capitalized, unit, position])
        }
        let insert = """
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category, odometer, fuel_quantity)
            VALUES (?, ?, '2026-11-01', '50.00', 'EUR', ?, ?, ?)
            """
        try old.execute(insert, ["f1", "clio", "fuel", 84_000, "40.50"])
        try old.execute(insert, ["f2", "jeep", "fuel", 222_647, "7.409"])
        try old.execute(insert, ["p1", "clio", "parking", nil as Int?, nil as String?])
        old.close()

        let store = try GarageStore(path: path)
        defer { store.close() }
        #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
        let clio = try #require(try store.records.expense(id: GarageID(rawValue: "f1")!))
        #expect(clio.fuelQuantity == Decimal(string: "40.50") && clio.fuelFill == FuelFill(unit: .litres))
        let jeep = try #require(try store.records.expense(id: GarageID(rawValue: "f2")!))
        #expect(jeep.fuelQuantity == Decimal(string: "7.409") && jeep.fuelFill == FuelFill(unit: .usGallons))
        #expect(try store.records.expense(id: GarageID(rawValue: "p1")!)?.fuelFill == nil)
        // The stored text of the quantity is untouched.
        let text = try store.database.firstRow("SELECT fuel_quantity FROM expense WHERE id = 'f1'") { $0.text(0) }
        #expect(text == "40.50")
        #expect(try store.records.fuelRecords(vehicleID: GarageID(rawValue: "clio")!).map(\.id.rawValue) == ["f1"])
        // The preference table was rebuilt for the economy key: its rows are as they were.
        #expect(try store.preferences.load().homeCurrency == CurrencyCode("GBP"))
        #expect(try store.preferences.load().economyUnit == nil)
        var preferences = try store.preferences.load()
        try preferences.set(.economy, to: "mpg-uk")
        try store.preferences.save(preferences)
        #expect(try store.preferences.load().economyUnit == .milesPerImperialGallon)
    }

    func signedInStore() throws -> (GarageStore, Vehicle) {
        let store = try GarageStore(path: directory.appending("app/glovebox.sqlite").path)
        store.now = { Pinned.instant("2026-11-20T10:00:00Z") }
        var garage = Garage(account: try Account(name: "ana@example.com"), homeCurrency: .euro)
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        try store.write { try $0.seed(garage, now: Pinned.instant("2026-11-20T10:00:00Z")) }
        return (store, clio)
    }

    @Test func aFillsFlagsAreStoredLoadedAndCarriedByTheSyncRow() throws {
        let (store, clio) = try signedInStore()
        defer { store.close() }
        let fill = Expense(
            id: GarageID(rawValue: "fill-1")!, vehicleID: clio.id, date: today, amount: try Money(parsing: "30", currency: .euro),
            category: .fuel, odometer: OdometerMark(value: 1_000), fuelQuantity: Decimal(string: "6.6"),
            fuelFill: FuelFill(unit: .imperialGallons, isFull: false, missedPrevious: true))
        try store.write { try $0.records.insert(fill) }
        #expect(try store.records.expense(id: fill.id) == fill)
        let change = try #require(try store.sync.pendingChanges(after: 0, limit: 100).last)
        #expect(change.kind == .expense)
        let row = try OutboxTests.object(change)
        #expect(row["fuel_unit"] as? String == "imp-gal")
        #expect(row["fuel_is_full"] as? Int == 0 && row["fuel_missed_previous"] as? Int == 1)

        var edited = fill
        edited.fuelFill = FuelFill(unit: .litres, isFull: true, missedPrevious: false)
        edited.fuelQuantity = Decimal(string: "30")
        try store.write { try $0.records.update(edited) }
        #expect(try store.records.fuelRecord(id: fill.id) == edited)
        #expect(try store.records.latestFuelRecords(vehicleID: clio.id, limit: 10).records == [edited])
    }

    @Test func lubeLoggersFillToFullAndMissedFlagsBecomeTheFuelRecordsFlags() throws {
        let files = [
            "gasrecords.csv": """
                Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags
                5/8/2020,204836,8.331,$16.24,,True,False,,
                5/20/2020,204950,4.000,$8.00,,False,False,,
                5/30/2020,205056,7.913,$17.72,,True,False,,
                6/29/2020,205402,9.167,$19.61,,True,True,,

                """,
        ]
        let export = try LubeLoggerParser(currency: try CurrencyCode("USD")).parse(files: files)
        let importer = LubeLoggerImport(export: export)
        var garage = Garage(account: try Account(name: "ana"))
        let jeep = try garage.addVehicle(importer.vehicleDraft(name: "Jeep", unit: .miles))
        _ = try importer.apply(to: &garage, vehicleID: jeep.id, ids: .sequential(prefix: "ll"), today: today)
        let fills = garage.expenses.compactMap { $0.fillUp(of: jeep) }
        #expect(fills.map(\.isFull) == [true, false, true, true])
        #expect(fills.map(\.missedPrevious) == [false, false, false, true])
        #expect(fills.allSatisfy { $0.volume.unit == .usGallons })
        #expect(fills.map { $0.cost?.amountText } == ["16.24", "8.00", "17.72", "19.61"])
        let economy = FuelEconomy(fillUps: fills, distanceUnit: .miles)
        // 220 mi on 4 + 7.913 gal; the stretch to the missed fill-up is left out.
        #expect(economy.segments.count == 1 && economy.segments.first?.distance == 220)
        #expect(economy.skipped.map(\.reason) == [.noKnownLevelBefore, .missedFillUp])
    }

    /// The economy reads one vehicle's fuel rows through the partial index, never a scan of the
    /// expense table (the lead's rule: no query loads every record of the logbook).
    @Test func aVehiclesFuelRecordsAreReadThroughThePartialIndexOnFuelRows() throws {
        let (store, _) = try signedInStore()
        defer { store.close() }
        let plan = try store.database.rows("EXPLAIN QUERY PLAN " + GarageStore.fuelRecordsSQL, ["clio"]) { $0.text(3) }
        #expect(plan.contains { $0.contains("USING INDEX expense_fuel_in_rule_order") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN e") }, "\(plan)")
    }
}
