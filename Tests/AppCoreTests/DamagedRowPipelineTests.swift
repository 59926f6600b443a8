import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import AppCore

/// The pipeline builds the snapshots from the rows that decode: a damaged expense hides itself, not
/// every widget, and the pipeline says which rows it left out. A damaged lock is never skipped.
@Suite struct DamagedRowPipelineTests {
    let directory = TemporaryDirectory(prefix: "glovebox-damaged-pipeline")
    var path: String { directory.appending("glovebox.sqlite").path }

    func seed() throws -> GarageStore {
        let store = try GarageStore(path: path)
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let ids = IdentifierSource.sequential(prefix: "p")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let today = try CalendarDay(parsing: "2026-11-29")
        for amount in ["12.00", "30.00"] {
            _ = try garage.addExpense(
                ExpenseDraft(vehicleID: clio.id, date: today.adding(days: -3), amount: try Money(parsing: amount, currency: .euro)),
                today: today, ids: ids)
        }
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        return store
    }

    func pipeline() -> SnapshotPipeline {
        SnapshotPipeline(
            databasePath: path, now: { Pinned.instant("2026-11-29T12:00:00Z") }, systemTimeZone: Pinned.timeZone("Europe/Lisbon"))
    }

    @Test func aDamagedExpenseHidesOnlyItselfAndIsReported() throws {
        let store = try seed()
        try store.database.execute("UPDATE expense SET currency = 'EU?' WHERE amount = '30.00'")
        let id = try #require(try store.database.firstRow("SELECT id FROM expense WHERE amount = '30.00'") { $0.text(0) })
        let pipeline = pipeline()
        defer { pipeline.close() }
        let snapshot = try pipeline.widgetsSnapshot()
        #expect(snapshot.vehicles.map(\.name) == ["Clio"])
        #expect(snapshot.spend.first { $0.vehicleId == nil }?.totalLabel?.contains("12.00") == true)
        let damaged = [DamagedRow(table: "expense", id: id, reason: "unknown currency 'EU?' (not an ISO 4217 code)")]
        #expect(pipeline.damagedRows == damaged)
        #expect(try pipeline.inputs().damagedRows == damaged)
        #expect(try pipeline.shortcutsSnapshot().vehicles.count == 1)
    }

    @Test func aDamagedLockIsNeverSkipped() throws {
        let store = try seed()
        try store.database.execute("INSERT INTO account_preference (account, key, value) SELECT account, 'lock', 'maybe' FROM session")
        let pipeline = pipeline()
        defer { pipeline.close() }
        #expect(throws: StoreError.self) { try pipeline.widgetsSnapshot() }
    }
}
