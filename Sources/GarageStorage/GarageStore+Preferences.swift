extension GarageStore {
    /// The stored value of one preference (`locale`, `currency`, `lock`, `timezone`), or `nil` when unset.
    public func preference(_ key: String) throws -> String? {
        try database.firstRow("SELECT value FROM preference WHERE key = ?", [key]) { $0.text(0) }
    }

    /// Every stored preference.
    public func preferences() throws -> [String: String] {
        Dictionary(uniqueKeysWithValues: try database.rows("SELECT key, value FROM preference", [], { ($0.text(0), $0.text(1)) }))
    }

    /// Sets (or, with `nil`, clears) one preference.
    public func setPreference(_ key: String, _ value: String?) throws {
        if let value {
            try database.execute("INSERT OR REPLACE INTO preference (key, value) VALUES (?, ?)", [key, value])
        } else {
            try database.execute("DELETE FROM preference WHERE key = ?", [key])
        }
    }

    /// Deletes every record of the account — vehicles and, through them, everything recorded about
    /// them, preferences and the session. Imported exchange rates are public data and stay.
    public func deleteAllUserData() throws {
        try database.execute("DELETE FROM vehicle")
        try database.execute("DELETE FROM preference")
        try database.execute("DELETE FROM account")
    }
}
