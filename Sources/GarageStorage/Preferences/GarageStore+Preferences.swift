import GarageRules

extension GarageStore {
    /// The signed-in account's preferences, validated (the defaults when nobody is signed in); a
    /// stored value that is not a value of its key is reported as a damaged row, never silently
    /// replaced by the default.
    public func preferences() throws -> Preferences {
        var preferences = Preferences.defaults
        let rows = try database.rows(
            "SELECT key, value FROM account_preference WHERE account = \(Self.signedInAccount)"
        ) { ($0.text(0), $0.text(1)) }
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
            try preferences.restore(key, from: value)
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
        try writePreference(key, value.storedText(for: key))
        return value.displayText(for: key, systemTimeZone: nil) ?? text
    }

    /// Stores the signed-in account's preferences: a row for each one not at its default, none for
    /// the others.
    public func save(_ preferences: Preferences) throws {
        for key in Preferences.Key.allCases { try writePreference(key, preferences.storedText(for: key)) }
    }

    /// Writes one preference's row, or deletes it for `nil` (its default); refused when nobody is
    /// signed in, since every preference belongs to an account.
    func writePreference(_ key: Preferences.Key, _ stored: String?) throws {
        guard try loadAccount() != nil else { throw GarageError.signedOut }
        let before = try database.firstRow(
            "SELECT value FROM account_preference WHERE account = \(Self.signedInAccount) AND key = ?", [key.rawValue]
        ) { $0.text(0) }
        guard before != stored else { return }
        record(.updated(.preference(key, before)))
        if let stored {
            try database.execute(
                "INSERT OR REPLACE INTO account_preference (account, key, value) VALUES (\(Self.signedInAccount), ?, ?)",
                [key.rawValue, stored])
        } else {
            try database.execute(
                "DELETE FROM account_preference WHERE account = \(Self.signedInAccount) AND key = ?", [key.rawValue])
        }
    }
}
