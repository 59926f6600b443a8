extension GarageStore {
    /// The signed-in account, or `nil` when signed out.
    public func account() throws -> AccountRecord? {
        try database.firstRow("SELECT name, plan, signed_in_at FROM account WHERE id = 1") {
            AccountRecord(name: $0.text(0), plan: $0.text(1), signedInAt: $0.text(2))
        }
    }

    /// Signs `account` in, replacing any previous session.
    public func setAccount(_ account: AccountRecord) throws {
        try database.execute(
            "INSERT OR REPLACE INTO account (id, name, plan, signed_in_at) VALUES (1, ?, ?, ?)",
            [account.name, account.plan, account.signedInAt])
    }

    /// Changes the plan of the signed-in account.
    public func setPlan(_ plan: String) throws {
        try database.execute("UPDATE account SET plan = ? WHERE id = 1", [plan])
    }

    /// Ends the session, keeping the records.
    public func removeAccount() throws {
        try database.execute("DELETE FROM account")
    }

    /// Deletes every record of the account: vehicles (and with them everything recorded about
    /// them), preferences and the session. Imported exchange rates are public data and stay.
    public func deleteAllUserData() throws {
        try database.execute("DELETE FROM vehicle")
        try database.execute("DELETE FROM preference")
        try database.execute("DELETE FROM account")
    }

    /// The stored preferences.
    public func preferences() throws -> PreferencesRecord {
        var record = PreferencesRecord()
        for (key, value) in try database.rows("SELECT key, value FROM preference", [], { ($0.text(0), $0.text(1)) }) {
            record[key] = value
        }
        return record
    }

    /// Sets (or, with `nil`, clears) one preference by its stored key.
    public func setPreference(_ key: String, _ value: String?) throws {
        if let value {
            try database.execute("INSERT OR REPLACE INTO preference (key, value) VALUES (?, ?)", [key, value])
        } else {
            try database.execute("DELETE FROM preference WHERE key = ?", [key])
        }
    }
}
