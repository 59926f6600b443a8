import GarageRules

extension SyncRepository {
    /// Queues, inside the running write, each record with a note of the vehicles the signed-in
    /// account may write (only `vehicleID`'s, by this device's id, when given) that the household has
    /// (it has a version) and that no pending change sends already: pushed at the version it has, so
    /// that the sync seals its note with the vehicle's key it holds now. The household server takes a
    /// note sealed at the version it holds in place of the same note in clear, or sealed with a key
    /// replaced since, and tells nobody of a conflict (server schema 15); a note changed on another
    /// device meanwhile is later and stays. Returns how many were queued.
    ///
    /// Costs one statement per kind with notes, once: at the first sync of server schema 15, when the
    /// account's key is made or opened here, and when a vehicle's key is replaced.
    @discardableResult
    public func queueNotesForSealing(vehicleID: String? = nil) throws -> Int {
        try store.requireWrite("queue notes")
        try store.flushQueuedUpserts()
        var queued = 0
        for kind in RecordKind.allCases {
            let notes = kind.descriptor.syncedFields.filter(\.wasClearBeforeSealing).map(\.column)
            guard !notes.isEmpty, kind != .vehicle else { continue }
            let anyNote = notes.map { "r.\($0) IS NOT NULL" }.joined(separator: " OR ")
            try store.database.execute(
                """
                INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases)
                SELECT v.account, '\(kind.rawValue)', r.id, r.vehicle_id, 'upsert', r.hlc, substr(r.hlc, 17), NULL
                FROM \(kind.table) r JOIN vehicle v ON v.id = r.vehicle_id
                WHERE v.account = \(GarageStore.signedInAccount) AND v.role IN ('owner', 'editor') AND v.hlc IS NOT NULL
                  AND r.hlc IS NOT NULL AND (\(anyNote)) AND (?1 IS NULL OR v.id = ?1)
                  AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.record_id = r.id AND o.record_kind = '\(kind.rawValue)')
                ORDER BY r.vehicle_id, r.id
                """, [vehicleID])
            queued += try store.database.firstRow("SELECT changes()") { $0.int(0) } ?? 0
        }
        return queued
    }

    /// Whether this device queued the signed-in account's notes for sealing since it syncs with its
    /// server (``queueNotesForSealing(vehicleID:)``, noted by ``noteNotesQueuedForSealing()``).
    public func notesQueuedForSealing() throws -> Bool {
        try store.database.firstRow(
            "SELECT sealed_notes FROM sync_state WHERE account = \(GarageStore.signedInAccount)"
        ) { $0.int(0) } == 1
    }

    /// Notes, inside the running write, that the account's notes were queued for sealing.
    public func noteNotesQueuedForSealing() throws {
        try store.requireWrite("queue notes")
        try store.database.execute("UPDATE sync_state SET sealed_notes = 1 WHERE account = \(GarageStore.signedInAccount)")
    }
}
