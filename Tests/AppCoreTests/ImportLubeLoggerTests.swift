import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract

/// A repeated import, seen from the app core: its journal entry, undo, and what it costs.
@Suite struct ImportLubeLoggerTests {
    let directory = TemporaryDirectory(prefix: "glovebox-import")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let today = try! CalendarDay(parsing: "2026-11-29")

    func app(_ name: String) -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: "new"))
    }

    /// Three fill-ups and a reading of Clio's (km), in the last days before today.
    static func export() throws -> LubeLoggerExport {
        let gas = "Date,Odometer,FuelConsumed,Cost\n"
            + [1, 2, 3].map { "\(today.adding(days: -4 + $0).month)/\(today.adding(days: -4 + $0).day)/2026,\(2_000_000 + $0 * 10),30,$45.00\n" }.joined()
        let odometer = "Date,Odometer\n\(today.month)/\(today.day)/2026,2000050\n"
        return try LubeLoggerParser().parse(files: ["gasrecords.csv": gas, "odometerrecords.csv": odometer])
    }

    static func change() throws -> ImportLubeLogger {
        ImportLubeLogger(export: try export(), vehicleName: "clio", unit: .kilometres, withReminders: false)
    }

    @Test func anUndoneImportIsImportedAgainWhileARepeatedOneAddsNothing() throws {
        let app = app("undo")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        #expect(try app.perform(Self.change()).counts.total == 4)
        let journal = try app.store().journal.entries(limit: 10)
        #expect(journal.first?.label == "import lubelogger" && journal.first?.changes.count == 4)
        let again = try app.perform(Self.change())
        #expect(again.counts.total == 0 && again.plan.alreadyImported == 4)
        // Nothing written, nothing journaled.
        #expect(try app.store().journal.entries(limit: 10).count == journal.count)

        try app.perform(Undo())
        #expect(try app.store().records.expenses(vehicleID: nil, from: nil, through: nil).isEmpty)
        let redone = try app.perform(Self.change())
        #expect(redone.counts.total == 4 && redone.plan.undone == 4 && redone.plan.removed.isEmpty)
        #expect(try app.store().records.expenses(vehicleID: nil, from: nil, through: nil).count == 3)
    }

    /// The import's entry keeps its records as the rows it remembered (one item, whatever their
    /// number), and reads back as the records it added, one by one: what undo and `history` use.
    @Test func theJournalKeepsAnImportsRecordsAsItsRememberedRows() throws {
        let app = app("journal-item")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        let change = ImportLubeLogger(export: try Self.export(), vehicleName: "Imported", unit: .kilometres, withReminders: false)
        let outcome = try app.perform(change)
        #expect(outcome.createsVehicle && outcome.counts.total == 4)
        let store = try app.store()
        let entry = try #require(try store.journal.entries(limit: 1).first)
        let stored = try #require(try store.database.firstRow("SELECT changes FROM journal WHERE seq = ?", [entry.sequence]) { $0.text(0) })
        let items = try JSONDecoder().decode([JournalItem].self, from: Data(stored.utf8))
        #expect(items == [
            .change(.inserted(RecordKey(kind: .vehicle, id: outcome.vehicle.id.rawValue))),
            .importedRecords(vehicle: outcome.vehicle.id, count: 4),
        ])
        // Read back: the vehicle, then each record the store holds for it, by its kind.
        let expenses = try store.records.expenses(vehicleID: outcome.vehicle.id, from: nil, through: nil)
        let readings = try store.database.rows(
            "SELECT id FROM odometer_entry WHERE vehicle_id = ?", [outcome.vehicle.id.rawValue]) { $0.text(0) }
        #expect(expenses.count == 3 && readings.count == 1)
        let expected = [RecordKey(kind: .vehicle, id: outcome.vehicle.id.rawValue)]
            + (expenses.map { RecordKey(kind: .expense, id: $0.id.rawValue) } + readings.map { RecordKey(kind: .odometerEntry, id: $0) })
                .sorted { $0.id < $1.id }
        #expect(entry.changes == expected.map(RecordChange.inserted) && entry.unreachableRecords == 0)
        #expect(try store.journal.summaries(limit: 1).first?.recordCount == 5)
        #expect(try store.journal.entry(sequence: entry.sequence)?.changes == entry.changes)

        try app.perform(Undo())
        #expect(try store.vehicles.find(id: outcome.vehicle.id) == nil)
        #expect(try store.database.firstRow("SELECT count(*) FROM expense") { $0.int(0) } == 0)
        #expect(try store.database.firstRow("SELECT count(*) FROM odometer_entry") { $0.int(0) } == 0)
    }

    /// An import into a vehicle that left the device since (a sync removed it, with the rows it
    /// remembered) cannot be undone: the undo says so and changes nothing, as for any record gone.
    @Test func anImportWhoseRowsLeftTheDeviceIsNotUndone() throws {
        let app = app("journal-gone")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        let clio = try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        try app.perform(Self.change())
        let store = try app.store()
        #expect(try store.journal.entries(limit: 1).first?.unreachableRecords == 0)
        // As a sync removes a vehicle whose share ended: not journaled.
        try store.write { store in try store.withoutRecording { try store.vehicles.delete(clio.id) } }
        let entry = try #require(try store.journal.entries(limit: 1).first)
        #expect(entry.label == "import lubelogger" && entry.unreachableRecords == 4 && entry.changes.isEmpty)
        #expect(throws: UndoError.self) { try app.perform(Undo()) }
        #expect(try store.journal.entries(limit: 1, revertibleOnly: true).first?.sequence == entry.sequence)
    }

    /// An import costs what its file holds: the SQLite work of importing the same rows, and of
    /// importing them again, is the same on a short history and on one twenty times longer.
    @Test func anImportAndARepeatedOneCostTheSameOnAnyLengthOfHistory() throws {
        var steps: [[Int]] = []
        for years in [0, 20] {
            let home = directory.appending("cost-\(years)").path
            let app = AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: "new"))
            defer { app.close() }
            try app.store().write { try $0.seed(try ChangeCostTests.garage(olderYears: years), now: Self.now) }
            let database = try app.store().database
            var counts: [Int] = []
            for _ in 0..<2 {
                let before = database.virtualMachineSteps
                try app.perform(Self.change())
                counts.append(database.virtualMachineSteps - before)
            }
            steps.append(counts)
        }
        #expect(steps[0][0] > 0 && steps[0][1] > 0)
        #expect(steps[0] == steps[1], "first import and repeat: \(steps[0]) steps on a short history, \(steps[1]) on a long one")
    }
}
