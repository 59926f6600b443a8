import CSQLite

/// `SQLITE_TRANSIENT`: tells SQLite to copy bound text before the call returns.
///
/// The C macro is `((sqlite3_destructor_type)-1)`, which Swift cannot import, so it is rebuilt.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A compiled statement: finalized when the value goes away.
///
/// It holds no reference to its `Database` (the connection caches its statements, so one would be a
/// cycle): SQLite itself keeps a connection closed with `close_v2` alive until its last statement is
/// finalized, and errors are read from the statement's own connection.
public final class Statement {
    let handle: OpaquePointer
    /// The statement's SQL, carried into errors.
    public let sql: String
    private let work: DatabaseWork

    init(handle: OpaquePointer, sql: String, work: DatabaseWork) {
        self.handle = handle
        self.sql = sql
        self.work = work
    }

    deinit {
        collectWork()
        sqlite3_finalize(handle)
    }

    /// Adds the virtual-machine steps of the runs since the last collection to the connection's tally.
    private func collectWork() {
        work.virtualMachineSteps += Int(sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_VM_STEP, 1))
    }

    /// Binds positional arguments (`?`), after clearing earlier bindings.
    public func bind(_ arguments: [any DatabaseValueConvertible]) throws {
        collectWork()
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard expected == arguments.count else {
            throw DatabaseError(
                extendedCode: SQLITE_RANGE,
                message: "expected \(expected) arguments, got \(arguments.count)", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch argument.databaseValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let value): code = sqlite3_bind_int64(handle, index, value)
            case .text(let value): code = bindText(value, at: index)
            }
            guard code == SQLITE_OK else { throw DatabaseError.last(of: sqlite3_db_handle(handle), sql: sql) }
        }
    }

    /// Binds `value` by its UTF-8 byte count, so text holding a NUL is stored whole.
    private func bindText(_ value: String, at index: Int32) -> Int32 {
        var text = value
        return text.withUTF8 { bytes in
            // An empty buffer may have no address, which SQLite would bind as NULL rather than "".
            guard let base = bytes.baseAddress, !bytes.isEmpty else {
                return sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { pointer in
                sqlite3_bind_text64(handle, index, pointer, UInt64(bytes.count), sqliteTransient, UInt8(SQLITE_UTF8))
            }
        }
    }

    /// Advances to the next row: `true` when a row is available, `false` when done.
    public func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case _:
            // The error is on the connection; reset clears the statement for reuse.
            let failure = DatabaseError.last(of: sqlite3_db_handle(handle), sql: sql)
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Ends a run so the statement can be stepped again (bindings stay until the next `bind`).
    public func reset() {
        collectWork()
        sqlite3_reset(handle)
    }

    /// Whether the statement has been stepped and not yet run to its end or reset.
    var isBusy: Bool { sqlite3_stmt_busy(handle) != 0 }
}

extension Statement {
    /// The current row as `a|b|NULL`, for diagnostics.
    func rowDescription() -> String {
        let count = sqlite3_column_count(handle)
        let row = Row(statement: self)
        return (0..<count).map { row.optionalText($0) ?? "NULL" }.joined(separator: "|")
    }
}
