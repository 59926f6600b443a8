import GarageRules

/// What imports remember of each row as written and what it meant (`imported_source`, schema 13).
extension ImportedRowRepository {
    /// What an earlier import made of a row as written.
    public struct RememberedMeaning: Equatable, Sendable {
        /// The print of the meaning (see `LubeLoggerImport.meaning`).
        public var print: Int64
        /// The meaning, as a person reads it: `2024-03-04, odometer 30,120 mi, 40 l, 60.00 GBP`.
        public var text: String
        /// The label of the journal entry of the import that stored it (`import lubelogger`), when it
        /// is still in the journal.
        public var importLabel: String?
    }

    /// What the import that stored the `occurrence`-th row written as `sourcePrint` into `vehicleID`
    /// made of it, or `nil` when no import remembers one whose record is still in the logbook (an
    /// undone import's rows and removed records mean nothing any more): one lookup of its key
    /// (`imported_source_key`, then the row).
    public func meaning(vehicleID: GarageID, source: RowSource) throws -> RememberedMeaning? {
        try store.database.firstRow(Self.meaningSQL, [vehicleID.rawValue, source.print, source.occurrence]) { row -> RememberedMeaning? in
            guard row.int(2) != 0 else { return nil }
            return RememberedMeaning(print: Int64(row.int(0)), text: row.text(1), importLabel: row.optionalText(3))
        } ?? nil
    }

    static let meaningSQL = """
        SELECT s.meaning_print, s.meaning,
               (EXISTS (SELECT 1 FROM expense WHERE id = s.record_id) OR EXISTS (SELECT 1 FROM odometer_entry WHERE id = s.record_id))
                   AND COALESCE((SELECT undone_by IS NULL FROM journal WHERE seq = s.journal_seq), 1),
               (SELECT label FROM journal WHERE seq = s.journal_seq)
        FROM imported_source s WHERE s.vehicle_id = ? AND s.source_print = ? AND s.occurrence = ?
        """

    /// Remembers what a row as written meant and the record it became, in the import journaled as
    /// `journalSequence`; replaces what an undone import or a removed record left for the same row.
    public func remember(
        vehicleID: GarageID, source: RowSource, meaningPrint: Int64, meaning: String, recordID: GarageID, journalSequence: Int
    ) throws {
        try store.database.execute(
            """
            INSERT OR REPLACE INTO imported_source (vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, [vehicleID.rawValue, source.print, source.occurrence, meaningPrint, meaning, recordID.rawValue, journalSequence])
    }
}
