import GarageRules

extension ImportedRowRepository {
    /// Deletes the records the import journaled as `journalSequence` stored into `vehicleID`, each
    /// with its tombstone, a batch at a time, and returns how many there were: an undo of the import.
    ///
    /// The rows that import remembered name the records, and stay, so that importing the same file
    /// again brings them back (their entry is marked undone). A batch is a walk of the table's own
    /// order between the first and the last of them, and no record is read whole: nothing is kept of
    /// them but the ids of one batch. An import since logbook step 24 appended its rows together, so
    /// the walk reads little else; rows copied by that step, or written back by undoing a vehicle's
    /// removal, went in key order, and then the walk reads the vehicle's other rows between them too.
    /// The months' spend totals follow each removal (the schema's triggers, as for any removal).
    public func removeRecords(vehicleID: GarageID, journalSequence: Int) throws -> Int {
        try store.requireWrite("removing an import's records")
        let bounds = try store.database.firstRow(
            "SELECT min(rowid), max(rowid) FROM imported_row WHERE vehicle_id = ? AND journal_seq = ?",
            [vehicleID.rawValue, journalSequence]
        ) { row in row.optionalInt(0).map { ($0, row.int(1)) } } ?? nil
        guard let (first, last) = bounds else { return 0 }
        var after = first - 1
        var removed = 0
        while true {
            let batch = try store.database.rows(
                Self.batchSQL, [after, last, vehicleID.rawValue, journalSequence, Self.removalBatchSize]
            ) { row in (rowid: row.int(0), id: row.text(1), isExpense: row.int(2) != 0, isEntry: row.int(3) != 0) }
            guard let end = batch.last?.rowid else { return removed }
            for (kind, ids) in [
                (RecordKind.expense, batch.filter(\.isExpense).map(\.id)),
                (RecordKind.odometerEntry, batch.filter(\.isEntry).map(\.id)),
            ] where !ids.isEmpty {
                try store.enqueueDeletes(kind, ids: ids)
                try store.database.execute(
                    "DELETE FROM \(kind.table) WHERE id IN (SELECT value FROM json_each(?))",
                    [Self.idList(ids)])
                removed += ids.count
            }
            after = end
        }
    }

    /// How many remembered rows a removal reads at a time: what the import writes at a time.
    static let removalBatchSize = 2_048

    /// The next batch of the remembered rows of one import in one vehicle, after the row `?1` up to
    /// the row `?2`, and whether each record is an expense or an odometer entry (neither: gone since).
    /// A walk of the table between the two (`+` keeps SQLite off the vehicle's index, which would
    /// read all the vehicle's rows for every batch and sort them).
    static let batchSQL = """
        SELECT r.rowid, r.record_id,
               EXISTS (SELECT 1 FROM expense WHERE id = r.record_id AND vehicle_id = ?3),
               EXISTS (SELECT 1 FROM odometer_entry WHERE id = r.record_id AND vehicle_id = ?3)
        FROM imported_row r WHERE r.rowid > ?1 AND r.rowid <= ?2 AND +r.vehicle_id = ?3 AND r.journal_seq = ?4
        ORDER BY r.rowid LIMIT ?5
        """

    /// `ids` as a JSON array of strings.
    private static func idList(_ ids: [String]) -> String {
        var text = "["
        for id in ids {
            if text.utf8.count > 1 { text += "," }
            JournalEncoding.appendQuoted(id, to: &text)
        }
        return text + "]"
    }
}
