extension LogbookSchema {
    /// The constraints step 22 rewrites: every table CHECK of a logbook at step 21 whose list has
    /// more than two words (`x IN (0, 1)` is compiled to comparisons already).
    static let version22Checks = [
        InListCheck(table: "vehicle", column: "role", words: ["owner", "editor", "viewer"]),
        InListCheck(table: "expense", column: "category",
                    words: ["fuel", "service", "repair", "insurance", "tax", "parking", "tolls", "other"]),
        InListCheck(table: "expense", column: "fuel_unit", words: ["l", "us-gal", "imp-gal", "kwh"]),
        InListCheck(table: "expense", column: "fuel_energy", words: ["petrol", "diesel", "lpg", "electricity"]),
        InListCheck(table: "deadline", column: "kind",
                    words: ["insurance", "inspection", "road-tax", "registration", "driving-licence", "warranty", "custom"]),
        InListCheck(table: "outbox", column: "record_kind", words: recordKinds),
        InListCheck(table: "sync_conflict", column: "record_kind", words: recordKinds),
        InListCheck(table: "sync_set_aside", column: "record_kind", words: recordKinds),
        InListCheck(table: "reminder_sent", column: "state", words: ["dueSoon", "due", "overdue"]),
        InListCheck(table: "account_preference", column: "key", words: ["locale", "currency", "lock", "timezone", "economy"]),
        InListCheck(table: "unclaimed_preference", column: "key", words: ["locale", "currency", "lock", "timezone"]),
    ]

    /// The record kinds an outbox, conflict or set-aside row names, in the order of their lists.
    private static let recordKinds = ["vehicle", "odometer-entry", "expense", "maintenance-item", "service", "deadline"]

    /// Every table CHECK that a column holds one of more than two words is written as comparisons
    /// (`InListCheck`): SQLite 3.40 builds an `IN` list's constants into an ephemeral b-tree for
    /// every row an insert writes, and `expense`'s three lists and `outbox`'s one cost an import of
    /// 10,000 rows some 40,000 b-tree clears (`callgrind`, issue 24). The other tables' lists go too,
    /// so that the logbook keeps none: the rewriting is the same for each.
    ///
    /// SQLite cannot alter a CHECK, but the new constraints accept exactly the rows the old ones did,
    /// so no stored row can break them, and the file format does not change: this is the case
    /// sqlite.org/lang_altertable.html ("Making Other Kinds Of Table Schema Changes") answers by
    /// editing `sqlite_schema` in place — `writable_schema` on, the table's `sql` updated, the
    /// `schema_version` bumped by one so that every connection parses the schema again, then
    /// `writable_schema` off — rather than by rebuilding each table (a copy of every row of a
    /// million-row `expense`, with its indexes and triggers, and foreign keys that a migration's
    /// transaction cannot switch off). The step runs in Swift (`Migrator.Migration.code`) because
    /// the new `schema_version` is the old one read back plus one, inside the step's transaction.
    ///
    /// A table's text that does not hold a constraint exactly as the steps wrote it (a hand edit)
    /// keeps it: correct, only slower. `RESET` rather than `OFF` makes this connection parse the
    /// schema again at once, inside the transaction, so a text SQLite could not read fails the step,
    /// and rolls it back, instead of every later open.
    ///
    /// Apple's SQLite opens every connection in defensive mode, which refuses any edit of
    /// `sqlite_schema` (writable_schema or not): the step turns it off for itself and back after
    /// (`Database.withoutDefensiveMode`), as SQLite's documentation of the mode says such an edit must.
    @Sendable static func version22(_ database: Database) throws {
        try database.withoutDefensiveMode { try rewriteInListChecks(database) }
    }

    /// Step 22's work, with defensive mode off.
    private static func rewriteInListChecks(_ database: Database) throws {
        let schemaVersion = try database.firstRow("PRAGMA schema_version") { $0.int(0) } ?? 0
        var tables: [String] = []
        for check in version22Checks where !tables.contains(check.table) { tables.append(check.table) }
        try database.execute("PRAGMA writable_schema = ON")
        do {
            for table in tables {
                guard let sql = try database.firstRow(
                    "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?", [table], { $0.text(0) })
                else { continue }
                var rewritten = sql
                for check in version22Checks where check.table == table {
                    rewritten = check.rewriting(rewritten) ?? rewritten
                }
                guard rewritten != sql else { continue }
                try database.execute(
                    "UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = ?", [rewritten, table])
            }
            // PRAGMA takes no bound parameters; the value is an Int.
            try database.execute("PRAGMA schema_version = \(schemaVersion + 1)")
            try database.execute("PRAGMA writable_schema = RESET")
            _ = try database.firstRow("SELECT count(*) FROM sqlite_schema") { $0.int(0) }
        } catch {
            try? database.execute("PRAGMA writable_schema = RESET")
            throw error
        }
    }
}
