/// A stored row that does not decode (the file was edited by hand or damaged), kept as it is
/// stored: which table, its id, why it does not decode, and every column the export read of it.
///
/// The exporter lists such rows apart instead of failing, so that a damaged note never stops a
/// user from taking the rest of their logbook with them.
public struct DamagedStoredRow: Hashable, Sendable {
    /// One column of the row exactly as SQLite holds it.
    public enum Value: Hashable, Sendable {
        /// SQL `NULL`.
        case null
        /// An integer.
        case integer(Int64)
        /// A floating-point number (the logbook never stores one; a hand edit can).
        case real(Double)
        /// Text.
        case text(String)
        /// Bytes (the logbook never stores any; a hand edit can).
        case blob([UInt8])
    }

    /// A column's name and value.
    public struct Column: Hashable, Sendable {
        /// The column's name, such as `amount` (a joined table's column is prefixed with its table).
        public var name: String
        /// The stored value.
        public var value: Value

        /// Creates a column.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The table, such as `expense`.
    public var table: String
    /// The row's id (for a rate, its currency and day; for a preference, its key).
    public var id: String
    /// Why it does not decode, as the store says it.
    public var reason: String
    /// The columns, in the order the export read them.
    public var columns: [Column]

    /// Creates a damaged row.
    public init(table: String, id: String, reason: String, columns: [Column]) {
        self.table = table
        self.id = id
        self.reason = reason
        self.columns = columns
    }
}
