import AppCore
import Foundation
import GarageRules
@testable import GarageStorage
import GloveboxTestSupport
import LinuxPlatform
import Testing
import WidgetContract

/// Undoing an import removes its records a batch at a time (`ImportedRowRepository.removeRecords`)
/// and journals them as one item. It must leave the logbook exactly as removing each record the
/// import's entry names, one by one, through the records' own removal does: the same rows in every
/// table (spend totals, readings and remembered rows included) and one tombstone for each record.
/// Randomized over the size of the import (across the batch size) and what was there before and
/// after it, from seeds; a failure is shrunk to the fewest runs of rows that still fail.
@Suite struct UndoImportTests {
    let directory = TemporaryDirectory(prefix: "glovebox-undo-import")
    static let now = Pinned.instant("2026-11-29T12:00:00Z")
    static let today = try! CalendarDay(parsing: "2026-11-29")

    /// One import drawn from a seed: runs of fill-ups and readings, in order of date and distance,
    /// into Clio or into a vehicle it creates, and how many expenses the person logged by hand into
    /// Clio before and after it.
    struct Draw: CustomStringConvertible {
        var seed: UInt64
        var createsVehicle = false
        /// Each run: how many rows, and whether they are fill-ups (or readings).
        var runs: [(count: Int, isFill: Bool)]
        var before: Int
        var after: Int

        var description: String {
            "seed \(seed)\(createsVehicle ? ", a new vehicle" : ""): \(before) before, \(after) after, "
                + "runs \(runs.map { "\($0.count)\($0.isFill ? "f" : "r")" })"
        }

        /// The export: a fill-up or a reading a day (a fill-up run ahead of the distance a reading
        /// run takes up, so that no reading goes back), ending today.
        func export() throws -> LubeLoggerExport {
            var gas = "Date,Odometer,FuelConsumed,Cost\n"
            var odometer = "Date,Odometer\n"
            let total = runs.reduce(0) { $0 + $1.count }
            var index = 0
            for run in runs {
                for _ in 0..<run.count {
                    let day = UndoImportTests.today.adding(days: index - total)
                    let date = "\(day.month)/\(day.day)/\(day.year)"
                    let distance = 100_000 + index * 25
                    if run.isFill {
                        gas += "\(date),\(distance),\(20 + index % 30),$\(30 + index % 70).\(String(format: "%02d", index * 7 % 100))\n"
                    } else {
                        odometer += "\(date),\(distance)\n"
                    }
                    index += 1
                }
            }
            return try LubeLoggerParser().parse(files: ["gasrecords.csv": gas, "odometerrecords.csv": odometer])
        }
    }

    static func draw(seed: UInt64) -> Draw {
        var random = SplitMix(seed: seed)
        // Around the batch size (2,048 rows a batch), on either side of it, and small.
        let size = [1, 2_047, 2_048, 2_049, 4_097, Int.random(in: 1...3_000, using: &random)][Int(seed % 6)]
        var runs: [(Int, Bool)] = []
        var left = size
        while left > 0 {
            let count = min(left, Int.random(in: 1...max(1, size / 4), using: &random))
            runs.append((count, Int.random(in: 0..<4, using: &random) > 0))
            left -= count
        }
        return Draw(
            seed: seed, createsVehicle: Bool.random(using: &random), runs: runs, before: Int.random(in: 0...3, using: &random),
            after: Int.random(in: 0...3, using: &random))
    }

    /// A logbook with Clio, `draw.before` expenses, the import, then `draw.after` expenses.
    func logbook(_ name: String, _ draw: Draw) throws -> AppSession {
        let app = AppSession.pinned(home: directory.appending(name).path, now: Self.now, ids: .sequential(prefix: "new"))
        try app.perform(SignIn(accountName: "ana@example.com"))
        try app.perform(AddVehicle(VehicleDraft(name: "Clio")))
        func expense(_ index: Int) throws {
            try app.perform(AddExpense(
                vehicle: "clio", amount: try Money(parsing: "\(12 + index).40", currency: .euro),
                date: Self.today.adding(days: -index * 3), category: .parking))
        }
        for index in 0..<draw.before { try expense(index) }
        try app.perform(ImportLubeLogger(
            export: try draw.export(), vehicleName: draw.createsVehicle ? "Imported" : "clio", unit: .kilometres, withReminders: false))
        for index in 0..<draw.after { try expense(10 + index) }
        return app
    }

    /// What the two ways leave, if they differ: every table but the journal (which differs: one
    /// has an undo's entry), and the outbox's removals as a set (the batches do not go in id order).
    func difference(_ draw: Draw, name: String) throws -> String? {
        let undone = try logbook(name + "-undo", draw)
        defer { undone.close() }
        let oneByOne = try logbook(name + "-one-by-one", draw)
        defer { oneByOne.close() }
        let outboxBefore = try undone.store().sync.pendingChanges(after: 0, limit: .max).last?.sequence ?? 0
        let entryOutboxBefore = try oneByOne.store().sync.pendingChanges(after: 0, limit: .max).last?.sequence ?? 0
        // The records the import added, then the hand-logged ones after it: the undo reverts both.
        try undone.perform(Undo(count: draw.after + 1))
        // Read with the import's records named one by one, as `history` reads them.
        let undos = try oneByOne.store().journal.entries(limit: draw.after + 1, revertibleOnly: true)
        try oneByOne.store().write { store in
            for undoneEntry in undos {
                for key in undoneEntry.changes.map(\.key).reversed() {
                    guard case .record(let kind) = key.kind, let id = GarageID(rawValue: key.id) else { continue }
                    try store.records.deleteRecord(kind, id: id)
                }
            }
        }
        func removals(_ app: AppSession, after: Int) throws -> [String] {
            try app.store().sync.pendingChanges(after: after, limit: .max).map { "\($0.operation) \($0.kind) \($0.recordID)" }.sorted()
        }
        let left = try undone.store().contentFingerprint(excluding: ["journal"])
        let right = try oneByOne.store().contentFingerprint(excluding: ["journal"])
        let leftQueue = try removals(undone, after: outboxBefore), rightQueue = try removals(oneByOne, after: entryOutboxBefore)
        if left != right { return "the logbooks differ" }
        if leftQueue != rightQueue { return "the outboxes differ: \(leftQueue.count) and \(rightQueue.count) rows" }
        if try !undone.store().spendMonthDifferences().isEmpty { return "the spend totals differ from their recomputation" }
        return nil
    }

    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func anUndoneImportLeavesWhatRemovingEachOfItsRecordsLeaves(seed: UInt64) throws {
        let draw = Self.draw(seed: seed)
        guard let found = try difference(draw, name: "s\(seed)") else { return }
        var attempt = 0
        let smallest = try ListShrinker.smallest(draw.runs.indices.map { $0 }) { kept in
            attempt += 1
            var smaller = draw
            smaller.runs = kept.map { draw.runs[$0] }
            guard !kept.isEmpty else { return false }
            return try difference(smaller, name: "s\(seed)-shrink\(attempt)") != nil
        }
        var shrunk = draw
        shrunk.runs = smallest.map { draw.runs[$0] }
        Issue.record("\(found); shrunk to \(shrunk)")
    }

    /// The undo's entry names the import and how many records it removed, not the records: a few
    /// hundred bytes, whatever the import's size; `history` says so.
    @Test func theUndosEntryNamesTheImportNotItsRecords() throws {
        let draw = Draw(seed: 0, runs: [(2_100, true), (30, false)], before: 1, after: 0)
        let app = try logbook("entry", draw)
        defer { app.close() }
        let imported = try #require(try app.store().journal.entries(limit: 1).first)
        try app.perform(Undo())
        let undo = try #require(try app.store().journal.entries(limit: 1).first)
        let clio = try #require(GarageID(rawValue: "clio"))
        #expect(undo.items == [.removedImportedRecords(vehicle: clio, count: 2_130, importSequence: imported.sequence)])
        #expect(undo.recordCount == 2_130 && undo.changes.isEmpty)
        let stored = try #require(try app.store().database.firstRow("SELECT length(changes) FROM journal WHERE seq = ?", [undo.sequence]) { $0.int(0) })
        #expect(stored < 200, "\(stored) bytes")
        #expect(try app.store().journal.summaries(limit: 1).first?.recordCount == 2_130)
        #expect(try app.store().records.expenses(vehicleID: clio, from: nil, through: nil).count == 1)
        // The same file again brings every record back: its rows are remembered as undone.
        let again = try app.perform(ImportLubeLogger(export: try draw.export(), vehicleName: "clio", unit: .kilometres, withReminders: false))
        #expect(again.counts.total == 2_130 && again.plan.undone == 2_130)
    }

    /// An import one of whose records another device removed since cannot be undone whole: the undo
    /// refuses and changes nothing.
    @Test func anImportMissingARecordIsNotUndone() throws {
        let draw = Draw(seed: 0, runs: [(40, true)], before: 0, after: 0)
        let app = try logbook("gone", draw)
        defer { app.close() }
        let entry = try #require(try app.store().journal.entries(limit: 1).first)
        let first = try #require(entry.changes.first?.key)
        try app.store().write { store in
            try store.database.execute("DELETE FROM expense WHERE id = ?", [first.id])
        }
        let before = try app.store().contentFingerprint()
        #expect(throws: UndoError.cannotRestore(record: "'import lubelogger'", reason: .addedRecordGone)) { try app.perform(Undo()) }
        #expect(try app.store().contentFingerprint() == before)
    }

    /// Records of the import removed after it, by the person, come back with the undo of their
    /// removal and go with the import's: undoing both at once reverts both whole.
    @Test func anImportAndARemovalOfSomeOfItsRecordsAreUndoneTogether() throws {
        let draw = Draw(seed: 0, runs: [(30, true), (10, false)], before: 1, after: 0)
        let app = try logbook("removed-after", draw)
        defer { app.close() }
        let imported = try #require(try app.store().journal.entries(limit: 1).first)
        let keys = imported.changes.map(\.key)
        let expense = try #require(keys.first { $0.kind == .record(.expense) })
        let reading = try #require(keys.first { $0.kind == .record(.odometerEntry) })
        try app.perform(RemoveRecord(.expense, id: expense.id))
        try app.perform(RemoveRecord(.odometerEntry, id: reading.id))
        let outboxBefore = try app.store().sync.pendingChanges(after: 0, limit: .max).last?.sequence ?? 0
        let outcome = try app.perform(Undo(count: 3))
        #expect(outcome.entries.count == 3 && outcome.entries.last?.label == "import lubelogger")
        let clio = try #require(GarageID(rawValue: "clio"))
        #expect(try app.store().records.expenses(vehicleID: clio, from: nil, through: nil).count == 1, "the hand-logged one stays")
        #expect(try app.store().records.odometerEntries(vehicleID: clio).isEmpty)
        // The two came back, then went with the others: each record's last queued change removes it.
        let queued = try app.store().sync.pendingChanges(after: outboxBefore, limit: .max)
        let last = Dictionary(queued.map { ($0.recordID, $0.operation) }) { _, later in later }
        #expect(Set(last.keys) == Set(keys.map(\.id)) && last.values.allSatisfy { $0 == .delete })
        #expect(try app.store().spendMonthDifferences().isEmpty)
    }
}
