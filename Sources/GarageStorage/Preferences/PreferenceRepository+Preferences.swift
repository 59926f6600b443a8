import GarageRules

extension PreferenceRepository {
    /// The signed-in account's preferences, validated (the defaults when nobody is signed in); a
    /// stored value that is not a value of its key is reported as a damaged row, never silently
    /// replaced by the default.
    public func load() throws -> Preferences {
        var preferences = Preferences.defaults
        let rows = try store.database.rows(
            "SELECT key, value FROM account_preference WHERE account = \(GarageStore.signedInAccount)"
        ) { ($0.text(0), $0.text(1)) }
        for (name, value) in rows {
            try GarageStore.apply(name, value, to: &preferences)
        }
        return preferences
    }

    /// Sets one preference from the text a user typed (see `Preferences.set(_:to:)`), writing only its
    /// own row (none at its default), so that a damaged stored value is replaced, never read first.
    /// Returns the value as stored: `system` for a locale or time zone that now follows the system's.
    @discardableResult
    public func set(_ key: Preferences.Key, to text: String) throws -> String {
        var value = Preferences.defaults
        try value.set(key, to: text)
        if key == .currency { try refuseUnconvertible(home: value.homeCurrency) }
        try write(key, value.storedText(for: key))
        return value.displayText(for: key, systemTimeZone: nil) ?? Preferences.systemValue
    }

    /// Refuses (`unconvertibleCurrency`) a home currency that no rate source converts into — not the
    /// euro, no published rate (`publishedRates`), no stored one — when the logbook holds expenses
    /// that would then drop out of every total: those in another currency without a rate of their own
    /// into it. With none (a new logbook, or one whose expenses are all in that currency or carry such
    /// a rate) it is accepted: a user who pays in dirhams only keeps dirham totals, and an expense in
    /// another currency added later is reported with the fix (`--rate`).
    func refuseUnconvertible(home: CurrencyCode) throws {
        guard home != .euro, store.publishedRates?.coverage(of: home) == nil, try store.rates.storedCoverage(of: home) == nil else { return }
        let dropped = try store.rates.expensesNeedingRates(into: home)
        guard dropped == 0 else {
            throw PreferenceError.unconvertibleCurrency(
                home.code, expenses: dropped, publisherNamesIt: store.publishedRates?.publishedCurrencies.contains(home) ?? false)
        }
    }

    /// Stores the signed-in account's preferences: a row for each one not at its default, none for
    /// the others.
    public func save(_ preferences: Preferences) throws {
        for key in Preferences.Key.allCases { try write(key, preferences.storedText(for: key)) }
    }

    /// Writes one preference's row, or deletes it for `nil` (its default); refused when nobody is
    /// signed in, since every preference belongs to an account.
    func write(_ key: Preferences.Key, _ stored: String?) throws {
        guard try store.accounts.signedIn() != nil else { throw GarageError.signedOut }
        let before = try store.database.firstRow(
            "SELECT value FROM account_preference WHERE account = \(GarageStore.signedInAccount) AND key = ?", [key.rawValue]
        ) { $0.text(0) }
        guard before != stored else { return }
        store.record(.updated(.preference(key, before)))
        if let stored {
            try store.database.execute(
                "INSERT OR REPLACE INTO account_preference (account, key, value) VALUES (\(GarageStore.signedInAccount), ?, ?)",
                [key.rawValue, stored])
        } else {
            try store.database.execute(
                "DELETE FROM account_preference WHERE account = \(GarageStore.signedInAccount) AND key = ?", [key.rawValue])
        }
    }
}
