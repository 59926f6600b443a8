import CSQLite
import Foundation
import GarageRules

extension GarageStore {
    /// SQLite's own check of the file's structure (`PRAGMA quick_check`): the problems it lists, one
    /// a line, at most `limit`; none when it answers "ok".
    ///
    /// quick_check stops with `SQLITE_CORRUPT` at a table whose pages it cannot read at all; then each
    /// table is checked on its own, so that the answer names the tables that cannot be read
    /// (`table expense: database disk image is malformed`) as well as what the others list.
    public func quickCheck(limit: Int = 10_000) throws -> [String] {
        // PRAGMA takes no bound parameters; the limit is an Int, so interpolation is safe.
        do {
            return Self.problems(try database.rows("PRAGMA quick_check(\(max(1, limit)))") { $0.text(0) })
        } catch let error as DatabaseError where error.code == SQLITE_CORRUPT {
            let tables = try database.rows("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY rootpage") { $0.text(0) }
            var problems: [String] = []
            for table in tables where problems.count < limit {
                let quoted = "'" + table.replacingOccurrences(of: "'", with: "''") + "'"
                do {
                    problems += Self.problems(try database.rows("PRAGMA quick_check(\(quoted))") { $0.text(0) })
                } catch let error as DatabaseError where error.code == SQLITE_CORRUPT {
                    problems.append("table \(table): \(error.message)")
                }
            }
            return Array(problems.prefix(limit))
        }
    }

    /// quick_check's rows as problems: none for "ok"; its rows can hold several lines, under a
    /// `*** in database main ***` heading.
    private static func problems(_ rows: [String]) -> [String] {
        guard rows != ["ok"] else { return [] }
        return rows.flatMap { $0.split(separator: "\n").map(String.init) }.filter { !$0.hasPrefix("*** in database") }
    }

    /// Decodes every row of every table the app reads records, preferences and rates from, as the
    /// queries do, and reports each row that does not decode with its table and id.
    ///
    /// One scan of each table, holding no record: for `glovebox doctor` (no command reads whole tables).
    public func checkRows() throws -> RowCheck {
        let scans: [(table: String, sql: String, decode: (Row) throws -> Void)] = [
            ("device_account", "SELECT name, plan FROM device_account", { _ = try Self.accountRow($0) }),
            ("account_preference", "SELECT key, value FROM account_preference", { row in
                var preferences = Preferences.defaults
                try Self.apply(row.text(0), row.text(1), to: &preferences)
            }),
            ("unclaimed_preference", "SELECT key, value FROM unclaimed_preference", { row in
                var preferences = Preferences.defaults
                try Self.apply(row.text(0), row.text(1), to: &preferences)
            }),
            ("vehicle", "SELECT \(Self.vehicleColumns) FROM vehicle", { _ = try Self.vehicleRow($0) }),
            ("odometer_entry", "SELECT \(Self.entryColumns) FROM odometer_entry", { _ = try Self.entryRow($0) }),
            ("expense", "SELECT \(Self.expenseColumns) FROM expense e", { _ = try Self.expenseRow($0) }),
            ("maintenance_item",
             "SELECT \(Self.itemColumns) FROM maintenance_item i",
             { _ = try Self.itemRow($0) }),
            ("maintenance_service",
             "SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id",
             { _ = try Self.serviceRow($0) }),
            ("deadline", "SELECT \(Self.deadlineColumns) FROM deadline", { _ = try Self.deadlineRow($0) }),
            ("journal", "SELECT \(Self.journalColumns) FROM journal", { _ = try Self.journalRow($0) }),
            ("exchange_rate", "SELECT day, rate, currency FROM exchange_rate", { row in
                let code = row.text(2)
                let currency = try RowDecoding(table: "exchange_rate", id: "\(code) \(row.text(0))").currency(code)
                _ = try Self.rate(row, currency: currency)
            }),
        ]
        var check = RowCheck(tables: scans.map(\.table), rowCount: 0, damagedRows: [], unreadableTables: [:])
        // Each scan on its own, not in one transaction: after SQLite meets a damaged page, even a
        // read transaction's COMMIT fails.
        for scan in scans {
            do {
                let statement = try database.prepare(scan.sql)
                try statement.bind([])
                while try statement.step() {
                    check.rowCount += 1
                    do {
                        try scan.decode(Row(statement: statement))
                    } catch StoreError.corruptRow(let table, let id, let reason) {
                        check.damagedRows.append(DamagedRow(table: table, id: id, reason: reason))
                    }
                }
            } catch let error as DatabaseError where error.isFileDamaged {
                // A damaged page ends this table's scan; the others are still read.
                check.unreadableTables[scan.table] = error.message
            }
        }
        return check
    }
}
