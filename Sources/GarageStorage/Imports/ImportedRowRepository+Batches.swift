import GarageRules

/// An import's batch of remembered rows, several to a statement.
extension ImportedRowRepository {
    /// Remembers `rows`, all stored into `vehicleID`, as `remember` would one after another — the same
    /// rows, and for two of one key the later wins — but `MultiRowInsert.rowsPerStatement` rows to a
    /// statement: a row remembered as written (with its meaning) in `imported_source`, any other in
    /// `imported_row`.
    ///
    /// Why: an import remembers every row it stores, twice; one statement a row cost a 10,000-row
    /// import 8 % of its instructions, most of it the statement's run (binding, stepping, resetting),
    /// not the row's b-tree insert.
    public func remember(_ rows: [ImportedRow], vehicleID: GarageID) throws {
        let sources = rows.filter { $0.meaningPrint != nil && $0.meaning != nil }
        let plain = rows.filter { $0.meaningPrint == nil || $0.meaning == nil }
        try MultiRowInsert.inStatements(plain) { run in
            var arguments: [any DatabaseValueConvertible] = []
            for row in run {
                arguments += [vehicleID.rawValue, row.fingerprint, row.occurrence, row.recordID.rawValue, row.journalSequence]
                    as [any DatabaseValueConvertible]
            }
            try store.database.execute(Self.rememberRowsSQL, arguments)
        } single: { row in
            try remember(
                vehicleID: vehicleID, fingerprint: row.fingerprint, occurrence: row.occurrence, recordID: row.recordID,
                journalSequence: row.journalSequence)
        }
        try MultiRowInsert.inStatements(sources) { run in
            var arguments: [any DatabaseValueConvertible] = []
            for row in run {
                // Safe: `sources` holds the rows with both.
                arguments += [
                    vehicleID.rawValue, row.fingerprint, row.occurrence, row.meaningPrint!, row.meaning!, row.recordID.rawValue,
                    row.journalSequence,
                ] as [any DatabaseValueConvertible]
            }
            try store.database.execute(Self.rememberSourcesSQL, arguments)
        } single: { row in
            try remember(
                vehicleID: vehicleID, source: RowSource(print: row.fingerprint, occurrence: row.occurrence),
                meaningPrint: row.meaningPrint!, meaning: row.meaning!, recordID: row.recordID, journalSequence: row.journalSequence)
        }
    }

    /// `INSERT OR REPLACE` of `MultiRowInsert.rowsPerStatement` rows into `columns` of `table`: SQLite
    /// inserts a multi-row `VALUES` in its order, so a later row of one key replaces an earlier one as
    /// it would in its own statement.
    private static func replaceRowsSQL(_ table: String, columns: [String]) -> String {
        "INSERT OR REPLACE INTO \(table) (\(columns.joined(separator: ", "))) "
            + MultiRowInsert.values(rows: MultiRowInsert.rowsPerStatement, arity: columns.count)
    }

    private static let rememberRowsSQL = replaceRowsSQL(
        "imported_row", columns: ["vehicle_id", "fingerprint", "occurrence", "record_id", "journal_seq"])

    private static let rememberSourcesSQL = replaceRowsSQL(
        "imported_source",
        columns: ["vehicle_id", "source_print", "occurrence", "meaning_print", "meaning", "record_id", "journal_seq"])
}
