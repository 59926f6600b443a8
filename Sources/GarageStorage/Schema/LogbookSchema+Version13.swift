extension LogbookSchema {
    /// What each imported row of a file meant (`imported_source`): the row is known by a print of its
    /// cells as written (`RowSourcePrint`), whatever an import's options made of them, and the record it
    /// became is described by the values those options decide (day, odometer and its unit, quantity
    /// and its unit, amount and its currency), with a print of that description.
    ///
    /// So a later import of the same row, by any command, finds it even when other options would read
    /// it as another day or another quantity (a fingerprint of the values would take it for a new
    /// row), and can tell "the same meaning" (nothing to add) from "another meaning" (refused with
    /// both). A row stored by a build before this step has no entry and is known by its fingerprint
    /// alone, as before. Device-local, neither synced nor exported; it goes with its vehicle.
    static let version13 = """
        CREATE TABLE imported_source (
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            source_print INTEGER NOT NULL,
            occurrence INTEGER NOT NULL CHECK (occurrence > 0),
            meaning_print INTEGER NOT NULL,
            meaning TEXT NOT NULL,
            record_id TEXT NOT NULL,
            journal_seq INTEGER NOT NULL,
            PRIMARY KEY (vehicle_id, source_print, occurrence)
        ) WITHOUT ROWID;
        """
}
