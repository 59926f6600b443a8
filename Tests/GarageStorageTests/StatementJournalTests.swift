import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Statements inside a long write keep their journals (to be undone alone) as the app's SQLite
/// settings say (`Database.configured`): many small trigger-firing inserts, then one statement that
/// changes thousands of rows the way an import's outbox flush does, then one that fails halfway and
/// must be undone alone. With a spill threshold above SQLite's own 64 KiB, SQLite 3.40 failed the
/// large statement with "database or disk is full" on a disk with room; this fails if it comes back.
@Suite struct StatementJournalTests {
    let directory = TemporaryDirectory(prefix: "glovebox-journal")

    @Test func largeStatementsInALongWriteSucceedAndAFailedOneIsUndoneAlone() throws {
        let db = try Database(path: directory.appending("journal.sqlite").path)
        try db.executeScript("""
            CREATE TABLE item (id TEXT PRIMARY KEY, label TEXT NOT NULL, body TEXT NOT NULL);
            CREATE INDEX item_by_label ON item (label);
            CREATE INDEX item_by_body ON item (body);
            CREATE TABLE queue (seq INTEGER PRIMARY KEY, item_id TEXT NOT NULL, note TEXT NOT NULL UNIQUE);
            CREATE TABLE tally (label TEXT PRIMARY KEY, count INTEGER NOT NULL);
            CREATE TRIGGER item_tally AFTER INSERT ON item BEGIN
                INSERT INTO tally (label, count) VALUES (substr(NEW.label, 1, 3), 1)
                    ON CONFLICT (label) DO UPDATE SET count = count + 1;
            END;
            """)
        let rows = 6_000
        func body(_ index: Int) -> String { String(repeating: String(index % 97), count: 60) + "-\(index)" }
        try db.write { db in
            for index in 0..<rows {
                try db.execute("INSERT INTO item (id, label, body) VALUES (?, ?, ?)", ["i\(index)", "L\(index % 500)", body(index)])
            }
            // Thousands of rows from a JSON list, in its order, with a correlated look-up: the outbox flush.
            for batch in stride(from: 0, to: rows, by: 2_048) {
                let ids = (batch..<min(rows, batch + 2_048)).map { "\"i\($0)\"" }.joined(separator: ",")
                try db.execute("""
                    INSERT INTO queue (item_id, note)
                    SELECT r.id, r.body || (SELECT count(*) FROM queue q WHERE q.item_id = r.id)
                    FROM json_each(?1) j JOIN item r ON r.id = j.value ORDER BY j.key
                    """, ["[\(ids)]"])
            }
            // Fails on the first row whose note is already queued, after inserting the ones before.
            #expect(throws: DatabaseError.self) {
                try db.execute("""
                    INSERT INTO queue (item_id, note)
                    SELECT 'again', 'fresh-' || id FROM item WHERE id < 'i3'
                    UNION ALL SELECT item_id, note FROM queue
                    """)
            }
        }
        #expect(try db.firstRow("SELECT count(*) FROM item") { $0.int(0) } == rows)
        #expect(try db.firstRow("SELECT count(*) FROM queue") { $0.int(0) } == rows)
        #expect(try db.firstRow("SELECT count(*) FROM queue WHERE item_id = 'again'") { $0.int(0) } == 0)
        #expect(try db.firstRow("SELECT sum(count) FROM tally") { $0.int(0) } == rows)
        #expect(try db.firstRow("PRAGMA integrity_check") { $0.text(0) } == "ok")
    }
}
