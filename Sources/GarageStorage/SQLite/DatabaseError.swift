import CSQLite

/// A failure reported by SQLite, with the result code, SQLite's message and the statement at fault.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_UNIQUE`, `SQLITE_BUSY`, …).
    public let extendedCode: Int32
    /// SQLite's own message.
    public let message: String
    /// The SQL that failed, when there was one.
    public let sql: String?
    /// The database file of the connection that failed, when it has one.
    public let path: String?

    /// Creates an error from its parts.
    public init(extendedCode: Int32, message: String, sql: String? = nil, path: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
        self.path = path
    }

    /// The error SQLite last reported on a connection.
    static func last(of connection: OpaquePointer?, sql: String?) -> DatabaseError {
        let file = connection.flatMap { sqlite3_db_filename($0, "main") }.map { String(cString: $0) }
        return DatabaseError(
            extendedCode: sqlite3_extended_errcode(connection), message: String(cString: sqlite3_errmsg(connection)),
            sql: sql, path: file?.isEmpty == false ? file : nil)
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

    /// Whether a query failed only because the index it names (`INDEXED BY`) is missing or cannot
    /// serve it: SQLite's "no such index" and "no query solution", both plain `SQLITE_ERROR`.
    public var isMissingIndex: Bool {
        extendedCode == SQLITE_ERROR && (message.hasPrefix("no such index") || message.hasPrefix("no query solution"))
    }

    /// Whether the file itself is damaged (`SQLITE_CORRUPT`) or is not a database at all
    /// (`SQLITE_NOTADB`): no command can fix that, so the message names the file and what to do.
    public var isFileDamaged: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// Whether the file is not a database at all (`SQLITE_NOTADB`).
    public var isNotADatabase: Bool { code == SQLITE_NOTADB }

    /// The result code, SQLite's message and the statement; for a damaged file, what to do instead.
    public var description: String {
        if isFileDamaged { return damageDescription }
        var text = "sqlite error \(extendedCode): \(message)"
        if let sql { text += " (in: \(Self.excerpt(of: sql)))" }
        return text
    }

    /// The statement as a message shows it: its whitespace folded, and cut after 160 characters, so
    /// that an import's batch of 2,048 rows (one placeholder each) names its statement in a line.
    static func excerpt(of sql: String) -> String {
        let words = sql.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        let limit = 160
        return words.count <= limit ? words : String(words.prefix(limit)) + "…"
    }

    private var damageDescription: String {
        let file = path.map { "the logbook file '\($0)'" } ?? "the logbook file"
        if isNotADatabase {
            return "\(file) is not a SQLite database; it was left as it is: run 'glovebox doctor' to see what is wrong, "
                + "then restore the logbook from a backup or move the file away to start a new one"
        }
        return "\(file) is damaged (\(message)): run 'glovebox doctor' to see what is wrong"
    }
}
