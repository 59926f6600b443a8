import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

@Suite struct DatabaseTests {
    let directory = TemporaryDirectory()

    func open(_ name: String = "test.sqlite") throws -> Database {
        try Database(path: directory.appending(name).path)
    }

    @Test func opensInWalModeWithForeignKeysAndABusyTimeout() throws {
        let db = try open()
        #expect(try db.firstRow("PRAGMA journal_mode") { $0.text(0) } == "wal")
        #expect(try db.firstRow("PRAGMA foreign_keys") { $0.int(0) } == 1)
        #expect(try db.firstRow("PRAGMA busy_timeout") { $0.int(0) } == 5_000)
    }

    @Test func bindsAndReadsIntegersTextAndNull() throws {
        let db = try open()
        try db.execute("CREATE TABLE t (a INTEGER, b TEXT, c TEXT)")
        try db.execute("INSERT INTO t VALUES (?, ?, ?)", [Int64.max, "naïve 🚗", String?.none])
        let row = try #require(try db.firstRow("SELECT a, b, c FROM t") { ($0.int(0), $0.text(1), $0.optionalText(2)) })
        #expect(row.0 == Int.max && row.1 == "naïve 🚗" && row.2 == nil)
    }

    @Test func textWithANulIsStoredAndReadWholeAndEmptyTextStaysText() throws {
        let db = try open()
        try db.execute("CREATE TABLE t (b TEXT, c TEXT)")
        try db.execute("INSERT INTO t VALUES (?, ?)", ["before\u{0}after 🚗", ""])
        let row = try #require(try db.firstRow("SELECT b, c, length(CAST(b AS BLOB)) FROM t") {
            ($0.text(0), $0.optionalText(1), $0.int(2))
        })
        #expect(row.0 == "before\u{0}after 🚗")
        #expect(row.1 == "")
        #expect(row.2 == "before\u{0}after 🚗".utf8.count)
    }

    @Test func errorsCarryTheCodeTheMessageAndTheSQL() throws {
        let db = try open()
        try db.execute("CREATE TABLE t (a INTEGER NOT NULL UNIQUE)")
        try db.execute("INSERT INTO t VALUES (1)")
        let error = try #require(throws: DatabaseError.self) { try db.execute("INSERT INTO t VALUES (1)") }
        #expect(error.isConstraintViolation)
        #expect(error.extendedCode == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(error.message.contains("UNIQUE"))
        #expect(error.sql == "INSERT INTO t VALUES (1)")
        let syntax = try #require(throws: DatabaseError.self) { try db.execute("SELEC 1") }
        #expect(syntax.code == 1 && syntax.sql == "SELEC 1")
    }

    @Test func aWriteThatThrowsLeavesNothingBehind() throws {
        let db = try open()
        try db.execute("CREATE TABLE t (a INTEGER)")
        try db.write { try $0.execute("INSERT INTO t VALUES (1)") }
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try db.write { db in
                try db.execute("INSERT INTO t VALUES (2)")
                try db.execute("DELETE FROM t WHERE a = 1")
                throw Refused()
            }
        }
        #expect(try db.rows("SELECT a FROM t") { $0.int(0) } == [1])
        #expect(!db.isInTransaction)
    }

    @Test func aWriteIsVisibleToAnotherConnectionOnlyAfterItCommits() throws {
        let writer = try open()
        let reader = try open()
        try writer.execute("CREATE TABLE t (a INTEGER)")
        try writer.write { db in
            try db.execute("INSERT INTO t VALUES (7)")
            #expect(try reader.rows("SELECT a FROM t") { $0.int(0) } == [])
        }
        #expect(try reader.rows("SELECT a FROM t") { $0.int(0) } == [7])
    }

    @Test func migrationsRunOnceInOrderAndSetTheUserVersion() throws {
        let migrator = Migrator([
            .init(version: 1, sql: "CREATE TABLE a (x INTEGER);"),
            .init(version: 2, sql: "ALTER TABLE a ADD COLUMN y TEXT; INSERT INTO a VALUES (1, 'one');"),
        ])
        let db = try open()
        #expect(try migrator.migrate(db) == [1, 2])
        #expect(try db.userVersion() == 2)
        #expect(try migrator.migrate(db) == [])
        #expect(try db.rows("SELECT y FROM a") { $0.text(0) } == ["one"])
    }

    @Test func aFailingMigrationLeavesTheFileAtThePreviousVersion() throws {
        let db = try open()
        let good = Migrator([.init(version: 1, sql: "CREATE TABLE a (x INTEGER);")])
        try good.migrate(db)
        let bad = Migrator([
            .init(version: 1, sql: "CREATE TABLE a (x INTEGER);"),
            .init(version: 2, sql: "CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1);"),
        ])
        #expect(throws: DatabaseError.self) { try bad.migrate(db) }
        #expect(try db.userVersion() == 1)
        #expect(try db.firstRow("SELECT count(*) FROM sqlite_schema WHERE name = 'b'") { $0.int(0) } == 0)
    }

    @Test func aFileFromANewerBuildIsRefused() throws {
        let db = try open()
        try db.execute("PRAGMA user_version = 99")
        #expect(throws: StoreError.schemaTooNew(found: 99, highestSupported: LogbookSchema.migrator.latestVersion)) {
            try LogbookSchema.migrator.migrate(db)
        }
    }

    @Test func theSchemaHasTheIndexesTheWidgetsQueriesUse() throws {
        let db = try open()
        try LogbookSchema.migrator.migrate(db)
        let plans = try db.rows(
            "EXPLAIN QUERY PLAN SELECT * FROM expense WHERE vehicle_id = 'a' AND day >= '2026-06-01'"
        ) { $0.text(3) }
        #expect(plans.contains { $0.contains("expense_by_vehicle_day") })
        let rates = try db.rows(
            "EXPLAIN QUERY PLAN SELECT rate FROM exchange_rate WHERE currency = 'USD' AND day BETWEEN '2026-01-01' AND '2026-02-01'"
        ) { $0.text(3) }
        #expect(rates.contains { $0.contains("PRIMARY KEY") })
    }
}
