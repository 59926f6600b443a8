/// What a statement returned: its column names, its rows as text, and how many rows it changed.
///
/// The values are copied out of libpq's result when the statement finishes, so a result outlives
/// the call and the connection; a household's queries return hundreds of rows, not millions.
public struct QueryResult: Sendable {
    /// The column names, in order.
    public let columns: [String]
    /// The rows, each value in PostgreSQL's text format or `nil` for `NULL`.
    public let rows: [ResultRow]
    /// The number of rows an `INSERT`, `UPDATE` or `DELETE` changed (`PQcmdTuples`); 0 for others.
    ///
    /// Row-level security filters rows out of an `UPDATE` or `DELETE` silently, so this is how a
    /// caller learns that a change it was not allowed to make did nothing.
    public let affectedRows: Int

    /// Creates a result from its parts.
    public init(columns: [String], rows: [ResultRow], affectedRows: Int) {
        self.columns = columns
        self.rows = rows
        self.affectedRows = affectedRows
    }

    /// The first row's first value, for a query that returns one.
    public var scalar: String? { rows.first?[0] }
}
