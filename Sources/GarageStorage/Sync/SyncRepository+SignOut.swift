

/// Signing out of a logbook that syncs with a household server: the device's copy of the synced
/// data goes, because the server keeps it (and the next sign-in with `--server` brings it back).
extension SyncRepository {
    /// Removes the signed-in account's synced data from this device and ends the session; returns
    /// how many vehicles went. Call it inside `write { }`.
    ///
    /// What goes: the account's vehicles with every record of them (the cascades take odometer
    /// entries, maintenance, services, expenses, deadlines, what imports remembered), its journal
    /// (the undo history holds copies of those records), its sync cursor (a next sign-in pulls
    /// everything again), the household ids of the vehicles made here before the link, and the
    /// session. What stays: the account's row and preferences (this device's settings, never synced)
    /// and the exchange rates (public data).
    ///
    /// The outbox is checked in the same transaction: a change written by another process after the
    /// final push refuses the removal with ``UnsyncedChanges`` instead of being lost, unless
    /// `discardingUnsynced` (the user confirmed losing them).
    @discardableResult
    public func removeSyncedCopy(discardingUnsynced: Bool) throws -> Int {
        let pending = try pendingChangeCount()
        if pending > 0, !discardingUnsynced { throw UnsyncedChanges(count: pending) }
        let vehicles = try store.database.firstRow(
            "SELECT count(*) FROM vehicle WHERE account = \(GarageStore.signedInAccount)") { $0.int(0) } ?? 0
        try store.database.execute("DELETE FROM outbox WHERE account = \(GarageStore.signedInAccount)")
        try store.database.execute("DELETE FROM vehicle WHERE account = \(GarageStore.signedInAccount)")
        try store.database.execute("DELETE FROM journal WHERE account = \(GarageStore.signedInAccount)")
        try store.database.execute("DELETE FROM sync_state WHERE account = \(GarageStore.signedInAccount)")
        // The vehicles they named are gone from here; a vehicle made here later under one of their
        // names must not be sent as the one the server keeps.
        try store.database.execute("DELETE FROM sync_vehicle_alias WHERE account = \(GarageStore.signedInAccount)")
        // What the server holds comes back with the next sign-in; what only this device kept (changes
        // no server would take) stays with the account.
        try store.database.execute("DELETE FROM sync_set_aside WHERE account = \(GarageStore.signedInAccount)")
        try store.database.execute(
            "DELETE FROM sync_conflict WHERE account = \(GarageStore.signedInAccount) AND source = 'server'")
        try store.accounts.signOut()
        return vehicles
    }
}
