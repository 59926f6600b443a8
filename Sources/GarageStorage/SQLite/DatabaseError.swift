import CSQLite

/// A failure reported by SQLite, with the result code, SQLite's message and the statement at fault.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_BUSY`, …).
    public let extendedCode: Int32
    /// SQLite's own message.
    public let message: String
    /// The SQL that failed, when there was one.
    public let sql: String?

    /// Creates an error from its parts.
    public init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    /// The error SQLite last reported on a connection.
    static func last(of connection: OpaquePointer?, sql: String?) -> DatabaseError {
        DatabaseError(
            extendedCode: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)),
            sql: sql)
    }

    /// The primary result code (the low byte of the extended code).
    public var code: Int32 { extendedCode & 0xFF }

    /// Whether a constraint (unique, foreign key, check, not null) refused the change.
    public var isConstraintViolation: Bool { code == SQLITE_CONSTRAINT }

    /// Whether a primary key refused the change: a row with that id is already stored.
    public var isPrimaryKeyViolation: Bool {
        // SQLITE_CONSTRAINT_PRIMARYKEY is a computed C macro, which Swift does not import.
        extendedCode == SQLITE_CONSTRAINT | (6 << 8)
    }

    /// The result code, SQLite's message and the statement.
    public var description: String {
        var text = "sqlite error \(extendedCode): \(message)"
        if let sql { text += " (in: \(sql))" }
        return text
    }
}
