import CSQLite
import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// Logbook step 22 writes every table CHECK `column IN (more than two words)` as comparisons, so that
/// an insert no longer builds an ephemeral b-tree of the words for each row, and changes nothing else:
/// the same rows are accepted and refused, the rows stay, the rest of each table's text is the same.
@Suite struct InListCheckStepTests {
    let directory = TemporaryDirectory(prefix: "glovebox-in-list-check")

    /// Each constraint as steps 1–21 stored it (read from a logbook at step 21), and as step 22 writes it.
    static let stored: [(table: String, old: String, new: String)] = [
        ("vehicle", "CHECK (role IN ('owner', 'editor', 'viewer'))",
         "CHECK (role = 'owner' OR role = 'editor' OR role = 'viewer')"),
        ("expense", "CHECK (category IN\n        ('fuel', 'service', 'repair', 'insurance', 'tax', 'parking', 'tolls', 'other'))",
         "CHECK (category = 'fuel' OR category = 'service' OR category = 'repair' OR category = 'insurance'"
            + " OR category = 'tax' OR category = 'parking' OR category = 'tolls' OR category = 'other')"),
        ("expense", "CHECK (fuel_unit IN ('l', 'us-gal', 'imp-gal', 'kwh'))",
         "CHECK (fuel_unit = 'l' OR fuel_unit = 'us-gal' OR fuel_unit = 'imp-gal' OR fuel_unit = 'kwh')"),
        ("expense", "CHECK (fuel_energy IN ('petrol', 'diesel', 'lpg', 'electricity'))",
         "CHECK (fuel_energy = 'petrol' OR fuel_energy = 'diesel' OR fuel_energy = 'lpg' OR fuel_energy = 'electricity')"),
        ("deadline", "CHECK (kind IN ('insurance', 'inspection', 'road-tax', 'registration',\n"
            + "                                      'driving-licence', 'warranty', 'custom'))",
         "CHECK (kind = 'insurance' OR kind = 'inspection' OR kind = 'road-tax' OR kind = 'registration'"
            + " OR kind = 'driving-licence' OR kind = 'warranty' OR kind = 'custom')"),
        ("outbox", recordKindOld, recordKindNew),
        ("sync_conflict", recordKindOld, recordKindNew),
        ("sync_set_aside", recordKindOld, recordKindNew),
        ("reminder_sent", "CHECK (state IN ('dueSoon', 'due', 'overdue'))",
         "CHECK (state = 'dueSoon' OR state = 'due' OR state = 'overdue')"),
        ("account_preference", "CHECK (key IN ('locale', 'currency', 'lock', 'timezone', 'economy'))",
         "CHECK (key = 'locale' OR key = 'currency' OR key = 'lock' OR key = 'timezone' OR key = 'economy')"),
        ("unclaimed_preference", "CHECK (key IN ('locale', 'currency', 'lock', 'timezone'))",
         "CHECK (key = 'locale' OR key = 'currency' OR key = 'lock' OR key = 'timezone')"),
    ]
    static let recordKindOld =
        "CHECK (record_kind IN\n        ('vehicle', 'odometer-entry', 'expense', 'maintenance-item', 'service', 'deadline'))"
    static let recordKindNew = "CHECK (record_kind = 'vehicle' OR record_kind = 'odometer-entry' OR record_kind = 'expense'"
        + " OR record_kind = 'maintenance-item' OR record_kind = 'service' OR record_kind = 'deadline')"

    /// An insert per constrained column, `$V` standing for the value tried, over the rows of `seed`.
    static let probes: [(column: String, words: [String], nullable: Bool, insert: String)] = [
        ("role", ["owner", "editor", "viewer"], false,
         "INSERT INTO vehicle (id, name, unit, position, account, role) VALUES ('v9', 'Probe', 'km', 9, 'ana', $V)"),
        ("category", ["fuel", "service", "repair", "insurance", "tax", "parking", "tolls", "other"], false,
         "INSERT INTO expense (id, vehicle_id, day, amount, currency, category) VALUES ('e9', 'v1', '2026-11-02', '1.00', 'EUR', $V)"),
        ("fuel_unit", ["l", "us-gal", "imp-gal", "kwh"], true,
         "INSERT INTO expense (id, vehicle_id, day, amount, currency, category, fuel_unit) VALUES ('e9', 'v1', '2026-11-02', '1.00', 'EUR', 'fuel', $V)"),
        ("fuel_energy", ["petrol", "diesel", "lpg", "electricity"], true,
         "INSERT INTO expense (id, vehicle_id, day, amount, currency, category, fuel_energy) VALUES ('e9', 'v1', '2026-11-02', '1.00', 'EUR', 'fuel', $V)"),
        ("kind", ["insurance", "inspection", "road-tax", "registration", "driving-licence", "warranty", "custom"], false,
         "INSERT INTO deadline (id, vehicle_id, kind, title, due_day, schedule_anchor_day) VALUES ('d9', 'v1', $V, 'Probe', '2027-01-01', '2026-01-01')"),
        ("record_kind", recordKinds, false,
         "INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id) VALUES ('ana', $V, 'r9', 'v1', 'upsert', '\(stamp)', '\(device)')"),
        ("record_kind", recordKinds, false,
         "INSERT INTO sync_conflict (id, account, source, vehicle_id, record_kind, record_id, unit, lost_stamp, winner, won_stamp) VALUES ('c9', 'ana', 'server', 'v1', $V, 'r9', 'km', '\(stamp)', 'server', '\(stamp)')"),
        ("record_kind", recordKinds, false,
         "INSERT INTO sync_set_aside (record_kind, record_id, account, vehicle_id, row, version, reason) VALUES ($V, 'r9', 'ana', 'v1', '{}', '\(stamp)', '')"),
        ("state", ["dueSoon", "due", "overdue"], false,
         "INSERT INTO reminder_sent (account, channel, subject, state, due, sent_at) VALUES ('ana', 'mail', 'd9', $V, '2027-01-01', '2026-11-02')"),
        ("key", ["locale", "currency", "lock", "timezone", "economy"], false,
         "INSERT OR REPLACE INTO account_preference (account, key, value) VALUES ('ana', $V, 'x')"),
        ("key", ["locale", "currency", "lock", "timezone"], false,
         "INSERT OR REPLACE INTO unclaimed_preference (key, value) VALUES ($V, 'x')"),
    ]
    static let recordKinds = ["vehicle", "odometer-entry", "expense", "maintenance-item", "service", "deadline"]
    static let stamp = String(repeating: "0", count: 48)
    static let device = String(repeating: "d", count: 32)

    /// One row in each table step 22 rewrites, and the rows they need.
    static let seed = """
        INSERT INTO device_account (name) VALUES ('ana');
        INSERT INTO session (id, account, signed_in_at) VALUES (1, 'ana', '2026-11-01T10:00:00Z');
        INSERT INTO vehicle (id, name, unit, position, account, role) VALUES ('v1', 'Clio', 'km', 0, 'ana', 'owner');
        INSERT INTO expense (id, vehicle_id, day, amount, currency, category, fuel_quantity, fuel_unit, fuel_energy)
            VALUES ('e1', 'v1', '2026-11-01', '30.00', 'EUR', 'fuel', '20', 'l', 'diesel'),
                   ('e2', 'v1', '2026-11-03', '5.00', 'EUR', 'tolls', NULL, NULL, NULL);
        INSERT INTO deadline (id, vehicle_id, kind, title, due_day, schedule_anchor_day)
            VALUES ('d1', 'v1', 'road-tax', 'Tax', '2027-01-01', '2026-01-01');
        INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id)
            VALUES ('ana', 'expense', 'e1', 'v1', 'upsert', '\(stamp)', '\(device)');
        INSERT INTO sync_conflict (id, account, source, vehicle_id, record_kind, record_id, unit, lost_stamp, winner, won_stamp)
            VALUES ('c1', 'ana', 'device', 'v1', 'expense', 'e2', 'km', '\(stamp)', 'server', '\(stamp)');
        INSERT INTO sync_set_aside (record_kind, record_id, account, vehicle_id, row, version, reason)
            VALUES ('deadline', 'd2', 'ana', 'v1', '{}', '\(stamp)', '');
        INSERT INTO reminder_sent (account, channel, subject, state, due, sent_at)
            VALUES ('ana', 'mail', 'd1', 'dueSoon', '2027-01-01', '2026-11-02');
        INSERT INTO account_preference (account, key, value) VALUES ('ana', 'economy', 'l/100km');
        INSERT INTO unclaimed_preference (key, value) VALUES ('lock', 'on');
        """

    /// A logbook brought to `version` by the shipped steps, seeded with `seed` when asked.
    func logbook(_ name: String, at version: Int, seeded: Bool = false) throws -> Database {
        let database = try Database(path: directory.appending(name).path)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(version))).migrate(database)
        if seeded { try database.write { try $0.executeScript(Self.seed) } }
        return database
    }

    func opcodes(_ database: Database, _ insert: String) throws -> [String] {
        try database.rows("EXPLAIN " + insert) { $0.text(1) }
    }

    static let expenseInsert = """
        INSERT INTO expense (id, vehicle_id, day, amount, currency, category, fuel_quantity, fuel_unit, fuel_energy)
            VALUES ('e9', 'v1', '2026-11-02', '30.00', 'EUR', 'fuel', '20', 'l', 'diesel')
        """
    static let outboxInsert = """
        INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id)
            VALUES ('ana', 'expense', 'e9', 'v1', 'upsert', '\(stamp)', '\(device)')
        """

    @Test func anInsertIntoExpenseOrOutboxBuildsNoEphemeralTableAfterTheStep() throws {
        let old = try logbook("old.sqlite", at: 21)
        #expect(try opcodes(old, Self.expenseInsert).contains("OpenEphemeral"))
        #expect(try opcodes(old, Self.outboxInsert).contains("OpenEphemeral"))
        #expect(try LogbookSchema.migrator.migrate(old).first == 22)
        // The connection that ran the step, and one opened after it.
        let again = try Database(path: old.path)
        for database in [old, again] {
            #expect(try !opcodes(database, Self.expenseInsert).contains("OpenEphemeral"))
            #expect(try !opcodes(database, Self.outboxInsert).contains("OpenEphemeral"))
        }
    }

    @Test func theStepRunsOnAConnectionInDefensiveModeAndLeavesItSo() throws {
        // Apple's SQLite opens every connection in defensive mode, which refuses any edit of
        // sqlite_schema: the step turns it off for itself and back on after.
        let old = try logbook("defensive.sqlite", at: 21, seeded: true)
        try old.setDefensive(true)
        #expect(try old.isDefensive())
        // The check reads what it means to: in defensive mode the schema cannot be edited.
        #expect(throws: DatabaseError.self) {
            try old.write { database in
                try database.execute("PRAGMA writable_schema = ON")
                defer { try? database.execute("PRAGMA writable_schema = RESET") }
                try database.execute("UPDATE sqlite_schema SET sql = sql WHERE name = 'expense'")
            }
        }
        #expect(try LogbookSchema.migrator.migrate(old).first == 22)
        #expect(try old.isDefensive(), "defensive mode is back on after the step")
        #expect(try !opcodes(old, Self.expenseInsert).contains("OpenEphemeral"))
        #expect(try old.firstRow("PRAGMA integrity_check") { $0.text(0) } == "ok")
    }

    @Test func theStepAcceptsAndRefusesExactlyTheValuesTheOldChecksDid() throws {
        let old = try logbook("old.sqlite", at: 21, seeded: true)
        let new = try logbook("new.sqlite", at: 21, seeded: true)
        #expect(try LogbookSchema.migrator.migrate(new).first == 22)
        for probe in Self.probes {
            let capitalised = probe.words[0].prefix(1).uppercased() + probe.words[0].dropFirst()
            let values: [String?] = probe.words + [nil, capitalised, "bogus", "", " \(probe.words[0])", "fuel_" + probe.words[1]]
            for value in values {
                let literal = value.map { "'\($0)'" } ?? "NULL"
                let insert = probe.insert.replacingOccurrences(of: "$V", with: literal)
                let before = outcome(old, insert)
                let after = outcome(new, insert)
                #expect(before == after, "\(insert)")
                if let value, probe.words.contains(value) {
                    #expect(after == "ok", "\(insert)")
                } else if value == nil {
                    #expect(after == (probe.nullable ? "ok" : "NOT NULL"), "\(insert)")
                } else {
                    #expect(after == "CHECK", "\(insert)")
                }
            }
        }
    }

    /// `ok`, `CHECK` or `NOT NULL`: what `insert` does, rolled back.
    func outcome(_ database: Database, _ insert: String) -> String {
        try! database.execute("SAVEPOINT probe")
        defer {
            try! database.execute("ROLLBACK TO probe")
            try! database.execute("RELEASE probe")
        }
        do {
            try database.execute(insert)
            return "ok"
        } catch let error as DatabaseError {
            switch error.extendedCode {
            case SQLITE_CONSTRAINT | (1 << 8): return "CHECK"  // SQLITE_CONSTRAINT_CHECK
            case SQLITE_CONSTRAINT | (5 << 8): return "NOT NULL"  // SQLITE_CONSTRAINT_NOTNULL
            default: return "\(error)"
            }
        } catch {
            return "\(error)"
        }
    }

    @Test func aLogbookWithRowsKeepsThemAndStaysIntact() throws {
        let database = try logbook("old.sqlite", at: 21, seeded: true)
        let tables = Array(Set(Self.stored.map(\.table))).sorted()
        let counts = try tables.map { table in try database.firstRow("SELECT count(*) FROM \(table)") { $0.int(0) } }
        let rows = try database.rows("SELECT id, category, fuel_unit, fuel_energy FROM expense ORDER BY id") {
            "\($0.text(0)) \($0.text(1)) \($0.isNull(2) ? "-" : $0.text(2)) \($0.isNull(3) ? "-" : $0.text(3))"
        }
        let schemaVersion = try database.firstRow("PRAGMA schema_version") { $0.int(0) }
        #expect(try Migrator(Array(LogbookSchema.migrator.migrations.prefix(22))).migrate(database) == [22])
        #expect(try database.userVersion() == 22)
        #expect(try database.firstRow("PRAGMA schema_version") { $0.int(0) } == schemaVersion.map { $0 + 1 })
        #expect(try database.rows("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
        #expect(try tables.map { table in try database.firstRow("SELECT count(*) FROM \(table)") { $0.int(0) } } == counts)
        #expect(counts.allSatisfy { $0 == 1 || $0 == 2 })
        #expect(try database.rows("SELECT id, category, fuel_unit, fuel_energy FROM expense ORDER BY id") {
            "\($0.text(0)) \($0.text(1)) \($0.isNull(2) ? "-" : $0.text(2)) \($0.isNull(3) ? "-" : $0.text(3))"
        } == rows)
        #expect(try database.rows("PRAGMA foreign_key_check") { $0.text(0) }.isEmpty)
        database.close()
        // A new connection parses the new text, and the logbook opens as a store.
        let store = try GarageStore(path: database.path)
        store.close()
    }

    @Test func eachTableTextChangesOnlyInItsRewrittenConstraints() throws {
        let old = try logbook("old.sqlite", at: 21)
        let new = try logbook("new.sqlite", at: 22)
        let schema = "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name"
        let before = try old.rows(schema) { [$0.text(0), $0.text(1), $0.text(2), $0.isNull(3) ? "" : $0.text(3)] }
        let after = try new.rows(schema) { [$0.text(0), $0.text(1), $0.text(2), $0.isNull(3) ? "" : $0.text(3)] }
        #expect(before.map { $0.prefix(3) } == after.map { $0.prefix(3) })
        for (old, new) in zip(before, after) {
            var expected = old[3]
            for check in Self.stored where check.table == old[1] && old[0] == "table" {
                #expect(expected.components(separatedBy: check.old).count == 2, "\(check.table): \(check.old)")
                expected = expected.replacingOccurrences(of: check.old, with: check.new)
            }
            #expect(new[3] == expected, "\(old[1])")
        }
        for table in Set(Self.stored.map(\.table)) {
            for pragma in ["table_xinfo", "index_list", "foreign_key_list"] {
                let query = "SELECT * FROM pragma_\(pragma)('\(table)')"
                #expect(try dump(old, query) == dump(new, query), "\(pragma) \(table)")
            }
        }
    }

    func dump(_ database: Database, _ query: String) throws -> [String] {
        let statement = try database.prepare(query)
        var rows: [String] = []
        while try statement.step() {
            let count = sqlite3_column_count(statement.handle)
            rows.append((0..<count).map { index in
                sqlite3_column_text(statement.handle, index).map { String(cString: $0) } ?? "NULL"
            }.joined(separator: "|"))
        }
        return rows
    }

    @Test func aConstraintIsRewrittenOnlyWhenItsListIsExactlyThereOnce() {
        let check = InListCheck(table: "t", column: "kind", words: ["a", "b-c", "d"])
        let rewritten = "CHECK (kind = 'a' OR kind = 'b-c' OR kind = 'd')"
        #expect(check.rewriting("x TEXT CHECK (kind IN ('a', 'b-c', 'd')), y") == "x TEXT \(rewritten), y")
        #expect(check.rewriting("CHECK (kind IN\n   (  'a',\n'b-c' ,'d' )\t)") == rewritten)
        #expect(check.rewriting("CHECK (kind IN ('a', 'b-c'))") == nil)
        #expect(check.rewriting("CHECK (kind IN ('a', 'b-c', 'd', 'e'))") == nil)
        #expect(check.rewriting("CHECK (kind IN ('a', 'd', 'b-c'))") == nil)
        #expect(check.rewriting("CHECK (kind IN ('a', 'b-c', 'd') OR kind IS NULL)") == nil)
        #expect(check.rewriting("CHECK (kind IN ('a', 'b-c', 'd')), CHECK (kind IN ('a', 'b-c', 'd'))") == nil)
        #expect(check.rewriting("CHECK (other_kind IN ('a', 'b-c', 'd'))") == nil)
        #expect(check.rewriting("CHECK (kind IN ('a', 'b-c', 'd')") == nil)
    }

    @Test func aNewLogbookHasNoListOfMoreThanTwoConstantsLeft() throws {
        let store = try GarageStore(path: directory.appending("app/" + GarageStore.fileName).path)
        store.close()
        let database = try Database(path: directory.appending("app/" + GarageStore.fileName).path)
        #expect(try database.userVersion() == LogbookSchema.migrator.latestVersion)
        #expect(LogbookSchema.migrator.latestVersion >= 22)
        let texts = try database.rows("SELECT name, sql FROM sqlite_schema WHERE sql IS NOT NULL") { ($0.text(0), $0.text(1)) }
        let list = try Regex(#"\bIN\s*\(([^()]*)\)"#).ignoresCase()
        for (name, sql) in texts {
            for match in sql.matches(of: list) {
                let constants = match.output[1].substring.map { $0.split(separator: ",").count } ?? 0
                #expect(constants <= 2, "\(name): \(sql[match.range])")
            }
        }
        #expect(try !opcodes(database, Self.expenseInsert).contains("OpenEphemeral"))
    }
}
