import Foundation

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
    /// The connection.
    public let database: Database

    /// The record changes of the change being applied, while the app core records them for the
    /// journal (`nil` when nothing records).
    private var recorded: [RecordChange]?

    /// The file name of the logbook inside the app-private directory.
    public static let fileName = "glovebox.sqlite"

    /// Opens (creating if needed) the logbook at `path` and brings its schema up to date.
    ///
    /// The parent directory is created with mode 0700 when missing.
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
        // Created empty with mode 0600 first, so the logbook is never readable by others, not even
        // for a moment (SQLite would create it with the umask's mode; its -wal and -shm files take
        // the database file's mode).
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 { closeDescriptor(descriptor) }
        database = try Database(path: path)
        try Schema.migrator.migrate(database)
    }

    /// Runs `body` as one transaction: all of its changes are kept, or none when it throws.
    public func write<T>(_ body: (GarageStore) throws -> T) throws -> T {
        try database.write { _ in try body(self) }
    }

    /// Runs `body` in one read transaction, so that its queries see one consistent state (inside a
    /// transaction already open, in that one).
    public func read<T>(_ body: (GarageStore) throws -> T) throws -> T {
        if database.isInTransaction { return try body(self) }
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

    /// Notes one record change, when recording.
    func record(_ change: RecordChange) {
        recorded?.append(change)
    }

    /// Closes the connection (see `Database.close()`): after it, the main file holds every change.
    public func close() {
        database.close()
    }

    /// The number of rows in each table, for tests and diagnostics (`nothing changed`).
    public func rowCounts() throws -> [String: Int] {
        let tables = try database.rows(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ) { $0.text(0) }
        var counts: [String: Int] = [:]
        for table in tables {
            counts[table] = try database.firstRow("SELECT count(*) FROM \"\(table)\"") { $0.int(0) } ?? 0
        }
        return counts
    }

    /// A digest of every stored row, so that a test can tell that a refused command changed nothing.
    public func contentFingerprint() throws -> String {
        let tables = try rowCounts().keys.sorted()
        var text = ""
        for table in tables {
            text += "[\(table)]\n"
            let statement = try database.prepare("SELECT * FROM \"\(table)\" ORDER BY 1, 2")
            try statement.bind([])
            while try statement.step() {
                text += statement.rowDescription() + "\n"
            }
        }
        return text
    }
}

/// `close(2)`, named apart from `GarageStore.close()`.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
