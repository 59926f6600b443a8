import GarageRules

/// The outbox: each record-level write (`insert`, `update`, `delete…`) adds, with the same
/// connection and so in the same transaction, one row per synced record it touched; the sync
/// reads them in order, pushes them, and acknowledges them, which deletes them.
///
/// Every path that changes records — the app's changes, undo, imports, restores, a unit
/// conversion — writes through those methods, so none can change a record without its outbox row,
/// and a change that is refused or rolled back leaves none. Signing out and deleting an account are
/// not record changes: they write none (deleting an account deletes its pending rows with it).
extension GarageStore {
    /// Queues the change of the record `id` that was just written with its new stamp (its row is read
    /// from the record when the change is pushed).
    ///
    /// Inside a write the upserts wait in memory and go to the outbox in one statement per run of
    /// one kind (`flushQueuedUpserts()`), before the next tombstone and before the write commits:
    /// the outbox keeps the order of the changes, and an import of 100,000 rows queues them in one
    /// statement instead of 100,000 (which cost it 0.7 s).
    func enqueueUpsert(_ kind: RecordKind, id: GarageID) throws {
        queuedUpserts.append((kind, id))
        if !isWriting { try flushQueuedUpserts() }
    }

    /// Queues the deletion of the record `id`, with a new stamp; call it before the row is deleted
    /// (its vehicle's account and id are read from it).
    func enqueueDelete(_ kind: RecordKind, id: GarageID) throws {
        try flushQueuedUpserts()
        try database.execute(kind.queueSQL, [id.rawValue, try issueStamp().text, "delete"])
    }

    /// Writes the upserts waiting in memory into the outbox, in order, each with the stamp its record
    /// now keeps (a record changed twice in a row is queued once).
    func flushQueuedUpserts() throws {
        guard !queuedUpserts.isEmpty else { return }
        // Whatever happens, they are written once: a failure rolls the write back with them.
        defer { queuedUpserts.removeAll(keepingCapacity: true) }
        var start = 0
        while start < queuedUpserts.count {
            let kind = queuedUpserts[start].kind
            var end = start
            var seen: Set<GarageID> = []
            var ids = "["
            while end < queuedUpserts.count, queuedUpserts[end].kind == kind {
                let id = queuedUpserts[end].id
                if seen.insert(id).inserted {
                    // Ids are `[a-z0-9-]`: nothing to escape.
                    ids += (ids.utf8.count == 1 ? "\"" : ",\"") + id.rawValue + "\""
                }
                end += 1
            }
            try database.execute(kind.queueBatchSQL, [ids + "]"])
            start = end
        }
    }

    /// The signed-in account's changes waiting to be pushed after `sequence` (0: from the first), in
    /// the order they were made, at most `limit` of them, each upsert with its record's row as it is
    /// now (or `superseded`), read in one transaction.
    public func pendingChanges(after sequence: Int, limit: Int) throws -> [OutboxChange] {
        try flushQueuedUpserts()
        return try read { store in
            try store.database.rows(
                """
                SELECT seq, record_kind, record_id, vehicle_id, operation, hlc, device_id FROM outbox
                WHERE account = \(Self.signedInAccount) AND seq > ? ORDER BY seq LIMIT ?
                """, [sequence, limit], Self.outboxRow
            ).map { row in
                guard row.operation == "upsert" else { return try row.change(.delete) }
                let current = try store.database.firstRow(row.kind.currentRowSQL, [row.recordID, row.stamp.text]) { $0.text(0) }
                return try row.change(current.map { .upsert(row: $0) } ?? .superseded)
            }
        }
    }

    /// How many of the signed-in account's changes wait to be pushed.
    public func pendingChangeCount() throws -> Int {
        try flushQueuedUpserts()
        return try database.firstRow("SELECT count(*) FROM outbox WHERE account = \(Self.signedInAccount)") { $0.int(0) } ?? 0
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
            try database.execute(
                "DELETE FROM outbox WHERE account = \(Self.signedInAccount) AND seq <= ?" + keeping,
                [sequence as any DatabaseValueConvertible] + ids.map { $0 as any DatabaseValueConvertible })
            return try database.firstRow("SELECT changes()") { $0.int(0) } ?? 0
        }
        return database.isInTransaction ? try body(database) : try database.write(body)
    }

    /// The stamp of the last local change of a record, as its row keeps it (`nil` for a record
    /// written before stamps, or none with this id).
    public func stamp(of kind: RecordKind, id: GarageID) throws -> HybridTimestamp? {
        try database.firstRow("SELECT hlc FROM \(kind.table) WHERE id = ?", [id.rawValue]) { row in
            row.optionalText(0).flatMap(HybridTimestamp.init(text:))
        } ?? nil
    }

    /// An outbox row as it is stored, before its record is read.
    struct OutboxRow {
        let sequence: Int
        let kind: RecordKind
        let recordID: String
        let vehicleID: String
        let operation: String
        let stamp: HybridTimestamp
        let deviceID: DeviceID

        func change(_ operation: OutboxChange.Operation) throws -> OutboxChange {
            OutboxChange(
                sequence: sequence, kind: kind, recordID: recordID, vehicleID: vehicleID, operation: operation, stamp: stamp,
                deviceID: deviceID)
        }
    }

    static func outboxRow(_ row: Row) throws -> OutboxRow {
        let decode = RowDecoding(table: "outbox", id: String(row.int(0)))
        guard let kind = RecordKind(rawValue: row.text(1)),
              ["upsert", "delete"].contains(row.text(4)),
              let stamp = HybridTimestamp(text: row.text(5)),
              let device = DeviceID(rawValue: row.text(6))
        else { throw decode.fail("not an outbox row") }
        return OutboxRow(
            sequence: row.int(0), kind: kind, recordID: row.text(2), vehicleID: row.text(3), operation: row.text(4),
            stamp: stamp, deviceID: device)
    }
}

extension GarageStore {
    /// Stamps and queues every record of the signed-in account that has no stamp yet — written
    /// before the outbox existed (schema 5 and older) — parents first, so that the first push of an
    /// account sends its whole logbook; returns how many were queued. Call it inside `write { }`.
    @discardableResult
    public func queueUnstampedRecords() throws -> Int {
        var queued = 0
        let order: [RecordKind] = [.vehicle, .maintenanceItem, .service, .expense, .odometerEntry, .deadline]
        for kind in order {
            let vehicle = kind == .vehicle ? "id" : "vehicle_id"
            let ids = try database.rows(
                "SELECT id FROM \(kind.table) WHERE hlc IS NULL AND \(vehicle) IN (\(Self.ownVehicleIDs)) ORDER BY rowid"
            ) { $0.text(0) }
            for text in ids {
                guard let id = GarageID(rawValue: text) else { throw StoreError.corruptRow(table: kind.table, id: text, reason: "not a garage id") }
                try database.execute("UPDATE \(kind.table) SET hlc = ? WHERE id = ?", [try issueStamp().text, text])
                try enqueueUpsert(kind, id: id)
                queued += 1
            }
        }
        return queued
    }
}
