import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// A row whose stored text does not decode hides only itself from the reads behind `status` and the
/// widgets, which report it with its table and id; a write never skips one, and the whole-file
/// checks behind `glovebox doctor` find every one and SQLite's own complaints.
@Suite struct DamagedRowReadTests {
    let directory = TemporaryDirectory(prefix: "glovebox-damaged")
    let today = try! CalendarDay(parsing: "2026-11-20")
    var path: String { directory.appending("app/" + GarageStore.fileName).path }
    let clio = GarageID(rawValue: "clio")!

    /// Clio with readings on Oct 1 and Nov 10 and two expenses this month, and a deadline. The
    /// expenses are in pounds, not the home currency (euros), so that the spend read decodes them one
    /// by one: the home currency's are summed by the store (`spend_month`) and never decoded there.
    func seededStore() throws -> GarageStore {
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let ids = IdentifierSource.sequential(prefix: "r")
        let vehicle = try garage.addVehicle(VehicleDraft(name: "Clio"))
        _ = try garage.logOdometer(vehicleID: vehicle.id, value: 84_000, date: try CalendarDay(parsing: "2026-10-01"), today: today, ids: ids)
        _ = try garage.logOdometer(vehicleID: vehicle.id, value: 84_500, date: try CalendarDay(parsing: "2026-11-10"), today: today, ids: ids)
        for (day, amount) in [("2026-11-02", "30.00"), ("2026-11-12", "45.50")] {
            _ = try garage.addExpense(
                ExpenseDraft(vehicleID: vehicle.id, date: try CalendarDay(parsing: day), amount: try Money(parsing: amount, currency: try CurrencyCode("GBP")),
                             category: .fuel),
                today: today, ids: ids)
        }
        _ = try garage.addDeadline(
            DeadlineDraft(vehicleID: vehicle.id, kind: .insurance, dueDate: today.adding(days: 20)), today: today, ids: ids)
        try store.write { try $0.seed(garage, now: Pinned.instant("2026-11-20T10:00:00Z")) }
        return store
    }

    func id(_ store: GarageStore, _ sql: String) throws -> String {
        try #require(try store.database.firstRow(sql) { $0.text(0) })
    }

    @Test func aReadThatSkipsDamagedRowsLeavesOutOnlyThemAndNamesThem() throws {
        let store = try seededStore()
        // The October reading's day becomes a day that does not exist (it still sorts before November).
        let reading = try id(store, "SELECT id FROM odometer_entry WHERE day = '2026-10-01'")
        try store.database.execute("UPDATE odometer_entry SET day = '2026-09-31' WHERE id = ?", [reading])
        let expense = try id(store, "SELECT id FROM expense WHERE day = '2026-11-12'")
        try store.database.execute("UPDATE expense SET amount = 'lots' WHERE id = ?", [expense])

        let read = try store.readSkippingDamagedRows { store in
            (try store.dashboards.dashboard(today: today), try store.dashboards.spendRecords(today: today))
        }
        let (dashboard, spend) = read.value
        #expect(dashboard.vehicles.map(\.vehicle.name) == ["Clio"])
        #expect(dashboard.vehicles.first?.current?.value == 84_500)
        #expect(dashboard.vehicles.first?.deadlines.count == 1)
        // The pounds are summed per month by the store, the damaged one left out of its month.
        #expect(spend.convertedMonths.map { "\($0.vehicleID.rawValue) \($0.month.isoString) \($0.currency.code) \($0.recordCount)" }
            == ["clio 2026-11 GBP 1"])
        #expect(read.damagedRows == [
            DamagedRow(table: "odometer_entry", id: reading, reason: "no such day: '2026-09-31'"),
            DamagedRow(table: "expense", id: expense, reason: "amount 'lots' is not a number like 1234.56"),
        ])
        #expect(read.damagedRows.last?.description == "stored expense '\(expense)' is damaged: amount 'lots' is not a number like 1234.56")
    }

    @Test func outsideSuchAReadADamagedRowFailsTheQuery() throws {
        let store = try seededStore()
        let expense = try id(store, "SELECT id FROM expense WHERE day = '2026-11-12'")
        try store.database.execute("UPDATE expense SET amount = 'lots' WHERE id = ?", [expense])
        #expect(throws: StoreError.corruptRow(table: "expense", id: expense, reason: "amount 'lots' is not a number like 1234.56")) {
            try store.dashboards.spendRecords(today: today)
        }
    }

    @Test func aWriteNeverSkipsADamagedRowNotEvenInAReadThatSkipsThemInsideIt() throws {
        let store = try seededStore()
        let reading = try id(store, "SELECT id FROM odometer_entry WHERE day = '2026-11-10'")
        try store.database.execute("UPDATE odometer_entry SET day = 'not-a-day' WHERE id = ?", [reading])
        let damaged = StoreError.corruptRow(table: "odometer_entry", id: reading, reason: "not a date of the form YYYY-MM-DD: 'not-a-day'")
        // A new reading's next neighbour is the damaged row ('not-a-day' sorts after every day).
        #expect(throws: damaged) {
            try store.write { try $0.readings.neighbours(vehicleID: clio, around: today) }
        }
        #expect(throws: damaged) {
            try store.write { store in
                try store.readSkippingDamagedRows { try $0.readings.neighbours(vehicleID: clio, around: today) }
            }
        }
        // The same probe in a read that skips damaged rows answers nothing, and says why.
        let read = try store.readSkippingDamagedRows { try $0.readings.neighbours(vehicleID: clio, around: today) }
        #expect(read.value.next == nil)
        #expect(read.damagedRows.map(\.id) == [reading])
    }

    @Test func checkingEveryRowFindsEachDamagedOneWithItsTableAndId() throws {
        let store = try seededStore()
        #expect(try store.checkRows().damagedRows.isEmpty)
        let expense = try id(store, "SELECT id FROM expense WHERE day = '2026-11-02'")
        try store.database.execute("UPDATE expense SET day = 'not-a-day' WHERE id = ?", [expense])
        let deadline = try id(store, "SELECT id FROM deadline")
        try store.database.execute("UPDATE deadline SET due_day = '2026-13-01' WHERE id = ?", [deadline])
        try store.database.execute("INSERT INTO account_preference (account, key, value) SELECT account, 'timezone', 'Europe/Atlantis' FROM session")
        let check = try store.checkRows()
        #expect(check.damagedRows.map(\.table) == ["preference", "expense", "deadline"])
        #expect(check.damagedRows.map(\.id) == ["timezone", expense, deadline])
        #expect(check.damagedRows[1].reason == "not a date of the form YYYY-MM-DD: 'not-a-day'")
        #expect(check.rowCount == 1 + 1 + 1 + 2 + 2 + 1)  // account, preference, vehicle, readings, expenses, deadline
        #expect(check.unreadableTables.isEmpty)
    }

    @Test func quickCheckIsEmptyOnASoundFileAndListsProblemsOnADamagedCopy() throws {
        let store = try seededStore()
        #expect(try store.quickCheck() == [])
        let index = try #require(try store.database.firstRow("SELECT rootpage FROM sqlite_schema WHERE name = 'expense_by_day'") { $0.int(0) })
        store.close()
        let copy = directory.appending("copy.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        try DamagedFile.overwritePage(index, of: copy)
        let damaged = try #require(try GarageStore(inspecting: copy))
        let problems = try damaged.quickCheck()
        #expect(!problems.isEmpty)
        #expect(!problems.contains { $0.hasPrefix("***") })
    }

    @Test func inspectingOpensNothingThatIsMissingAndRefusesAnEmptyFile() throws {
        #expect(try GarageStore(inspecting: path) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
        try FileManager.default.createDirectory(atPath: directory.appending("app").path, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.emptyLogbook(path: path, walHoldsChanges: false, companions: [])) {
            try GarageStore(inspecting: path)
        }
    }
}
