import CSQLite

/// The current row of a statement, read by column index.
public struct Row {
    let statement: Statement

    /// Whether the column holds `NULL`.
    public func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(statement.handle, index) == SQLITE_NULL
    }

    /// The column as an integer (0 for `NULL`).
    public func int(_ index: Int32) -> Int {
        Int(sqlite3_column_int64(statement.handle, index))
    }

    /// The column as an integer, or `nil` for `NULL`.
    public func optionalInt(_ index: Int32) -> Int? {
        isNull(index) ? nil : int(index)
    }

    /// The column as text (empty for `NULL`).
    public func text(_ index: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement.handle, index) else { return "" }
        // By byte count, not up to the first NUL (asked after the text, as SQLite requires).
        let count = Int(sqlite3_column_bytes(statement.handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// The column as text, or `nil` for `NULL`.
    public func optionalText(_ index: Int32) -> String? {
        isNull(index) ? nil : text(index)
    }
}
