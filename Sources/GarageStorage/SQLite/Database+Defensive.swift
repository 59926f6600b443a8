import CSQLite

extension Database {
    /// Whether the connection is in SQLite's defensive mode (`SQLITE_DBCONFIG_DEFENSIVE`), which
    /// forbids editing `sqlite_schema` even with `writable_schema` on. Debian's SQLite leaves it off;
    /// Apple's turns it on for every connection an app opens.
    public func isDefensive() throws -> Bool {
        try setDefensive(nil)
    }

    /// Turns defensive mode on or off (`nil` only reads it) and returns the setting now.
    @discardableResult
    public func setDefensive(_ isOn: Bool?) throws -> Bool {
        var now: Int32 = 0
        let code = glovebox_sqlite3_db_config_defensive(try handle, isOn.map { $0 ? 1 : 0 } ?? -1, &now)
        guard code == SQLITE_OK else { throw error(code: code, sql: "sqlite3_db_config(SQLITE_DBCONFIG_DEFENSIVE)") }
        return now != 0
    }

    /// Runs `body` with defensive mode off, then puts it back as it was, whatever `body` does.
    public func withoutDefensiveMode<T>(_ body: () throws -> T) throws -> T {
        let wasOn = try isDefensive()
        if wasOn { try setDefensive(false) }
        defer { if wasOn { _ = try? setDefensive(true) } }
        return try body()
    }
}
