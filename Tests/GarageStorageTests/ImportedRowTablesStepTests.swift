import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Logbook step 24 keeps what imports remember of their rows (`imported_row`, `imported_source`) in
/// tables appended in the order written, keyed by unique indexes: a logbook at step 23 keeps every row,
/// each lookup is one probe of its key's index, a row remembered again under its key replaces the old
/// one, and the rows still go with their vehicle.
@Suite struct ImportedRowTablesStepTests {
    let directory = TemporaryDirectory(prefix: "glovebox-imported-row-step")

    /// Every row of both tables, all columns, in key order: what the step must keep.
    static func everyRow(_ database: Database) throws -> [String] {
        let rows = try database.rows(
            "SELECT vehicle_id, fingerprint, occurrence, record_id, journal_seq FROM imported_row ORDER BY 1, 2, 3"
        ) { "row \($0.text(0)) \($0.int(1)) \($0.int(2)) \($0.text(3)) \($0.int(4))" }
        let sources = try database.rows(
            """
            SELECT vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq FROM imported_source
            ORDER BY 1, 2, 3
            """
        ) { "source \($0.text(0)) \($0.int(1)) \($0.int(2)) \($0.int(3)) \($0.text(4)) \($0.text(5)) \($0.int(6))" }
        return rows + sources
    }

    /// A logbook at step 23 with two vehicles and `count` remembered rows of each kind, with prints
    /// drawn from `seed` (negative ones among them, as prints are).
    func logbookAtStep23(count: Int, seed: UInt64) throws -> String {
        try FileManager.default.createDirectory(atPath: directory.appending("app").path, withIntermediateDirectories: true)
        let path = directory.appending("app/glovebox.sqlite").path
        let old = try Database(path: path)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(23))).migrate(old)
        try old.execute("INSERT INTO device_account (name) VALUES ('ana@example.com')")
        for (id, position) in [("clio", 1), ("jeep", 2)] {
            try old.execute(
                "INSERT INTO vehicle (id, name, unit, role, position, account) VALUES (?, ?, 'km', 'owner', ?, 'ana@example.com')",
                [id, id.capitalized, position])
        }
        var random = SplitMix(seed: seed)
        try old.execute("BEGIN")
        for index in 0..<count {
            let vehicle = index.isMultiple(of: 2) ? "clio" : "jeep"
            try old.execute(
                "INSERT INTO imported_row (vehicle_id, fingerprint, occurrence, record_id, journal_seq) VALUES (?, ?, ?, ?, ?)",
                [vehicle, Int64.random(in: .min ... .max, using: &random), Int.random(in: 1...2, using: &random), "r\(index)", 7])
            try old.execute(
                """
                INSERT INTO imported_source (vehicle_id, source_print, occurrence, meaning_print, meaning, record_id, journal_seq)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    vehicle, Int64.random(in: .min ... .max, using: &random), 1, Int64.random(in: .min ... .max, using: &random),
                    "2024-03-0\(index % 9 + 1), odometer \(index) km", "r\(index)", 7,
                ])
        }
        try old.execute("COMMIT")
        old.close()
        return path
    }

    @Test func aLogbookAtStep23KeepsEveryRememberedRow() throws {
        let path = try logbookAtStep23(count: 200, seed: 24)
        let before = try Self.everyRow(Database(path: path))
        #expect(before.count == 400)

        let store = try GarageStore(path: path)
        defer { store.close() }
        #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
        #expect(try Self.everyRow(store.database) == before)
        let tables = try store.database.rows(
            "SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name IN ('imported_row', 'imported_source') ORDER BY name"
        ) { ($0.text(0), $0.text(1)) }
        #expect(tables.map(\.0) == ["imported_row", "imported_source"])
        #expect(tables.allSatisfy { !$0.1.contains("WITHOUT ROWID") })
        let indexes = try store.database.rows(
            "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name IN ('imported_row', 'imported_source') ORDER BY name"
        ) { $0.text(0) }
        #expect(indexes == ["imported_row_key", "imported_source_key"])
        #expect(try store.database.rows("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
        #expect(try store.database.rows("PRAGMA foreign_key_check") { $0.text(0) }.isEmpty)
    }

    @Test func aRowRememberedAgainReplacesTheOneOfItsKey() throws {
        let store = try GarageStore(path: logbookAtStep23(count: 0, seed: 1))
        defer { store.close() }
        let clio = GarageID(rawValue: "clio")!
        let source = RowSource(print: -42, occurrence: 1)
        try store.write { store in
            try store.importedRows.remember(vehicleID: clio, fingerprint: -42, occurrence: 1, recordID: GarageID(rawValue: "old")!, journalSequence: 1)
            try store.importedRows.remember(vehicleID: clio, fingerprint: -42, occurrence: 1, recordID: GarageID(rawValue: "new")!, journalSequence: 2)
            try store.importedRows.remember(
                vehicleID: clio, source: source, meaningPrint: 1, meaning: "before", recordID: GarageID(rawValue: "old")!, journalSequence: 1)
            try store.importedRows.remember(
                vehicleID: clio, source: source, meaningPrint: 2, meaning: "after", recordID: GarageID(rawValue: "new")!, journalSequence: 2)
        }
        let rows = try store.importedRows.all(vehicleID: clio)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.recordID.rawValue == "new" && $0.journalSequence == 2 })
        #expect(rows.compactMap(\.meaning) == ["after"])
    }

    @Test func eachLookupIsOneProbeOfItsKeysIndex() throws {
        let store = try GarageStore(path: logbookAtStep23(count: 50, seed: 2))
        defer { store.close() }
        // The repository's own statements: a row by its key (the plan's probe, the meaning check), and
        // a vehicle's rows in key order (what removing the vehicle keeps for its undo).
        let lookups = [
            (ImportedRowRepository.stateSQL, "imported_row_key"),
            (ImportedRowRepository.meaningSQL, "imported_source_key"),
            (ImportedRowRepository.storedSQL, "imported_row_key"),
            (ImportedRowRepository.sourcesSQL, "imported_source_key"),
        ]
        for (sql, index) in lookups {
            // The vehicle, then a print and an occurrence where the statement asks for them.
            let key: [any DatabaseValueConvertible] = ["clio", 1, 1]
            let arguments = Array(key.prefix(sql.filter { $0 == "?" }.count))
            let plan = try store.database.rows("EXPLAIN QUERY PLAN " + sql, arguments) { $0.text(3) }
            #expect(plan.contains { $0.hasPrefix("SEARCH") && $0.contains("INDEX \(index) (vehicle_id=?") }, "\(sql): \(plan)")
            // The subqueries probe the records' and the journal's keys; nothing scans a whole table or sorts.
            #expect(!plan.contains { $0.contains("TEMP B-TREE") || $0.hasPrefix("SCAN") }, "\(sql): \(plan)")
        }
    }

    @Test func theRowsGoWithTheirVehicle() throws {
        let store = try GarageStore(path: logbookAtStep23(count: 40, seed: 3))
        defer { store.close() }
        try store.write { store in try store.database.execute("DELETE FROM vehicle WHERE id = 'clio'") }
        let left = try store.database.rows(
            "SELECT DISTINCT vehicle_id FROM imported_row UNION SELECT DISTINCT vehicle_id FROM imported_source") { $0.text(0) }
        #expect(left == ["jeep"])
        #expect(try Self.everyRow(store.database).count == 40)
    }
}
