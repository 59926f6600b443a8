import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract
@testable import AppCore

/// What imports remember of the rows they stored travels with the export: a restored logbook
/// recognises a re-import of the same file as its source would (nothing new; a removed record stays
/// removed), and the remembered rows point at the restore's own journal entry, so that an undone
/// restore's rows count as new again.
@Suite struct RestoreImportedRowsTests {
    let directory = TemporaryDirectory(prefix: "glovebox-restore-imports")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let demo = Fixtures.url("lubelogger-demo").path

    func app(_ name: String, ids: String) -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: ids))
    }

    func importDemo(into app: AppSession) throws -> ImportLubeLogger.Outcome {
        try app.perform(ImportLubeLogger(directory: Self.demo, currency: nil, vehicleName: "Jeep", unit: nil, withReminders: false))
    }

    /// The demo imported into Jeep, with one imported expense removed since; its export's path.
    func exportedImport(_ name: String) throws -> String {
        let source = app(name, ids: "a")
        defer { source.close() }
        try source.perform(SignIn(accountName: "ana@example.com"))
        #expect(try importDemo(into: source).counts.total == 291)
        let store = try source.store()
        let removed = try #require(try store.records.expenses(vehicleID: nil, from: nil, through: nil).first)
        try store.write { try $0.records.deleteExpense(removed.id) }
        let path = directory.appending(name + ".json").path
        _ = try source.export(to: path)
        return path
    }

    /// The restored rows' journal entries, each once.
    func journalSequences(_ app: AppSession) throws -> [Int] {
        try app.store().database.rows("SELECT DISTINCT journal_seq FROM imported_row ORDER BY 1") { $0.int(0) }
    }

    @Test func aReimportIntoTheRestoredVehicleAddsNothingAndARemovedRecordStaysRemoved() throws {
        let path = try exportedImport("source")
        let document = try #require(
            try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let rows = try #require(document["importedRows"] as? [[String: Any]])
        #expect(rows.count == 291, "the removed record's row is remembered too")
        #expect(rows.allSatisfy { ($0["fingerprint"] as? String).flatMap { Int64($0) } != nil }, "a fingerprint is not 64-bit text")

        let target = app("target", ids: "b")
        defer { target.close() }
        let contents = try ExportContents.read(file: path, today: Pinned.restoreDay)
        #expect(contents.importedRowCount == 291)
        try target.perform(RestoreExport(contents, replacing: false))
        let restore = try #require(try target.store().journal.entries(limit: 1).first)
        #expect(restore.label == "restore (\(contents.vehicles.count) vehicle\(contents.vehicles.count == 1 ? "" : "s"), \(contents.recordCount) records)")
        #expect(try journalSequences(target) == [restore.sequence], "the rows do not point at the restore's entry")

        let again = try importDemo(into: target)
        #expect(again.counts.total == 0)
        #expect(again.plan.alreadyImported == 290)
        #expect(again.plan.removed.count == 1, "a record removed before the export came back")
        #expect(try importDemo(into: target).counts.total == 0)
    }

    @Test func anUndoneRestoresRowsCountAsNewAgain() throws {
        let path = try exportedImport("undo-source")
        let target = app("undo-target", ids: "b")
        defer { target.close() }
        try target.perform(RestoreExport(try ExportContents.read(file: path, today: Pinned.restoreDay), replacing: false))
        #expect(try target.perform(Undo()).entries.map { $0.label.hasPrefix("restore (") } == [true])
        #expect(try target.store().database.firstRow("SELECT count(*) FROM imported_row") { $0.int(0) } == 0)
        let fresh = try importDemo(into: target)
        #expect(fresh.createsVehicle)
        #expect(fresh.counts.total == 291)
    }

    /// An undone import's rows count as new in its logbook; an export leaves them out, so that they
    /// count as new in the restored one too.
    @Test func anUndoneImportsRowsAreNotExported() throws {
        let source = app("undone", ids: "a")
        defer { source.close() }
        try source.perform(SignIn(accountName: "ana@example.com"))
        try source.perform(AddVehicle(VehicleDraft(name: "Jeep", distanceUnit: .miles)))
        _ = try importDemo(into: source)
        try source.perform(Undo())
        let path = directory.appending("undone.json").path
        _ = try source.export(to: path)
        let contents = try ExportContents.read(file: path, today: Pinned.restoreDay)
        #expect(contents.importedRowCount == 0)

        let target = app("undone-target", ids: "b")
        defer { target.close() }
        try target.perform(RestoreExport(contents, replacing: false))
        #expect(try importDemo(into: target).counts.total == 291)
    }

    /// The restore's journal entry names the vehicles it inserted (with the preferences it set), not
    /// each of their records; undoing it still removes every record.
    @Test func theRestoresJournalEntryNamesItsVehiclesNotEachOfTheirRecords() throws {
        let source = app("demo", ids: "a")
        try source.perform(SeedDemo())
        let path = directory.appending("demo.json").path
        _ = try source.export(to: path)
        source.close()
        let contents = try ExportContents.read(file: path, today: Pinned.restoreDay)
        #expect(contents.recordCount > 200)

        let target = app("demo-target", ids: "b")
        defer { target.close() }
        try target.perform(RestoreExport(contents, replacing: false))
        let entry = try #require(try target.store().journal.entries(limit: 1).first)
        let kinds = Set(entry.changes.map(\.key.kind))
        #expect(kinds.isSubset(of: [.vehicle, .preference]), "\(kinds)")
        #expect(entry.changes.filter { $0.key.kind == .vehicle }.count == contents.vehicles.count)
        try target.perform(Undo())
        #expect(try target.store().vehicles.all().isEmpty)
        #expect(try target.store().records.expenses(vehicleID: nil, from: nil, through: nil).isEmpty)
    }

    /// A remembered row that does not decode is listed as damaged, like any other row, and the rest
    /// restores.
    @Test func aDamagedImportedRowIsExportedAsStoredAndLeftOut() throws {
        let source = app("damaged", ids: "a")
        defer { source.close() }
        try source.perform(SignIn(accountName: "ana@example.com"))
        _ = try importDemo(into: source)
        try source.store().database.execute(
            """
            UPDATE imported_row SET record_id = 'Not An Id' WHERE (vehicle_id, fingerprint, occurrence)
                = (SELECT vehicle_id, fingerprint, occurrence FROM imported_row LIMIT 1)
            """)
        let path = directory.appending("damaged.json").path
        let summary = try source.export(to: path)
        #expect(summary.damagedCount == 1)
        #expect(summary.damaged.first?.table == "imported_row")
        #expect(summary.importedRows == 290)
        let contents = try ExportContents.read(file: path, today: Pinned.restoreDay)
        #expect(contents.damagedCount == 1 && contents.importedRowCount == 290)
    }
}
