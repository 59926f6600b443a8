import GarageRules

extension SyncRepository {
    /// The signed-in account's changes waiting to be pushed after `sequence` (0: from the first), in
    /// the order they were made, at most `limit` of them, read in one transaction.
    ///
    /// A record changed several times is sent once, as it is now, at the place of its first queued
    /// upsert (the later ones are `superseded`): there, a new record goes before every record made
    /// under it afterwards, so that the server meets a vehicle before the readings logged on it and an
    /// item before its services even when the parent was edited after them. It carries the stamp and
    /// bases of its latest queued change, which hold what the device had seen before each edit.
    public func pendingChanges(after sequence: Int, limit: Int) throws -> [OutboxChange] {
        try store.flushQueuedUpserts()
        return try store.read { store in
            try store.database.rows(
                """
                SELECT seq, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases FROM outbox
                WHERE account = \(GarageStore.signedInAccount) AND seq > ? ORDER BY seq LIMIT ?
                """, [sequence, limit], GarageStore.outboxRow
            ).map { row in
                guard row.operation == "upsert" else {
                    // A delete writes the tombstone alone.
                    return try row.change(.delete, incoming: "{\"deleted\":\"\(row.stamp.text)\"}")
                }
                let current = try store.database.firstRow(row.kind.currentRowSQL, [row.recordID, row.sequence]) {
                    ($0.text(0), $0.text(1), $0.text(2), $0.optionalText(3))
                }
                guard let (values, incoming, latest, bases) = current, let stamp = HybridTimestamp(text: latest) else {
                    return try row.change(.superseded, incoming: "{}")
                }
                return try row.change(.upsert(row: values), incoming: incoming, latest: (stamp, bases))
            }
        }
    }

    /// How many of the signed-in account's changes wait to be pushed.
    public func pendingChangeCount() throws -> Int {
        try store.flushQueuedUpserts()
        return try store.database.firstRow("SELECT count(*) FROM outbox WHERE account = \(GarageStore.signedInAccount)") { $0.int(0) } ?? 0
    }

    /// Deletes the signed-in account's changes up to and including `sequence`, in one transaction,
    /// once the server has them; returns how many went. Acknowledging again (or a lower sequence) is
    /// harmless: it deletes nothing.
    ///
    /// It does not advance the logbook's generation: the outbox is not what the widgets show, and a
    /// push must not make every command republish.
    @discardableResult
    public func acknowledge(upTo sequence: Int) throws -> Int {
        try acknowledge(upTo: sequence, keepingVehicles: [])
    }

    /// ``acknowledge(upTo:)`` but for the changes of `kept` vehicles, which stay queued: the server
    /// refused one of them (the plan's limit), so they wait for the next sync.
    @discardableResult
    public func acknowledge(upTo sequence: Int, keepingVehicles kept: Set<String>) throws -> Int {
        let ids = kept.sorted()
        let keeping = ids.isEmpty ? "" : " AND vehicle_id NOT IN (\(Array(repeating: "?", count: ids.count).joined(separator: ", ")))"
        let body = { (database: Database) throws -> Int in
            // What the server took is the household's: a clock that comes back never goes below it.
            try database.execute(
                """
                UPDATE sync_device SET household_stamp = max(coalesce(household_stamp, ''), coalesce(
                    (SELECT max(hlc) FROM outbox WHERE account = \(GarageStore.signedInAccount) AND seq <= ?\(keeping)), ''))
                WHERE id = 1
                """, [sequence as any DatabaseValueConvertible] + ids.map { $0 as any DatabaseValueConvertible })
            try database.execute(
                "DELETE FROM outbox WHERE account = \(GarageStore.signedInAccount) AND seq <= ?" + keeping,
                [sequence as any DatabaseValueConvertible] + ids.map { $0 as any DatabaseValueConvertible })
            return try database.firstRow("SELECT changes()") { $0.int(0) } ?? 0
        }
        try store.requireWrite("acknowledge")
        return try body(store.database)
    }

    /// The stamp of the last local change of a record, as its row keeps it (`nil` for a record
    /// written before stamps, or none with this id).
    public func stamp(of kind: RecordKind, id: GarageID) throws -> HybridTimestamp? {
        try store.database.firstRow("SELECT hlc FROM \(kind.table) WHERE id = ?", [id.rawValue]) { row in
            row.optionalText(0).flatMap(HybridTimestamp.init(text:))
        } ?? nil
    }
}

extension SyncRepository {
    /// Stamps and queues every record of the signed-in account that has no stamp yet — written
    /// before the outbox existed (schema 5 and older) — parents first, so that the first push of an
    /// account sends its whole logbook; returns how many were queued. Call it inside `write { }`.
    @discardableResult
    public func queueUnstampedRecords() throws -> Int {
        var queued = 0
        let order: [RecordKind] = [.vehicle, .maintenanceItem, .service, .expense, .odometerEntry, .deadline]
        for kind in order {
            let vehicle = kind == .vehicle ? "id" : "vehicle_id"
            let ids = try store.database.rows(
                "SELECT id FROM \(kind.table) WHERE hlc IS NULL AND \(vehicle) IN (\(GarageStore.ownVehicleIDs)) ORDER BY rowid"
            ) { $0.text(0) }
            for text in ids {
                guard let id = GarageID(rawValue: text) else { throw StoreError.corruptRow(table: kind.table, id: text, reason: "not a garage id") }
                try store.database.execute("UPDATE \(kind.table) SET hlc = ? WHERE id = ?", [try store.issueStamp().text, text])
                try store.enqueueUpsert(kind, id: id)
                queued += 1
            }
        }
        return queued
    }
}
