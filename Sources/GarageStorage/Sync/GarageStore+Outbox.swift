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
    /// Stamps a change of the record `id` that was just written with `stamp`, queueing its row as it
    /// now is.
    func enqueueUpsert(_ kind: SyncedRecordKind, id: GarageID, stamp: HybridTimestamp) throws {
        try database.execute(kind.upsertSQL, [id.rawValue, stamp.text, stamp.device.rawValue])
    }

    /// Queues the deletion of the record `id` of `vehicleID`, with a new stamp; call it before the
    /// row is deleted (for the vehicle's account).
    func enqueueDelete(_ kind: SyncedRecordKind, id: GarageID, vehicleID: GarageID) throws {
        let stamp = try issueStamp()
        try database.execute(
            """
            INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, row, hlc, device_id)
            VALUES ((SELECT account FROM vehicle WHERE id = ?3), ?1, ?2, ?3, 'delete', NULL, ?4, ?5)
            """, [kind.rawValue, id.rawValue, vehicleID.rawValue, stamp.text, stamp.device.rawValue])
    }

    /// The signed-in account's changes waiting to be pushed after `sequence` (0: from the first), in
    /// the order they were made, at most `limit` of them.
    public func pendingChanges(after sequence: Int, limit: Int) throws -> [OutboxChange] {
        try database.rows(
            """
            SELECT seq, record_kind, record_id, vehicle_id, operation, row, hlc, device_id FROM outbox
            WHERE account = \(Self.signedInAccount) AND seq > ? ORDER BY seq LIMIT ?
            """, [sequence, limit], Self.outboxChange)
    }

    /// How many of the signed-in account's changes wait to be pushed.
    public func pendingChangeCount() throws -> Int {
        try database.firstRow("SELECT count(*) FROM outbox WHERE account = \(Self.signedInAccount)") { $0.int(0) } ?? 0
    }

    /// Deletes the signed-in account's changes up to and including `sequence`, in one transaction,
    /// once the server has them; returns how many went. Acknowledging again (or a lower sequence) is
    /// harmless: it deletes nothing.
    ///
    /// It does not advance the logbook's generation: the outbox is not what the widgets show, and a
    /// push must not make every command republish.
    @discardableResult
    public func acknowledge(upTo sequence: Int) throws -> Int {
        let body = { (database: Database) throws -> Int in
            try database.execute("DELETE FROM outbox WHERE account = \(Self.signedInAccount) AND seq <= ?", [sequence])
            return try database.firstRow("SELECT changes()") { $0.int(0) } ?? 0
        }
        return database.isInTransaction ? try body(database) : try database.write(body)
    }

    /// The stamp of the last local change of a record, as its row keeps it (`nil` for a record
    /// written before stamps, or none with this id).
    public func stamp(of kind: SyncedRecordKind, id: GarageID) throws -> HybridTimestamp? {
        try database.firstRow("SELECT hlc FROM \(kind.table) WHERE id = ?", [id.rawValue]) { row in
            row.optionalText(0).flatMap(HybridTimestamp.init(text:))
        } ?? nil
    }

    /// An outbox row as a change.
    static func outboxChange(_ row: Row) throws -> OutboxChange {
        let decode = RowDecoding(table: "outbox", id: String(row.int(0)))
        guard let kind = SyncedRecordKind(rawValue: row.text(1)),
              let stamp = HybridTimestamp(text: row.text(6)),
              let device = DeviceID(rawValue: row.text(7))
        else { throw decode.fail("not an outbox row") }
        let operation: OutboxChange.Operation
        switch (row.text(4), row.optionalText(5)) {
        case ("upsert", let json?): operation = .upsert(row: json)
        case ("delete", nil): operation = .delete
        default: throw decode.fail("not an outbox operation")
        }
        return OutboxChange(
            sequence: row.int(0), kind: kind, recordID: row.text(2), vehicleID: row.text(3), operation: operation,
            stamp: stamp, deviceID: device)
    }
}
