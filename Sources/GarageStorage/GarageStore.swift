import CSQLite
import Foundation
import GarageRules

/// The logbook's SQLite store: one file, migrated on open, every command's writes in one transaction.
///
/// ```swift
/// let store = try GarageStore(path: appPrivate + "/glovebox.sqlite")
/// try store.write { store in
///     let vehicle = try #require(try store.vehicle(id: clio))
///     let entry = try OdometerEntry.new(                         // the rules check the facts they name
///         ids: ids, vehicle: vehicle, value: 84_210, date: today, isCorrection: false, note: nil,
///         today: today, neighbours: try store.neighbours(vehicleID: clio, around: today))
///     try store.insert(entry)                                    // one row
/// }
/// let dashboard = try store.dashboard(today: today)              // what the widgets need, no more
/// store.close()                                                  // the main file holds the change
/// ```
///
/// The facets' methods (`insert`, `insertRates`, `save(_: Preferences)`, …) run plain statements;
/// call them inside `write { }` so that a command's changes commit together or not at all.
public final class GarageStore {
    /// The connection, which only the store's repositories use: no code outside the store reaches
    /// the logbook but through them.
    let database: Database
    /// The damaged rows a read that skips them has met so far; `nil` outside such a read, where a
    /// damaged row fails the query (see `readSkippingDamagedRows(_:)`).
    var skippedRows: [DamagedRow]?
    /// Whether a `write { }` is running: then no row is skipped, whatever the reads around it ask.
    var isWriting = false
    /// Rates published outside the logbook (the app's bundled ECB file), which conversions fall
    /// back on beneath the stored ones; `nil` (the default) converts with stored rates only.
    public var publishedRates: (any PublishedRates)?

    /// Where the stamps of local changes read the wall clock (the app passes its own clock in, tests
    /// a pinned one).
    public var now: @Sendable () -> Date = { Date() }
    /// The hybrid logical clock of the running write, loaded at its first stamp and saved before it
    /// commits (`nil` when it has issued none).
    var transactionClock: HybridLogicalClock?
    /// The records the running write changed whose outbox rows are not written yet, in order (see
    /// `enqueueUpsert`).
    var queuedUpserts: [(kind: RecordKind, id: GarageID)] = []

    /// Whether a `deferringSpendMonths { }` is running: the one that set the flag settles it.
    var isDeferringSpendMonths = false

    /// Converted sums a read worked out, stored when it ends (see `convertedMonths`).
    var pendingConvertedMonths: ConvertedMonthMemo?

    /// The record changes of the change being applied, while the app core records them for the
    /// journal (`nil` when nothing records).
    var recorded: [RecordChange]?

    /// The file name of the logbook inside the app-private directory.
    public static let fileName = "glovebox.sqlite"

    /// Opens the logbook at `path` and brings its schema up to date; creates a new one (see
    /// `LogbookCreation`) when there is none.
    ///
    /// The parent directory is created with mode 0700 when missing. What is left of a logbook is
    /// never made a new one: an empty (0-byte) file is refused with `emptyLogbook`, a missing file
    /// whose `-wal` or `-shm` remains with `missingLogbook`, and a file that is not a database with
    /// a `DatabaseError` that says so (`isFileDamaged`); none of them is written to.
    public init(path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty && !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(
                    atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotCreateDirectory(directory)
            }
        }
        database = try Self.openOrCreate(LogbookFiles(path: path))
        try LogbookSchema.migrator.migrate(database)
        try settleStaleSpendDeferral()
    }

    /// Opens the logbook at `path` read-only and as it is — no creation, no migration — for checks
    /// (`quickCheck()`, `checkRows()`); `nil` when there is no logbook yet. Refuses what is left of
    /// a logbook as ``init(path:)`` does.
    public init?(inspecting path: String) throws {
        let files = LogbookFiles(path: path)
        guard try files.presence() == .present else { return nil }
        database = try Database(path: path, access: .readOnly)
    }

    /// The connection to the logbook, made first when there is none.
    static func openOrCreate(_ files: LogbookFiles) throws -> Database {
        // A few rounds: the file may be created by another process while this one looks, or removed
        // (by hand) between the look and the open.
        for _ in 0..<3 {
            switch try files.presence() {
            case .present:
                files.removeStaleCreatingLink()
                do {
                    // Never SQLITE_OPEN_CREATE: SQLite would make a missing file a new, empty database.
                    return try Database(path: files.path, access: .readWrite)
                } catch let error as DatabaseError where error.code == SQLITE_CANTOPEN {
                    guard FileSize.of(files.path) == .absent else { throw error }
                }
            case .missing:
                try LogbookCreation(files: files).run()
            }
        }
        throw StoreError.cannotCreateLogbook(path: files.path, reason: "it appeared and disappeared while being opened")
    }

    /// Runs `body` as one transaction: all of its changes are kept, or none when it throws.
    ///
    /// The transaction also advances the logbook's generation (`generation()`), so every commit is
    /// one generation and a rolled-back one none — but for the sync's own bookkeeping (the outbox's
    /// acknowledgements, the feed's cursor, the server's link), which nothing a widget shows depends
    /// on (`advancingGeneration: false`), so that a push does not make every command republish.
    ///
    /// A write never skips a damaged row: a change whose rules need one fails with `corruptRow`,
    /// naming it, even inside `readSkippingDamagedRows(_:)`.
    public func write<T>(advancingGeneration: Bool = true, _ body: (GarageStore) throws -> T) throws -> T {
        let outer = isWriting
        isWriting = true
        // Sums a read left to remember could be made stale by this write, which no trigger would
        // catch (they are not stored yet): drop them; the next read works them out again.
        pendingConvertedMonths = nil
        defer { isWriting = outer }
        return try database.write { _ in
            // A rolled-back write's clock is dropped with it: none of its stamps was kept anywhere.
            transactionClock = nil
            queuedUpserts.removeAll()
            defer {
                transactionClock = nil
                queuedUpserts.removeAll()
            }
            let result = try body(self)
            try flushQueuedUpserts()
            try saveTransactionClock()
            if advancingGeneration { try advanceGeneration() }
            return result
        }
    }

    /// Refuses a write outside `write { }`: every change goes through one transaction (the app core's
    /// change path), the sync's bookkeeping too.
    func requireWrite(_ what: String) throws {
        guard isWriting else { throw StoreError.outsideWrite(what) }
    }

    /// Runs `body` in one read transaction, so that its queries see one consistent state (inside a
    /// transaction already open, in that one). Converted spending sums the read worked out are
    /// remembered when it ends (see `DashboardQueries.convertedMonths`).
    public func read<T>(_ body: (GarageStore) throws -> T) throws -> T {
        if database.isInTransaction { return try body(self) }
        defer { rememberPendingConvertedMonths() }
        return try database.read { _ in try body(self) }
    }

    /// Starts recording what the record-level writes do, for the journal.
    public func startRecording() {
        recorded = []
    }

    /// Stops recording and returns what was recorded, in order.
    public func finishRecording() -> [RecordChange] {
        defer { recorded = nil }
        return recorded ?? []
    }

    /// Returns what was recorded so far and clears it, recording on: a change that journals itself
    /// (an undo) takes its own entry's changes.
    public func takeRecordedChanges() -> [RecordChange] {
        defer { if recorded != nil { recorded = [] } }
        return recorded ?? []
    }

    /// Whether record-level writes are being recorded for the journal.
    public var isRecording: Bool { recorded != nil }

    /// Notes one record change, when recording.
    func record(_ change: RecordChange) {
        recorded?.append(change)
    }

    /// Runs `body` with recording paused, so that what it writes is not noted for the journal: for
    /// a change that journals a parent whose undo takes these records with it. A restore journals
    /// each vehicle it inserts, not the vehicle's history: undoing the vehicle's insert removes the
    /// vehicle and, by the schema's cascades, every record of it, so the journal entry (and the
    /// memory that builds it) is the size of the vehicles, never of their history.
    public func withoutRecording<T>(_ body: () throws -> T) rethrows -> T {
        let saved = recorded
        recorded = nil
        defer { recorded = saved }
        return try body()
    }

    /// The schema version the logbook file is at (`PRAGMA user_version`), for `doctor`.
    public func schemaVersion() throws -> Int {
        try database.userVersion()
    }

    /// SQLite's count of commits by other connections (`PRAGMA data_version`): unchanged, what this
    /// connection read is still the logbook's state, so a cache of it may be kept.
    public func dataVersion() throws -> Int {
        try database.dataVersion()
    }

    /// Closes the connection (see `Database.close()`): after it, the main file holds every change.
    public func close() {
        database.close()
    }

    /// The number of rows in each table, for tests and diagnostics (`nothing changed`). The memo of
    /// converted spending (`spend_month_converted`) is left out: reads fill it, and it says nothing
    /// the logbook does not.
    public func rowCounts() throws -> [String: Int] {
        let tables = try database.rows(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'spend_month_converted' ORDER BY name"
        ) { $0.text(0) }
        var counts: [String: Int] = [:]
        for table in tables {
            counts[table] = try database.firstRow("SELECT count(*) FROM \"\(table)\"") { $0.int(0) } ?? 0
        }
        return counts
    }

    /// A digest of every stored row, so that a test can tell that a refused command changed nothing.
    ///
    /// The logbook's generation is left out: it counts commits, and says nothing of what they
    /// stored (an undo puts the rows back, and still advances it). So is the sync's bookkeeping —
    /// the device row, the outbox and each record's `hlc` stamp —: an undo writes the rows back
    /// with new stamps and queues them, and still restores what they say. So is the spend totals'
    /// deferral, which no commit holds.
    ///
    /// - Parameter excluded: tables left out (the journal, to compare what an undo restored with
    ///   what was there before).
    public func contentFingerprint(excluding excluded: Set<String> = []) throws -> String {
        // The spend deferral's flag and noted months are empty at every commit (logbook step 21).
        let bookkeeping: Set<String> = ["logbook_generation", "sync_device", "outbox", "spend_month_deferral", "spend_month_pending"]
        let tables = try rowCounts().keys.sorted().filter { !excluded.contains($0) && !bookkeeping.contains($0) }
        var text = ""
        for table in tables {
            text += "[\(table)]\n"
            let columns = try database.rows("SELECT name FROM pragma_table_info(?) WHERE name NOT IN ('hlc', 'field_stamps') ORDER BY cid", [table]) {
                "\"" + $0.text(0) + "\""
            }
            // Every column, so that rows tying on the first few come out in one order whatever plan
            // SQLite picks (a table in write order with a unique index may be read either way).
            let order = columns.indices.map { String($0 + 1) }.joined(separator: ", ")
            let statement = try database.prepare("SELECT \(columns.joined(separator: ", ")) FROM \"\(table)\" ORDER BY \(order)")
            try statement.bind([])
            while try statement.step() {
                text += statement.rowDescription() + "\n"
            }
        }
        return text
    }
}
