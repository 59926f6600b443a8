import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract
@testable import AppCore

/// Every change the app makes queues, in its own transaction, one outbox row per synced record it
/// touched — the same records its journal entry names — and a refused one queues none; undo,
/// imports, restores and unit conversions are changes like the others.
@Suite struct OutboxChangeTests {
    let directory = TemporaryDirectory(prefix: "glovebox-outbox-changes")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let today = try! CalendarDay(parsing: "2026-11-29")

    func app(_ name: String, ids: String = "id") -> AppSession {
        let home = directory.appending(name).path
        return AppSession.pinned(home: home, now: Self.now, ids: .sequential(prefix: ids))
    }

    /// What a row says happened, comparable with a journal entry's record change.
    struct Queued: Hashable, CustomStringConvertible {
        var kind: String
        var id: String
        var deleted: Bool
        var description: String { "\(deleted ? "delete" : "upsert") \(kind) \(id)" }
    }

    static func queued(_ change: OutboxChange) -> Queued {
        Queued(kind: change.kind.rawValue, id: change.recordID, deleted: change.operation == .delete)
    }

    /// The synced records a journal entry names, in its order, as the outbox should hold them, in
    /// runs: one record each, or (`isSet`) an undo's removal of an import's records, the removal of
    /// every record that import's entry named when it was read before the undo (`before`), whose
    /// tombstones go a batch at a time rather than in the order of their ids.
    static func expected(_ entry: JournalEntry, before: [JournalEntry]) -> [(rows: [Queued], isSet: Bool)] {
        func queued(_ change: RecordChange) -> Queued? {
            guard RecordKind(rawValue: change.key.kind.rawValue) != nil else { return nil }
            if case .deleted = change { return Queued(kind: change.key.kind.rawValue, id: change.key.id, deleted: true) }
            return Queued(kind: change.key.kind.rawValue, id: change.key.id, deleted: false)
        }
        guard entry.items.contains(where: { if case .removedImportedRecords = $0 { true } else { false } }) else {
            return entry.changes.compactMap(queued).map { ([$0], false) }
        }
        return entry.items.compactMap { item -> (rows: [Queued], isSet: Bool)? in
            switch item {
            case .change(let change): return queued(change).map { ([$0], false) }
            case .importedRecords: return nil
            case .removedImportedRecords(_, _, let sequence):
                // The rows' records are readings and expenses; the import's other changes are its own items.
                let imported = (before.first { $0.sequence == sequence }?.changes ?? []).filter {
                    [.record(.expense), .record(.odometerEntry)].contains($0.key.kind)
                }
                return (imported.map { Queued(kind: $0.key.kind.rawValue, id: $0.key.id, deleted: true) }, true)
            }
        }
    }

    /// `rows` cut into the runs of `expected`, each run of a set sorted as the expected one is.
    static func comparable(_ rows: [Queued], as expected: [(rows: [Queued], isSet: Bool)]) -> [[Queued]] {
        var rest = rows[...]
        var runs: [[Queued]] = expected.map { run in
            let taken = Array(rest.prefix(run.rows.count))
            rest = rest.dropFirst(run.rows.count)
            return run.isSet ? taken.sorted { $0.description < $1.description } : taken
        }
        if !rest.isEmpty { runs.append(Array(rest)) }
        return runs
    }

    /// Performs `change` and returns the rows it queued.
    @discardableResult
    func queuedRows<Change: LogbookChange>(
        by change: Change, in app: AppSession, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [OutboxChange] {
        let after = try app.store().sync.pendingChanges(after: 0, limit: .max).last?.sequence ?? 0
        let before = try app.store().journal.entries(limit: 100)
        try app.perform(change)
        let rows = try app.store().sync.pendingChanges(after: after, limit: .max)
        let entry = try #require(try app.store().journal.entries(limit: 1).first, sourceLocation: sourceLocation)
        let expected = Self.expected(entry, before: before)
        let sortedRuns = expected.map { $0.isSet ? $0.rows.sorted { $0.description < $1.description } : $0.rows }
        #expect(Self.comparable(rows.map(Self.queued), as: expected) == sortedRuns, "\(change.label)", sourceLocation: sourceLocation)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0.stamp < $1.stamp }, sourceLocation: sourceLocation)
        for row in rows where row.operation != .delete {
            let kind = try #require(RecordKind(rawValue: row.kind.rawValue))
            let stored = try app.store().sync.stamp(of: kind, id: try #require(GarageID(rawValue: row.recordID)))
            // A record changed twice in one change keeps its last stamp.
            if rows.last(where: { $0.recordID == row.recordID && $0.kind == row.kind }) == row {
                #expect(stored == row.stamp, "\(row.kind) \(row.recordID)", sourceLocation: sourceLocation)
            }
        }
        return rows
    }

    @Test func everyKindOfChangeQueuesTheRecordsItsJournalEntryNames() throws {
        let app = app("kinds")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        #expect(try app.store().sync.pendingChangeCount() == 0, "signing in changes no record")
        let vehicle = try queuedRows(by: AddVehicle(VehicleDraft(name: "Clio")), in: app)
        #expect(vehicle.map(Self.queued) == [Queued(kind: "vehicle", id: "clio", deleted: false)])
        try queuedRows(by: LogOdometer(vehicle: "clio", value: 84_000, date: Self.today.adding(days: -30)), in: app)
        let fuel = try queuedRows(by: AddExpense(
            vehicle: "clio", amount: try Money(parsing: "45.90", currency: .euro), date: Self.today.adding(days: -3),
            category: .fuel, odometer: OdometerMark(value: 84_700)), in: app)
        let oil = try queuedRows(by: AddMaintenanceItem(vehicle: "clio", name: "Oil change", intervalMonths: 12), in: app)
        try queuedRows(by: Postpone(vehicle: "clio", item: oil[0].recordID, .days(10)), in: app)
        let service = try queuedRows(by: LogService(
            vehicle: "clio", item: oil[0].recordID, date: Self.today.adding(days: -1), cost: try Money(parsing: "89", currency: .euro)),
            in: app)
        #expect(Set(service.map(\.kind)).isSuperset(of: [.service, .expense]))
        let deadline = try queuedRows(by: AddDeadline(
            vehicle: "clio", kind: .insurance, dueDate: Self.today.adding(days: 20), recurrence: .everyMonths(12)), in: app)
        try queuedRows(by: RenewDeadline(vehicle: "clio", deadline: deadline[0].recordID), in: app)
        try queuedRows(by: EditExpense(id: fuel[0].recordID, note: "full tank"), in: app)
        let removed = try queuedRows(by: RemoveRecord(.expense, id: fuel[0].recordID), in: app)
        #expect(removed.map(Self.queued) == [Queued(kind: "expense", id: fuel[0].recordID, deleted: true)])
        // A unit conversion rewrites every distance: each record it rewrote is queued.
        let converted = try queuedRows(by: EditVehicle(vehicle: "clio", unit: .miles), in: app)
        #expect(Set(converted.map(\.kind)) == [.vehicle, .odometerEntry, .maintenanceItem])
        // An undo is a change too: it queues the rows it writes back.
        let undone = try queuedRows(by: Undo(count: 2), in: app)
        #expect(undone.map(Self.queued).contains(Queued(kind: "expense", id: fuel[0].recordID, deleted: false)))
        let removal = try queuedRows(by: RemoveVehicle(vehicle: "clio"), in: app)
        #expect(removal.allSatisfy { $0.operation == .delete } && removal.last?.kind == .vehicle)
    }

    @Test func aRefusedChangeQueuesNothing() throws {
        let app = app("refused")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        try app.perform(LogOdometer(vehicle: "clio", value: 84_000, date: Self.today.adding(days: -3)))
        let count = try app.store().sync.pendingChangeCount()
        let latest = try app.store().sync.latestStamp()
        // Lower than the reading before it, a name already used, and an undo too many.
        #expect(throws: GarageError.self) { try app.perform(LogOdometer(vehicle: "clio", value: 80_000)) }
        #expect(throws: GarageError.self) { try app.perform(AddVehicle(VehicleDraft(name: "clio"))) }
        #expect(throws: UndoError.self) { try app.perform(Undo(count: 5)) }
        #expect(try app.store().sync.pendingChangeCount() == count)
        #expect(try app.store().sync.latestStamp() == latest)
    }

    @Test func anUndoneRemovalQueuesTheRecordAgainAsItWasWithALaterStamp() throws {
        let app = app("undo")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        let added = try queuedRows(by: AddExpense(
            vehicle: "clio", amount: try Money(parsing: "12.34", currency: .euro), date: Self.today, category: .parking), in: app)
        let removed = try queuedRows(by: RemoveRecord(.expense, id: added[0].recordID), in: app)
        let restored = try queuedRows(by: Undo(), in: app)
        #expect(restored.map(Self.queued) == [Queued(kind: "expense", id: added[0].recordID, deleted: false)])
        #expect(restored[0].stamp > removed[0].stamp && removed[0].stamp > added[0].stamp)
        // The row written back is the row removed, sent at the place of the first upsert (so that it
        // goes before anything made under it since) with the restoring stamp; the later upsert is
        // superseded by it.
        let pending = try app.store().sync.pendingChanges(after: 0, limit: .max)
        let first = pending.first { $0.sequence == added[0].sequence }
        guard case .upsert(let row)? = first?.operation else { throw OutboxChangeFailure.notAnUpsert }
        #expect(first?.stamp == restored[0].stamp)
        #expect(pending.last?.operation == .superseded)
        #expect(row.contains("\"12.34\"") && row.contains("\"parking\""))
    }

    @Test func anImportQueuesEveryRecordItStoresAndItsUndoTheirTombstones() throws {
        let app = app("import")
        defer { app.close() }
        try app.perform(SignIn(accountName: "ana@example.com"))
        let gas = "Date,Odometer,FuelConsumed,Cost\n" + (1...3).map { "11/\(20 + $0)/2026,\(2_000_000 + $0 * 10),30,$45.00\n" }.joined()
        let export = try LubeLoggerParser().parse(files: ["gasrecords.csv": gas])
        let rows = try queuedRows(
            by: ImportLubeLogger(export: export, vehicleName: "Jeep", unit: .kilometres, withReminders: false), in: app)
        #expect(rows.map(\.kind) == [.vehicle, .expense, .expense, .expense])
        let undone = try queuedRows(by: Undo(), in: app)
        #expect(undone.count == 4 && undone.allSatisfy { $0.operation == .delete })
        let entry = try #require(try app.store().journal.entries(limit: 1).first)
        #expect(entry.items.contains(.removedImportedRecords(vehicle: try #require(GarageID(rawValue: "jeep")), count: 3, importSequence: entry.sequence - 1)))
    }

    @Test func aRestoreQueuesEveryRecordItLoads() throws {
        let source = app("source", ids: "a")
        try source.perform(SeedDemo())
        let path = directory.appending("demo.json").path
        _ = try source.export(to: path)
        source.close()

        let target = app("target")
        defer { target.close() }
        try target.perform(RestoreExport(try ExportContents.read(file: path, today: Pinned.restoreDay), replacing: false))
        let counts = try target.store().rowCounts()
        let records = RecordKind.allCases.map { counts[$0.table] ?? 0 }.reduce(0, +)
        let rows = try target.store().sync.pendingChanges(after: 0, limit: .max)
        #expect(records > 10 && rows.count == records)
        #expect(Set(rows.map { "\($0.kind.rawValue) \($0.recordID)" }).count == records)
        #expect(rows.allSatisfy { $0.operation != .delete })
    }
}

enum OutboxChangeFailure: Error {
    case notAnUpsert
}
