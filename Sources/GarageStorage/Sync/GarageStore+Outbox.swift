import Foundation
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

    /// Queues the update of the record `id` that was just written with `stamp`, with the stamps its changed fields
    /// had (`bases`, JSON keyed by the server's columns): at once, since the bases of its earlier
    /// pending change must be found.
    func enqueueUpdate(_ kind: RecordKind, id: GarageID, stamp: String, bases: String?) throws {
        try flushQueuedUpserts()
        try database.execute(kind.queueSQL, [id.rawValue, stamp, "upsert", bases])
    }

    /// Queues the deletion of the record `id`, with a new stamp; call it before the row is deleted
    /// (its vehicle's account and id are read from it, and its version: what this device had seen of
    /// it, so that the server can tell the people whose later edits the removal takes).
    func enqueueDelete(_ kind: RecordKind, id: GarageID) throws {
        try enqueueDeletes(kind, ids: [id.rawValue])
    }

    /// Queues the deletions of the records `ids` of one kind, in order, each with a stamp of its own,
    /// in one statement; call it before the rows are deleted.
    ///
    /// A vehicle has no tombstone (the owner's delete removes the row on the server), but its
    /// removal says what it had seen too: the version, and each field's stamp, so that the server
    /// can tell the people whose edits it takes without having been seen (for a field edited here
    /// and not pushed, the queue keeps the stamp it had before: what the household had). SQLite
    /// reads those from the row (`FieldStampSQL.deletionBases`), so no record's stamps are decoded.
    func enqueueDeletes(_ kind: RecordKind, ids: [String]) throws {
        guard !ids.isEmpty else { return }
        try flushQueuedUpserts()
        var pairs = "["
        pairs.reserveCapacity(ids.count * 96)
        for id in ids {
            pairs += pairs.utf8.count == 1 ? "[" : ",["
            JournalEncoding.appendQuoted(id, to: &pairs)
            pairs += ","
            JournalEncoding.appendQuoted(try issueStamp().text, to: &pairs)
            pairs += "]"
        }
        try database.execute(kind.queueDeletionsSQL, [pairs + "]"])
    }

    /// Writes the upserts queued so far into the outbox now rather than when the write ends: for a
    /// change that inserts rows in batches (an import), so that the queue holds a batch, not the file.
    /// The outbox is the same: the records are queued in the same order, each once.
    public func flushQueuedChanges() throws {
        try flushQueuedUpserts()
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

    /// An outbox row as it is stored, before its record is read.
    struct OutboxRow {
        let sequence: Int
        let kind: RecordKind
        let recordID: String
        let vehicleID: String
        let operation: String
        let stamp: HybridTimestamp
        let deviceID: DeviceID
        let bases: String?

        /// The change this row sends: its own stamp and bases unless the record's latest queued row's
        /// (`latest`) are given.
        func change(
            _ operation: OutboxChange.Operation, incoming: String, latest: (stamp: HybridTimestamp, bases: String?)? = nil
        ) throws -> OutboxChange {
            OutboxChange(
                sequence: sequence, kind: kind, recordID: recordID, vehicleID: vehicleID, operation: operation,
                stamp: latest?.stamp ?? stamp, deviceID: deviceID, incoming: incoming, bases: (latest.map(\.bases) ?? bases) ?? "{}")
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
            stamp: stamp, deviceID: device, bases: row.optionalText(7))
    }
}
