import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// A removal's tombstone says what this device had seen of the record (its bases): the record's
/// version as the tombstone's stamp, and each merged field's own stamp (or the version, for a field
/// with none), keyed by the server's column, under what an earlier pending change of the record
/// had seen. SQLite writes them for a batch of removals at once (`queueDeletionsSQL`); this suite
/// works them out here from the descriptor instead, in Swift, and compares.
@Suite struct RemovalBasesTests {
    let directory = TemporaryDirectory(prefix: "glovebox-removal-bases")
    static let now = Pinned.instant("2026-11-20T10:00:00Z")
    static let today = try! CalendarDay(parsing: "2026-11-20")

    /// A logbook with Clio and `count` expenses of hers, and the expenses' ids.
    func setUp(count: Int) throws -> (GarageStore, [GarageID]) {
        let store = try GarageStore(path: directory.appending(GarageStore.fileName).path)
        store.now = { Self.now }
        var garage = Garage(account: try Account(name: "ana@example.com"))
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let ids = IdentifierSource.sequential(prefix: "e")
        var expenses: [GarageID] = []
        for index in 0..<count {
            let draft = ExpenseDraft(
                vehicleID: clio.id, date: Self.today.adding(days: -index), amount: try Money(parsing: "\(10 + index).50", currency: .euro),
                category: .other)
            expenses.append(try garage.addExpense(draft, today: Self.today, ids: ids).id)
        }
        try store.write { try $0.seed(garage, now: Self.now) }
        return (store, expenses)
    }

    /// The bases a removal of the record `id` of `kind` should carry, from its row's version and
    /// field stamps (none, when they are not a JSON object of strings) and the bases of its latest
    /// pending change (which win), worked out field by field.
    func expectedBases(
        of id: GarageID, _ kind: RecordKind = .expense, in store: GarageStore, earlier: [String: String]
    ) throws -> [String: String] {
        let (version, stampsText) = try #require(try store.database.firstRow(
            "SELECT hlc, field_stamps FROM \(kind.table) WHERE id = ?", [id.rawValue]) { ($0.optionalText(0), $0.optionalText(1)) })
        var bases: [String: String] = ["deleted": version ?? ""]
        if let version {
            let stamps = stampsText.flatMap { try? JSONDecoder().decode([String: String].self, from: Data($0.utf8)) } ?? [:]
            for field in kind.descriptor.mergeUnits.flatMap(\.fields) {
                guard let column = field.serverColumn else { continue }
                bases[column] = stamps[field.column] ?? version
            }
        }
        return bases.merging(earlier) { _, earlier in earlier }
    }

    @Test func eachRemovalOfABatchCarriesWhatTheDeviceHadSeenOfItsRecord() throws {
        let (store, ids) = try setUp(count: 5)
        defer { store.close() }
        let merged = RecordKind.expense.descriptor.mergeUnits.flatMap(\.fields).filter { $0.serverColumn != nil }
        #expect(merged.count >= 2, "the check needs fields stamped apart from the version")
        // One record never synced (no version), one with every field at its version, one whose first
        // field was stamped apart, one with a pending change whose bases win, one with both.
        try store.write { store in
            try store.database.execute("UPDATE expense SET hlc = NULL, field_stamps = NULL WHERE id = ?", [ids[0].rawValue])
            try store.database.execute(
                "UPDATE expense SET field_stamps = json_object(?, 'stamp-of-the-first-field') WHERE id IN (?, ?)",
                [merged[0].column, ids[2].rawValue, ids[4].rawValue])
            try store.database.execute("DELETE FROM outbox")
            for id in [ids[3], ids[4]] {
                try store.enqueueUpdate(.expense, id: id, stamp: try store.issueStamp().text, bases: #"{"\#(merged[1].serverColumn!)":"seen-before"}"#)
            }
        }
        let earlier = [ids[3]: [merged[1].serverColumn!: "seen-before"], ids[4]: [merged[1].serverColumn!: "seen-before"]]
        var expected: [GarageID: [String: String]] = [:]
        for id in ids { expected[id] = try expectedBases(of: id, in: store, earlier: earlier[id] ?? [:]) }
        try store.write { store in
            try store.enqueueDeletes(.expense, ids: ids.map(\.rawValue))
            try store.database.execute("DELETE FROM expense")
        }
        let removals = try store.sync.pendingChanges(after: 0, limit: .max).filter { $0.operation == .delete }
        #expect(removals.map(\.recordID) == ids.map(\.rawValue), "one removal each, in the order asked")
        #expect(zip(removals, removals.dropFirst()).allSatisfy { $0.stamp < $1.stamp }, "each with a later stamp")
        for removal in removals {
            let id = try #require(GarageID(rawValue: removal.recordID))
            let bases = try JSONDecoder().decode([String: String].self, from: Data(removal.bases.utf8))
            #expect(bases == expected[id], "\(id)")
        }
        #expect(expected[ids[0]] == ["deleted": ""])
        #expect(expected[ids[2]]?[merged[0].serverColumn!] == "stamp-of-the-first-field")
    }

    /// Stamps that are not JSON (a damaged row) do not stop the removal: every field is at the version.
    @Test func aRecordWithDamagedStampsIsStillRemoved() throws {
        let (store, ids) = try setUp(count: 1)
        defer { store.close() }
        try store.write { store in
            try store.database.execute("UPDATE expense SET field_stamps = '{not json' WHERE id = ?", [ids[0].rawValue])
            try store.database.execute("DELETE FROM outbox")
        }
        let expected = try expectedBases(of: ids[0], in: store, earlier: [:])
        try store.write { store in try store.records.deleteExpense(ids[0]) }
        let removal = try #require(try store.sync.pendingChanges(after: 0, limit: .max).first)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(removal.bases.utf8)) == expected)
        #expect(Set(expected.values).count == 1, "every field at the version: \(expected)")
    }

    /// A vehicle's removal says what the device had seen of it too, keyed by the vehicle's columns.
    @Test func aVehiclesRemovalCarriesItsFieldsStamps() throws {
        let (store, _) = try setUp(count: 0)
        defer { store.close() }
        let clio = try #require(GarageID(rawValue: "clio"))
        let merged = RecordKind.vehicle.descriptor.mergeUnits.flatMap(\.fields).filter { $0.serverColumn != nil }
        try store.write { store in
            try store.database.execute(
                "UPDATE vehicle SET field_stamps = json_object(?, 'stamp-of-the-name') WHERE id = ?", [merged[0].column, clio.rawValue])
            try store.database.execute("DELETE FROM outbox")
        }
        let expected = try expectedBases(of: clio, .vehicle, in: store, earlier: [:])
        #expect(expected[merged[0].serverColumn!] == "stamp-of-the-name")
        try store.write { store in try store.enqueueDeletes(.vehicle, ids: [clio.rawValue]) }
        let removal = try #require(try store.sync.pendingChanges(after: 0, limit: .max).first)
        #expect(removal.kind == .vehicle && removal.operation == .delete)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(removal.bases.utf8)) == expected)
    }

    @Test func oneRemovalIsABatchOfOne() throws {
        let (store, ids) = try setUp(count: 2)
        defer { store.close() }
        let expected = try expectedBases(of: ids[1], in: store, earlier: [:])
        try store.write { store in
            try store.database.execute("DELETE FROM outbox")
            try store.records.deleteExpense(ids[1])
        }
        let removals = try store.sync.pendingChanges(after: 0, limit: .max)
        #expect(removals.map(\.recordID) == [ids[1].rawValue] && removals.first?.operation == .delete)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(try #require(removals.first).bases.utf8)) == expected)
    }
}
