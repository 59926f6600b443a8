import CSQLite
import GarageRules
import WidgetContract

/// The signed-in account's preferences: typed, checked, stored one row per key set.
///
/// A view of the logbook (``GarageStore/preferences``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct PreferenceRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The signed-in account's preferences.
    public var preferences: PreferenceRepository { PreferenceRepository(store: self) }
}

extension PreferenceRepository {
    /// The signed-in account's preferences as stored, and the preference rows that do not decode
    /// (those keep their default in the preferences).
    public func exported() throws -> (preferences: Preferences, damaged: [DamagedStoredRow]) {
        var preferences = Preferences.defaults
        var damaged: [DamagedStoredRow] = []
        let statement = try store.database.prepare(
            "SELECT key, value FROM account_preference WHERE account = \(GarageStore.signedInAccount) ORDER BY key")
        try statement.bind([])
        while try statement.step() {
            let row = Row(statement: statement)
            let (name, value) = (row.text(0), row.text(1))
            do throws(PreferenceError) {
                try preferences.set(try Preferences.Key(parsing: name), to: value)
            } catch {
                damaged.append(DamagedStoredRow(
                    table: "account_preference", id: name, reason: error.description, columns: row.storedColumns(2)))
            }
        }
        return (preferences, damaged)
    }
}
