import GarageRules

extension SyncRepository {
    /// Keeps the conflicts a pull brought, inside the running write: a new or changed one is stored,
    /// one dismissed (on another device of the account) goes; one dismissed here stays dismissed.
    func applyConflicts(_ conflicts: [SyncConflict]) throws {
        for conflict in conflicts {
            if conflict.isDismissed {
                try store.database.execute("DELETE FROM sync_conflict WHERE id = ?", [conflict.id])
                continue
            }
            try store.database.execute(
                """
                INSERT INTO sync_conflict (id, account, source, vehicle_id, record_kind, record_id, unit, lost_value, lost_stamp,
                    winner, won_value, won_stamp)
                VALUES (?1, \(GarageStore.signedInAccount), 'server', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
                ON CONFLICT (id) DO UPDATE SET lost_value = excluded.lost_value, won_value = excluded.won_value,
                    winner = excluded.winner, won_stamp = excluded.won_stamp
                """,
                [
                    conflict.id, conflict.vehicleID, conflict.kind.rawValue, conflict.recordID, conflict.unit, conflict.lostValue,
                    conflict.lostStamp, conflict.winner, conflict.wonValue, conflict.wonStamp,
                ])
        }
    }

    /// The local record `id` of `kind` as one synced row (its columns in the order the server keeps
    /// them), `nil` when this device has none.
    public func syncedRow(_ kind: RecordKind, id: String) throws -> String? {
        try store.read { try SyncRepository(store: $0).localRow(kind, id: id)?.row }
    }

    /// The signed-in account's conflicts that it has not dismissed, oldest first.
    public func conflicts() throws -> [SyncConflict] {
        try store.database.rows(
            """
            SELECT id, vehicle_id, record_kind, record_id, unit, lost_value, lost_stamp, winner, won_value, won_stamp
            FROM sync_conflict WHERE account = \(GarageStore.signedInAccount) AND dismissed = 0 ORDER BY lost_stamp, id
            """
        ) { row in
            guard let kind = RecordKind(rawValue: row.text(2)) else {
                throw RowDecoding(table: "sync_conflict", id: row.text(0)).fail("not a record kind")
            }
            return SyncConflict(
                id: row.text(0), vehicleID: row.text(1), kind: kind, recordID: row.text(3), unit: row.text(4),
                lostValue: row.optionalText(5), lostStamp: row.text(6), winner: row.text(7), wonValue: row.optionalText(8),
                wonStamp: row.text(9), isDismissed: false)
        }
    }

    /// How many conflicts the signed-in account has not dismissed.
    public func conflictCount() throws -> Int {
        try store.database.firstRow(
            "SELECT count(*) FROM sync_conflict WHERE account = \(GarageStore.signedInAccount) AND dismissed = 0") { $0.int(0) } ?? 0
    }

    /// Dismisses the signed-in account's conflicts `ids` (all of them for `nil`) inside the running
    /// write; the next sync tells the server, so that its other devices dismiss them too. Returns how
    /// many were dismissed.
    @discardableResult
    public func dismissConflicts(_ ids: [String]?) throws -> Int {
        try store.requireWrite("dismiss conflicts")
        let account = GarageStore.signedInAccount
        var dismissed = 0
        let targets: [String?] = ids.map { $0.map(Optional.some) } ?? [nil]
        for id in targets {
            try store.database.execute(
                "UPDATE sync_conflict SET dismissed = 1 WHERE account = \(account) AND dismissed = 0 AND (?1 IS NULL OR id = ?1)", [id])
            dismissed += try store.database.firstRow("SELECT changes()") { $0.int(0) } ?? 0
        }
        return dismissed
    }

    /// The ids of the conflicts dismissed here that the server has not heard of yet.
    public func pendingDismissals() throws -> [String] {
        try store.database.rows(
            "SELECT id FROM sync_conflict WHERE account = \(GarageStore.signedInAccount) AND dismissed = 1 ORDER BY id") { $0.text(0) }
    }

    /// Forgets dismissed conflicts the server now knows are dismissed, inside the running write.
    public func forgetDismissed(_ ids: [String]) throws {
        try store.requireWrite("forget dismissed conflicts")
        for id in ids {
            try store.database.execute(
                "DELETE FROM sync_conflict WHERE account = \(GarageStore.signedInAccount) AND id = ? AND dismissed = 1", [id])
        }
    }

    /// Keeps, inside the running write, the changes this device could not push because their vehicle
    /// is gone for the account (removed by its owner, or its share revoked or made view-only): each
    /// upsert becomes a conflict of this device (`source = 'device'`, unit `removed`) holding the
    /// record's row, so that the edit is listed and kept rather than lost when the pull takes the
    /// vehicle away. A delete loses nothing and is not kept.
    public func setAside(_ changes: [OutboxChange]) throws {
        for change in changes {
            guard case .upsert(let row) = change.operation else { continue }
            try store.database.execute(
                """
                INSERT INTO sync_conflict (id, account, source, vehicle_id, record_kind, record_id, unit, lost_value, lost_stamp,
                    winner, won_value, won_stamp)
                VALUES (?1, \(GarageStore.signedInAccount), 'device', ?2, ?3, ?4, 'removed', ?5, ?6, '', NULL, '')
                ON CONFLICT (id) DO UPDATE SET lost_value = excluded.lost_value, lost_stamp = excluded.lost_stamp
                """,
                ["device-\(change.kind.rawValue)-\(change.recordID)", change.vehicleID, change.kind.rawValue, change.recordID, row,
                 change.stamp.text])
        }
    }

    /// Whether the vehicle `id` was made here and has not reached the server yet: its first queued
    /// upsert is its creation, which names no bases (an edit names the stamps it changed). A vehicle
    /// whose first queued change is an edit was on the server: when the server no longer has it, it was
    /// removed there, and the changes made under it here are not a new vehicle's (found by the
    /// household checker: they were sent as one, and every sync failed on row-level security). A
    /// vehicle removed here and then brought back (an undo) before the removal was pushed is made
    /// again too: its queued removal is followed by an upsert.
    public func hasPendingCreation(of id: String) throws -> Bool {
        try store.database.firstRow(
            """
            SELECT coalesce(u.bases, '{}') = '{}' OR EXISTS (
                SELECT 1 FROM outbox d WHERE d.record_kind = 'vehicle' AND d.record_id = u.record_id AND d.operation = 'delete'
                    AND EXISTS (SELECT 1 FROM outbox l WHERE l.record_kind = 'vehicle' AND l.record_id = u.record_id
                                AND l.operation = 'upsert' AND l.seq > d.seq))
            FROM outbox u
            WHERE u.record_kind = 'vehicle' AND u.record_id = ?1 AND u.operation = 'upsert' ORDER BY u.seq LIMIT 1
            """, [id]) { $0.int(0) == 1 } ?? false
    }
}
