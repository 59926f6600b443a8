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
        if key == .currency { try refuseUnconvertible(home: value.homeCurrency) }
        try writePreference(key, value.storedText(for: key))
        return value.displayText(for: key, systemTimeZone: nil) ?? text
    }

    /// Refuses (`unconvertibleCurrency`) a home currency that no rate source converts into — not the
    /// euro, no published rate (`publishedRates`), no stored one — when the logbook holds expenses
    /// that would then drop out of every total: those in another currency without a rate of their own
    /// into it. With none (a new logbook, or one whose expenses are all in that currency or carry such
    /// a rate) it is accepted: a user who pays in dirhams only keeps dirham totals, and an expense in
    /// another currency added later is reported with the fix (`--rate`).
    func refuseUnconvertible(home: CurrencyCode) throws {
        guard home != .euro, publishedRates?.coverage(of: home) == nil, try storedRateCoverage(of: home) == nil else { return }
        let dropped = try expensesNeedingRates(into: home)
        guard dropped == 0 else {
            throw PreferenceError.unconvertibleCurrency(
                home.code, expenses: dropped, publisherNamesIt: publishedRates?.publishedCurrencies.contains(home) ?? false)
        }
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
