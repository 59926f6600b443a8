extension GarageStore {
    /// The stored preferences, validated; a stored value that is not a value of its key is reported
    /// as a damaged row, never silently replaced by the default.
    public func preferences() throws -> Preferences {
        var preferences = Preferences.defaults
        let rows = try database.rows("SELECT key, value FROM preference") { ($0.text(0), $0.text(1)) }
        for (name, value) in rows {
            try Self.apply(name, value, to: &preferences)
        }
        return preferences
    }

    /// Sets the preference a stored row holds, or throws `corruptRow` naming it.
    static func apply(_ name: String, _ value: String, to preferences: inout Preferences) throws(StoreError) {
        let decode = RowDecoding(table: "preference", id: name)
        guard let key = Preferences.Key(rawValue: name) else { throw decode.fail("unknown preference") }
        do {
            try preferences.set(key, to: value)
        } catch {
            throw decode.fail("\(error.description); set it again to repair it")
        }
    }

    /// Sets one preference from the text a user typed (see `Preferences.set(_:to:)`), writing only its
    /// own row (none at its default), so that a damaged stored value is replaced, never read first.
    /// Returns the value as it now applies.
    @discardableResult
    public func setPreference(_ key: Preferences.Key, to text: String) throws -> String {
        var value = Preferences.defaults
        try value.set(key, to: text)
        if let stored = value.storedText(for: key) {
            try database.execute("INSERT OR REPLACE INTO preference (key, value) VALUES (?, ?)", [key.rawValue, stored])
            return stored
        }
        try database.execute("DELETE FROM preference WHERE key = ?", [key.rawValue])
        return value.displayText(for: key, systemTimeZone: nil) ?? text
    }

    /// Stores the preferences: a row for each one not at its default, none for the others.
    public func save(_ preferences: Preferences) throws {
        for key in Preferences.Key.allCases {
            if let text = preferences.storedText(for: key) {
                try database.execute("INSERT OR REPLACE INTO preference (key, value) VALUES (?, ?)", [key.rawValue, text])
            } else {
                try database.execute("DELETE FROM preference WHERE key = ?", [key.rawValue])
            }
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
