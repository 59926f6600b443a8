import PostgresClient
import Testing

extension PostgresConnection {
    /// The number of rows of `table` (one of `ServerSchema.tables`) the connection can see.
    func visibleRows(_ table: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        // Test code only: `table` is one of the schema's table names, never input.
        try #require(try query("SELECT count(*) FROM glovebox.\(table)").rows.first?.int(0), sourceLocation: sourceLocation)
    }

    /// Runs a statement of ``ServerRecordTable`` and returns the rows it changed.
    @discardableResult
    func run(_ statement: ServerRecordTable.Statement) throws -> Int {
        try execute(statement.sql, statement.parameters)
    }
}
