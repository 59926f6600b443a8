import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import SharedContainer
import Testing
import WidgetContract
@testable import AppCore

/// An export holds the account's whole logbook in bytes that depend only on what it holds, and a
/// restore writes exactly that back, as one change that undo reverts.
@Suite struct ExportRestoreTests {
    let directory = TemporaryDirectory(prefix: "glovebox-export")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")

    func app(_ name: String, ids: String = "id") -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: ids))
    }

    /// Exports `app`'s signed-in account into a new file and returns its bytes.
    func export(_ app: AppSession, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        let path = directory.appending(name).path
        _ = try app.export(to: path)
        return try #require(FileManager.default.contents(atPath: path), sourceLocation: sourceLocation)
    }

    func seededDemo(_ name: String, ids: String) throws -> AppSession {
        let app = app(name, ids: ids)
        try app.perform(SeedDemo())
        return app
    }

    @Test func theDemoGarageRestoredIntoAFreshHomeExportsTheSameBytes() throws {
        let source = try seededDemo("source", ids: "a")
        defer { source.close() }
        let first = try export(source, "first.json")
        #expect(try export(source, "again.json") == first, "two exports of one logbook differ")

        let target = app("target")
        defer { target.close() }
        let contents = try ExportContents.read(file: directory.appending("first.json").path, today: Pinned.restoreDay)
        let outcome = try target.perform(RestoreExport(contents, replacing: false))
        #expect(outcome.account.name == DemoGarage.accountName)
        #expect(try target.account()?.plan == .plus)
        #expect(try export(target, "second.json") == first)
    }

    @Test func theDocumentHoldsEveryKindOfRecordAndThePlate() throws {
        let source = try seededDemo("kinds", ids: "a")
        defer { source.close() }
        // The demo converts with the bundled rates, which no logbook stores: an import is what an
        // export carries.
        let rates = directory.appending("rates.csv").path
        try Data("Date,USD,\n2026-10-15,1.1208,\n".utf8).write(to: URL(fileURLWithPath: rates))
        try source.perform(ImportRates(file: rates))
        let document = try #require(
            try JSONSerialization.jsonObject(with: try export(source, "kinds.json")) as? [String: Any])
        #expect(document["kind"] as? String == "glovebox.export")
        #expect(document["version"] as? Int == 1)
        for kind in ["vehicles", "odometerEntries", "expenses", "maintenanceItems", "services", "deadlines", "exchangeRates"] {
            #expect(((document[kind] as? [Any])?.count ?? 0) > 0, "no \(kind)")
        }
        let vehicles = try #require(document["vehicles"] as? [[String: Any]])
        #expect(vehicles.contains { $0["licencePlate"] as? String == "AA-12-BB" })
        let items = try #require(document["maintenanceItems"] as? [[String: Any]])
        #expect(items.contains { $0["postponement"] is [String: Any] }, "the postponement is lost")
        let expenses = try #require(document["expenses"] as? [[String: Any]])
        #expect(expenses.allSatisfy { $0["amount"] is String }, "an amount is not exact text")
        #expect(expenses.contains { $0["serviceId"] is String }, "a service's cost does not name its service")
        let mode = try FileManager.default.attributesOfItem(atPath: directory.appending("kinds.json").path)[.posixPermissions]
        #expect(mode as? Int == 0o600)
    }

    /// The account's vehicles are replaced only when asked; an undo brings them back exactly.
    @Test func aRestoreOverAnAccountsVehiclesIsRefusedUnlessReplacingAndUndoRevertsIt() throws {
        let source = try seededDemo("theirs", ids: "a")
        let exported = try export(source, "theirs.json")
        source.close()
        let contents = try ExportContents.read(file: directory.appending("theirs.json").path, today: Pinned.restoreDay)

        let target = try seededDemo("mine", ids: "b")
        defer { target.close() }
        try target.perform(SetPreference(.locale, to: "pt-PT"))
        try target.perform(AddVehicle(VehicleDraft(name: "Spare", licencePlate: "XX-00-YY")))
        let before = try export(target, "before.json")
        let fingerprint = try target.store().contentFingerprint()
        #expect(throws: RestoreError.self) { try target.perform(RestoreExport(contents, replacing: false)) }
        #expect(try target.store().contentFingerprint() == fingerprint, "a refused restore changed the logbook")

        let outcome = try target.perform(RestoreExport(contents, replacing: true))
        #expect(outcome.replacedVehicles == 5)
        #expect(try export(target, "restored.json") == exported)

        let undone = try target.perform(Undo())
        #expect(undone.entries.map(\.label) == ["restore (\(contents.vehicles.count) vehicles, \(contents.recordCount) records)"])
        #expect(try export(target, "undone.json") == before)
    }

    /// Ids travel with the records, so one that another account's record holds on this device is refused.
    @Test func anIdAnotherAccountUsesOnThisDeviceIsRefusedAndNothingChanges() throws {
        let source = try seededDemo("ids", ids: "a")
        _ = try export(source, "ids.json")
        source.close()
        let contents = try ExportContents.read(file: directory.appending("ids.json").path, today: Pinned.restoreDay)

        let target = app("bob")
        defer { target.close() }
        try target.perform(SignIn(accountName: "bob@example.com"))
        try target.perform(AddVehicle(VehicleDraft(name: "Clio")))
        let fingerprint = try target.store().contentFingerprint()
        #expect(throws: RestoreError.idInUse(file: contents.file, path: "vehicles[0].id", id: "clio")) {
            try target.perform(RestoreExport(contents, replacing: false))
        }
        #expect(try target.store().contentFingerprint() == fingerprint)
        #expect(try target.account()?.name == "bob@example.com")
    }

    @Test func anExportNeedsSomeoneSignedInAndWritesNothingOtherwise() throws {
        let app = app("nobody")
        defer { app.close() }
        let path = directory.appending("nobody.json").path
        #expect(throws: GarageError.signedOut) { try app.export(to: path) }
        #expect(throws: GarageError.signedOut) { try app.backUp(to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// A failed write leaves neither the file nor its temporary file, and never touches a file there before.
    @Test(arguments: [FaultInjectingFileSystem.Operation.write, .syncFile, .close])
    func aFailedWriteLeavesNoFileBehind(_ operation: FaultInjectingFileSystem.Operation) throws {
        let app = try seededDemo("faults-\(operation.rawValue)", ids: "a")
        defer { app.close() }
        let folder = directory.appending("out-\(operation.rawValue)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fileSystem = FaultInjectingFileSystem()
        fileSystem.inject(ENOSPC, at: operation)
        #expect(throws: FileWriteError.self) {
            try app.export(to: folder.appendingPathComponent("garage.json").path, fileSystem: fileSystem)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])

        // A file already there is never opened for writing: refused, then replaced only when asked.
        let existing = folder.appendingPathComponent("kept.json")
        try Data("mine".utf8).write(to: existing)
        #expect(throws: FileWriteError.exists(existing.path)) { try app.export(to: existing.path) }
        #expect(try Data(contentsOf: existing) == Data("mine".utf8))
        _ = try app.export(to: existing.path, replacing: true)
        #expect(try Data(contentsOf: existing) != Data("mine".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["kept.json"])
    }

    /// A row that does not decode is exported as it is stored, apart, and the rest still restores.
    @Test func aDamagedRowIsExportedAsStoredAndLeftOutOfARestore() throws {
        let source = try seededDemo("damaged", ids: "a")
        defer { source.close() }
        let victim = try #require(try source.expenses(vehicle: "clio", from: nil, through: nil, limit: 1).page.records.last?.expense)
        try source.store().database.execute("UPDATE expense SET amount = '12,50' WHERE id = ?", [victim.id.rawValue])
        let path = directory.appending("damaged.json").path
        let summary = try source.export(to: path)
        #expect(summary.damagedCount == 1)
        #expect(summary.damaged.first?.table == "expense")
        #expect(summary.damaged.first?.id == victim.id.rawValue)

        let document = try #require(
            try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let damaged = try #require((document["damaged"] as? [[String: Any]])?.first)
        #expect(damaged["table"] as? String == "expense")
        let columns = try #require(damaged["columns"] as? [String: Any])
        #expect(columns["amount"] as? String == "12,50")
        #expect(columns["id"] as? String == victim.id.rawValue)
        let expenses = try #require(document["expenses"] as? [[String: Any]])
        #expect(!expenses.contains { $0["id"] as? String == victim.id.rawValue })

        let contents = try ExportContents.read(file: path, today: Pinned.restoreDay)
        #expect(contents.damagedCount == 1)
        let target = app("damaged-target")
        defer { target.close() }
        try target.perform(RestoreExport(contents, replacing: false))
        #expect(try target.store().records.expense(id: victim.id) == nil)
        #expect(try target.expenses(vehicle: nil, from: nil, through: nil, limit: 10_000).page.total == expenses.count)
    }
}
