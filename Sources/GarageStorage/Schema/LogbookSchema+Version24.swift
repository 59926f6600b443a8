extension LogbookSchema {
    /// What imports remember of each row (`imported_row`, `imported_source`) kept in the order it was
    /// written, with its key in a unique index, rather than in key order.
    ///
    /// Both tables were `WITHOUT ROWID`, so each row, meaning text and record id included (some 130
    /// bytes), went to the place of its key, and a key is a print: random. A large import thus wrote
    /// each remembered row into the middle of a wide b-tree, splitting and shifting its pages, for
    /// about half of what storing its records cost. Now a row is appended, and only its key (the
    /// vehicle's id and two numbers) goes into the middle of a narrow index. In the `sqlite3` shell, an
    /// import's 100,000 rows written in batches of 2,048, each batch in key order as the import writes
    /// it, the best of five: the two tables took 1.01 s of the transaction laid out before, 0.63 s
    /// laid out so (`Scripts/remembered-rows-experiment.py`, BENCHMARKS.md).
    ///
    /// Every query names its columns. A row is found by its key, and a vehicle's rows in key order,
    /// through the index, which starts with the vehicle's id as the cascade from a removed vehicle
    /// needs; then the row is read by its rowid. `INSERT OR REPLACE` replaces the row the unique index
    /// finds. The rows are copied in key order.
    static let version24 = """
        CREATE TABLE imported_row_appended (
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            fingerprint INTEGER NOT NULL,
            occurrence INTEGER NOT NULL CHECK (occurrence > 0),
            record_id TEXT NOT NULL,
            journal_seq INTEGER NOT NULL
        );
        INSERT INTO imported_row_appended (vehicle_id, fingerprint, occurrence, record_id, journal_seq)
            SELECT vehicle_id, fingerprint, occurrence, record_id, journal_seq FROM imported_row
            ORDER BY vehicle_id, fingerprint, occurrence;
        DROP TABLE imported_row;
        ALTER TABLE imported_row_appended RENAME TO imported_row;
        CREATE UNIQUE INDEX imported_row_key ON imported_row (vehicle_id, fingerprint, occurrence);

        CREATE TABLE imported_source_appended (
            vehicle_id TEXT NOT NULL REFERENCES vehicle (id) ON DELETE CASCADE,
            source_print INTEGER NOT NULL,
            occurrence INTEGER NOT NULL CHECK (occurrence > 0),
            meaning_print INTEGER NOT NULL,
            meaning TEXT NOT NULL,
            record_id TEXT NOT NULL,
            journal_seq INTEGER NOT NULL
        );
        INSERT INTO imported_source_appended (vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq)
            SELECT vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq FROM imported_source
            ORDER BY vehicle_id, source_print, occurrence;
        DROP TABLE imported_source;
        ALTER TABLE imported_source_appended RENAME TO imported_source;
        CREATE UNIQUE INDEX imported_source_key ON imported_source (vehicle_id, source_print, occurrence);
        """
}
