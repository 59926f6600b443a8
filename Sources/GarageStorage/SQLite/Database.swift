import CSQLite

/// One SQLite connection: owns the handle, closes it when the value goes away.
///
/// A connection is used from one thread at a time; it is not `Sendable`.
///
/// ```swift
/// let db = try Database(path: "/tmp/logbook.sqlite")
/// try db.write { db in try db.execute("INSERT INTO t VALUES (?)", [42]) }
/// let names = try db.rows("SELECT name FROM t") { row in row.text(0) }
/// ```
public final class Database {
    private var openHandle: OpaquePointer?
    /// The file the connection opened.
    public let path: String
    // Statements compiled once per connection, by SQL text: a record-level write or a probe runs
    // the same few statements many times (an import runs one per row).
    private var cache: [StatementKey: Statement] = [:]
    private let work = DatabaseWork()
    /// How long a statement waits for another connection's lock before it fails with `SQLITE_BUSY`.
    private let busyTimeoutMilliseconds: Int32
    /// The copy of a large write-ahead log into the main file, made beside this connection's work
    /// rather than inside its commit; `nil` for a connection that never writes a log. A `let`: SQLite
    /// holds an unretained pointer to it for as long as the hook is set.
    let checkpoint: BackgroundCheckpoint?

    /// How a connection may use its file.
    public enum Access: Sendable {
        /// Read and write, creating the file when it is missing (SQLite's own default).
        case readWriteCreate
        /// Read and write a file that exists; a missing one is `SQLITE_CANTOPEN`, never created.
        case readWrite
        /// Read only: nothing is written to the file, not even its journal mode. (SQLite may still
        /// create an empty `-wal` and its `-shm` beside a WAL file, and leaves them for the next
        /// read-write connection to remove.)
        case readOnly
        /// A private scratch database that is no file of the user's: open it with the path `""`.
        /// SQLite keeps it in its page cache and spills what outgrows the cache into a temporary
        /// file of its own, deleted when the connection closes; so a scratch table can be far
        /// larger than the memory it uses. No journal, no syncs: nothing in it outlives the process.
        case scratch

        var flags: Int32 {
            switch self {
            case .readWriteCreate, .scratch: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            case .readWrite: SQLITE_OPEN_READWRITE
            case .readOnly: SQLITE_OPEN_READONLY
            }
        }
    }

    /// Opens the database at `path` (creating it if needed, unless `access` says otherwise) with
    /// WAL, foreign keys and a busy timeout.
    public init(path: String, access: Access = .readWriteCreate, busyTimeoutMilliseconds: Int32 = 5_000) throws {
        _ = Self.configured
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, access.flags | SQLITE_OPEN_NOMUTEX, nil)
        guard let opened else {
            throw DatabaseError(extendedCode: code, message: "cannot open \(path)", path: path)
        }
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(opened))
            // "Whether or not an error occurs when it is opened, resources associated with the
            // database connection handle should be released by passing it to sqlite3_close()"
            // (sqlite.org/c3ref/open.html).
            sqlite3_close_v2(opened)
            throw DatabaseError(extendedCode: code, message: message, path: path)
        }
        self.openHandle = opened
        self.path = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        let writesALog = (access == .readWrite || access == .readWriteCreate) && path != ":memory:" && !path.isEmpty
        self.checkpoint = writesALog ? BackgroundCheckpoint(path: path) : nil
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, busyTimeoutMilliseconds)
        try execute("PRAGMA foreign_keys = ON")
        // SQLite's default page cache (2 MB) is smaller than what one publish of a large garage walks
        // (an index path per vehicle and probe), so each publish read most pages again from the
        // file; 16 MiB holds them, and is only taken as pages are read.
        try execute("PRAGMA cache_size = -16384")
        // A read-only connection reads the file as it is: switching its journal mode is a write.
        if access == .readOnly { return }
        if access == .scratch {
            // Nothing to recover after a crash, so nothing to journal or sync.
            _ = try rows("PRAGMA journal_mode = OFF") { $0.text(0) }
            try execute("PRAGMA synchronous = OFF")
            return
        }
        // journal_mode answers with a row, so it cannot go through execute's "no rows" path.
        let mode = try rows("PRAGMA journal_mode = WAL") { $0.text(0) }.first
        if mode != "wal" && path != ":memory:" {
            throw DatabaseError(extendedCode: SQLITE_ERROR, message: "cannot switch to WAL (got \(mode ?? "nothing"))")
        }
        try execute("PRAGMA synchronous = NORMAL")
        if let checkpoint {
            // Replaces SQLite's auto-checkpoint (the same hook), which would copy inside the commit.
            sqlite3_wal_hook(opened, BackgroundCheckpoint.hook, Unmanaged.passUnretained(checkpoint).toOpaque())
        }
    }

    deinit {
        close()
    }

    /// SQLite's process-wide settings, made once before the first connection opens (later,
    /// `sqlite3_config` is refused, and the defaults stay).
    ///
    /// A statement that may fail halfway (every insert that fires the logbook's triggers) keeps a
    /// journal of the pages it changes, so that it can be undone alone. SQLite writes that journal
    /// to a temporary file once it passes 64 KiB, which one trigger-firing insert does: an import of
    /// 100,000 rows made 2.3 million writes to temporary files, against some 30,000 to the logbook
    /// itself. So statement journals stay in memory (-1): they hold the pages one statement
    /// changes, a few MiB for the largest the app runs (an import's batch of 2,048 rows).
    ///
    /// Not a larger threshold: with 256 KiB or 4 MiB, SQLite 3.40 failed a statement of thousands of
    /// rows with "database or disk is full" on a disk with room (`StatementJournalTests`).
    ///
    /// And SQLite does not count the memory it allocates: nothing reads the count, and counting takes
    /// a process-wide mutex on every allocation — some 200 for each row an import inserts (its
    /// triggers build text), 7 % of a 10,000-row import's instructions (`callgrind`; BENCHMARKS.md).
    private static let configured: Int32 = {
        var code = glovebox_sqlite3_config_statement_journal_spill(statementJournalSpillBytes)
        if code == SQLITE_OK { code = glovebox_sqlite3_config_memory_status(0) }
        return code == SQLITE_OK ? sqlite3_initialize() : code
    }()

    /// The statement-journal spill threshold (see `configured`): never, journals stay in memory.
    static let statementJournalSpillBytes: Int32 = -1

    /// Closes the connection now. The last connection to close checkpoints the write-ahead log into
    /// the main file and removes it, so after every command the main file alone holds the logbook:
    /// a copy still running beside this connection (``BackgroundCheckpoint``) is waited for first,
    /// so that its connection is not the last.
    ///
    /// Idempotent; any use after it throws `SQLITE_MISUSE`. Statements still held elsewhere keep the
    /// connection open until they are released (close_v2 defers the close to the last of them).
    public func close() {
        guard let handle = openHandle else { return }
        cache.removeAll()
        openHandle = nil
        if let checkpoint {
            sqlite3_wal_hook(handle, nil, nil)
            checkpoint.waitUntilIdle()
        }
        sqlite3_close_v2(handle)
    }

    /// Whether ``close()`` was called.
    public var isClosed: Bool { openHandle == nil }

    /// The open handle, or `SQLITE_MISUSE` after ``close()``.
    var handle: OpaquePointer {
        get throws {
            guard let openHandle else {
                throw DatabaseError(extendedCode: SQLITE_MISUSE, message: "the logbook connection is closed")
            }
            return openHandle
        }
    }

    /// Compiles one statement.
    public func prepare(_ sql: String) throws -> Statement {
        let handle = try handle
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw error(code: code, sql: sql)
        }
        return Statement(handle: statement, sql: sql, work: work)
    }

    /// The connection's compiled statement for `sql`, compiled on first use; a fresh one when the
    /// cached one is still being stepped (a query run again from inside its own row loop).
    public func cachedStatement(_ sql: String) throws -> Statement {
        let key = StatementKey(sql)
        if let statement = cache[key] {
            if !statement.isBusy { return statement }
            return try prepare(sql)
        }
        let statement = try prepare(sql)
        cache[key] = statement
        return statement
    }

    /// Runs one statement to completion with the given arguments, ignoring any rows.
    public func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws {
        let statement = try cachedStatement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        while try statement.step() {}
    }

    /// Runs a script of several statements without arguments (migrations).
    public func executeScript(_ sql: String) throws {
        let handle = try handle
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            throw DatabaseError(extendedCode: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Runs a query and maps each row.
    public func rows<T>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ map: (Row) throws -> T
    ) throws -> [T] {
        let statement = try cachedStatement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        var result: [T] = []
        while try statement.step() {
            result.append(try map(Row(statement: statement)))
        }
        return result
    }

    /// Runs a query and maps its first row, if any.
    public func firstRow<T>(
        _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], _ map: (Row) throws -> T
    ) throws -> T? {
        let statement = try cachedStatement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return try map(Row(statement: statement))
    }

    /// Whether a transaction is open.
    public var isInTransaction: Bool { openHandle.map { sqlite3_get_autocommit($0) == 0 } ?? false }

    /// How much work SQLite has done for this connection's statements so far: the virtual-machine
    /// steps of every run (`SQLITE_STMTSTATUS_VM_STEP`). A count, not a time, so that a test can
    /// show that a change costs the same on any size of history.
    public var virtualMachineSteps: Int { work.virtualMachineSteps }

    /// A number that changes whenever another connection commits a change to the file
    /// (`PRAGMA data_version`; this connection's own commits leave it as it is).
    public func dataVersion() throws -> Int {
        try firstRow("PRAGMA data_version") { $0.int(0) } ?? 0
    }

    /// The schema version kept in the file header (`PRAGMA user_version`).
    public func userVersion() throws -> Int {
        try firstRow("PRAGMA user_version") { $0.int(0) } ?? 0
    }

    /// Sets the schema version; only called inside the migration transaction.
    func setUserVersion(_ version: Int) throws {
        // PRAGMA takes no bound parameters; the value is an Int, so interpolation is safe.
        try execute("PRAGMA user_version = \(version)")
    }

    /// Runs `body` in one immediate transaction: committed when it returns, rolled back when it throws.
    ///
    /// `BEGIN IMMEDIATE` takes the write lock up front, so a concurrent writer waits on the busy
    /// timeout at the start instead of failing halfway with `SQLITE_BUSY` on a lock upgrade.
    public func write<T>(_ body: (Database) throws -> T) throws -> T {
        try transaction("BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in one immediate transaction if the write lock is free now, without waiting for
    /// it: `nil` when another connection holds it. For work that may as well be left for later (a
    /// memo a read fills), which must never make a reader wait behind a writer.
    public func writeIfFree<T>(_ body: (Database) throws -> T) throws -> T? {
        guard let openHandle else { throw error(code: SQLITE_MISUSE, sql: nil) }
        sqlite3_busy_timeout(openHandle, 0)
        defer { sqlite3_busy_timeout(openHandle, busyTimeoutMilliseconds) }
        do {
            try execute("BEGIN IMMEDIATE")
        } catch let error as DatabaseError where error.code == SQLITE_BUSY {
            return nil
        }
        sqlite3_busy_timeout(openHandle, busyTimeoutMilliseconds)
        return try committing(body)
    }

    /// Runs `body` in one deferred read transaction, so that every query sees the same state.
    public func read<T>(_ body: (Database) throws -> T) throws -> T {
        try transaction("BEGIN DEFERRED", body)
    }

    /// Runs `body` between `begin` and `COMMIT`, rolling back when it throws.
    private func transaction<T>(_ begin: String, _ body: (Database) throws -> T) throws -> T {
        try execute(begin)
        return try committing(body)
    }

    /// Runs `body` in the transaction just begun and commits it, rolling back when it throws.
    private func committing<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            let result = try body(self)
            try execute("COMMIT")
            return result
        } catch {
            // A failed COMMIT may already have rolled back; only roll back what is still open.
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    func error(code: Int32, sql: String?) -> DatabaseError {
        guard let openHandle else { return DatabaseError(extendedCode: code, message: "the logbook connection is closed", sql: sql) }
        return DatabaseError.last(of: openHandle, sql: sql)
    }
}
