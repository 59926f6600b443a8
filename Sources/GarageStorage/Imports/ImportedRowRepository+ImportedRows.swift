import GarageRules

extension ImportedRowRepository {
    /// Whether any import stored rows into `vehicleID` (when none did, no row needs a probe).
    public func exist(vehicleID: GarageID) throws -> Bool {
        try store.database.firstRow(
            "SELECT EXISTS (SELECT 1 FROM imported_row WHERE vehicle_id = ?)", [vehicleID.rawValue]
        ) { $0.int(0) != 0 } ?? false
    }

    /// What became of the `occurrence`-th row with `fingerprint` that an import stored into
    /// `vehicleID`, or `nil` when no import stored it: one lookup of its key (`imported_row_key`, then
    /// the row), and one more for the record (and the journal entry, when the record is gone).
    public func state(vehicleID: GarageID, fingerprint: Int64, occurrence: Int) throws -> GarageStore.ImportedRowState? {
        try store.database.firstRow(Self.stateSQL, [vehicleID.rawValue, fingerprint, occurrence]) { row in
            if row.int(0) != 0 { return .present }
            return row.int(1) != 0 ? .undone : .removed
        }
    }

    static let stateSQL = """
        SELECT EXISTS (SELECT 1 FROM expense WHERE id = r.record_id)
                   OR EXISTS (SELECT 1 FROM odometer_entry WHERE id = r.record_id),
               (SELECT undone_by IS NOT NULL FROM journal WHERE seq = r.journal_seq)
        FROM imported_row r WHERE r.vehicle_id = ? AND r.fingerprint = ? AND r.occurrence = ?
        """

    /// What is remembered, for the keys of `rows`, of rows whose records were removed since the import
    /// that stored them (not undone): what bringing them back (`--restore-removed`) replaces. The
    /// import's entry keeps them, so that its undo puts them back: the earlier import's undo then finds
    /// its own rows again, and a later import still leaves the removed records out. One probe per row.
    public func removedRows(replacedBy rows: [ImportedRow], vehicleID: GarageID) throws -> [ImportedRow] {
        try rows.compactMap { row in
            let written = row.meaningPrint != nil && row.meaning != nil
            return try store.database.firstRow(
                written ? Self.removedSourceSQL : Self.removedRowSQL, [vehicleID.rawValue, row.fingerprint, row.occurrence]
            ) { found in
                guard let recordID = GarageID(rawValue: found.text(0)) else {
                    throw RowDecoding(table: written ? "imported_source" : "imported_row", id: "\(vehicleID) \(row.fingerprint)")
                        .fail("not a record id")
                }
                return ImportedRow(
                    fingerprint: row.fingerprint, occurrence: row.occurrence, recordID: recordID, journalSequence: found.int(1),
                    meaningPrint: written ? Int64(found.int(2)) : nil, meaning: written ? found.text(3) : nil)
            }
        }
    }

    /// A remembered row whose record is gone and whose import was not undone.
    private static func removedSQL(_ table: String, print: String, extra: String) -> String {
        """
        SELECT r.record_id, r.journal_seq\(extra) FROM \(table) r
        WHERE r.vehicle_id = ? AND r.\(print) = ? AND r.occurrence = ?
          AND NOT EXISTS (SELECT 1 FROM expense WHERE id = r.record_id)
          AND NOT EXISTS (SELECT 1 FROM odometer_entry WHERE id = r.record_id)
          AND NOT EXISTS (SELECT 1 FROM journal WHERE seq = r.journal_seq AND undone_by IS NOT NULL)
        """
    }

    static let removedRowSQL = removedSQL("imported_row", print: "fingerprint", extra: "")
    static let removedSourceSQL = removedSQL("imported_source", print: "source_print", extra: ", r.meaning_print, r.meaning")

    /// Remembers that the `occurrence`-th row with `fingerprint` became `recordID` in the import
    /// journaled as `journalSequence`, replacing what an undone import, or a removed record brought
    /// back, left for the same row.
    ///
    /// Not recorded for the journal: undoing the import deletes the record, and the journal entry it
    /// points at, marked undone, says so.
    public func remember(
        vehicleID: GarageID, fingerprint: Int64, occurrence: Int, recordID: GarageID, journalSequence: Int
    ) throws {
        try store.database.execute(
            """
            INSERT OR REPLACE INTO imported_row (vehicle_id, fingerprint, occurrence, record_id, journal_seq)
            VALUES (?, ?, ?, ?, ?)
            """, [vehicleID.rawValue, fingerprint, occurrence, recordID.rawValue, journalSequence])
    }

    /// Every row imports stored into `vehicleID`, in key order, then every row remembered as written
    /// (with its meaning): what removing the vehicle takes with it (the rows cascade with it) and an
    /// undo must bring back, or a re-import would double it.
    public func all(vehicleID: GarageID) throws -> [ImportedRow] {
        let sources = try store.database.rows(Self.sourcesSQL, [vehicleID.rawValue]) { row in
            guard let recordID = GarageID(rawValue: row.text(2)) else {
                throw RowDecoding(table: "imported_source", id: "\(vehicleID) \(row.int(0))").fail("not a record id")
            }
            return ImportedRow(
                fingerprint: Int64(row.int(0)), occurrence: row.int(1), recordID: recordID, journalSequence: row.int(3),
                meaningPrint: Int64(row.int(4)), meaning: row.text(5))
        }
        return try stored(vehicleID: vehicleID) + sources
    }

    static let sourcesSQL = """
        SELECT source_print, occurrence, record_id, journal_seq, meaning_print, meaning FROM imported_source
        WHERE vehicle_id = ? ORDER BY source_print, occurrence
        """

    /// The rows of `imported_row` of `vehicleID`, in key order.
    private func stored(vehicleID: GarageID) throws -> [ImportedRow] {
        try store.database.rows(Self.storedSQL, [vehicleID.rawValue]) { row in
            guard let recordID = GarageID(rawValue: row.text(2)) else {
                throw RowDecoding(table: "imported_row", id: "\(vehicleID) \(row.int(0))").fail("not a record id")
            }
            return ImportedRow(fingerprint: Int64(row.int(0)), occurrence: row.int(1), recordID: recordID, journalSequence: row.int(3))
        }
    }

    static let storedSQL = """
        SELECT fingerprint, occurrence, record_id, journal_seq FROM imported_row WHERE vehicle_id = ?
        ORDER BY fingerprint, occurrence
        """

    /// Writes back what imports remembered of a vehicle's rows (see `importedRows(vehicleID:)`).
    func restore(_ rows: [ImportedRow], vehicleID: GarageID) throws {
        for row in rows {
            if let meaningPrint = row.meaningPrint, let meaning = row.meaning {
                try remember(
                    vehicleID: vehicleID, source: RowSource(print: row.fingerprint, occurrence: row.occurrence),
                    meaningPrint: meaningPrint, meaning: meaning, recordID: row.recordID, journalSequence: row.journalSequence)
                continue
            }
            try remember(
                vehicleID: vehicleID, fingerprint: row.fingerprint, occurrence: row.occurrence, recordID: row.recordID,
                journalSequence: row.journalSequence)
        }
    }
}
