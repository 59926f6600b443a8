import GarageRules
import GarageStorage
import PostgresClient

/// A run of one page's changes that go to the server in one statement: consecutive upserts (or
/// tombstones) of one record kind other than vehicles, with distinct ids.
///
/// A page is sent in outbox order, so a parent is always written before its records; only runs of
/// a kind are put together, which keeps that order. Vehicles go one at a time (the plan's limit and
/// the insert-or-update they need). The first sync of a 50,000-record garage made one round trip
/// and one statement per record; in runs it makes one per run of up to a page.
struct PushBatch {
    /// The kind of every change in the run.
    let kind: RecordKind
    /// Whether the run writes tombstones (else upserts).
    let deletes: Bool
    /// The changes, in outbox order.
    private(set) var changes: [OutboxChange] = []
    private var ids: Set<String> = []

    /// A run starting with `change`, when it can be part of one.
    init?(starting change: OutboxChange) {
        guard change.kind != .vehicle else { return nil }
        switch change.operation {
        case .superseded: return nil
        case .delete: deletes = true
        case .upsert: deletes = false
        }
        kind = change.kind
        changes = [change]
        ids = [change.recordID]
    }

    /// Adds `change` when it continues the run; whether it did.
    mutating func append(_ change: OutboxChange) -> Bool {
        guard change.kind == kind, !ids.contains(change.recordID) else { return false }
        switch change.operation {
        case .delete where deletes, .upsert where !deletes: break
        default: return false
        }
        changes.append(change)
        ids.insert(change.recordID)
        return true
    }

    /// Writes the run in one statement.
    func send(on db: PostgresConnection) throws {
        let layout = ServerRecordLayout.of(kind)
        var elements: [String] = []
        elements.reserveCapacity(changes.count)
        for change in changes {
            let stamp = ServerStamp(change.stamp)
            // The clock as a string: a JSON number that large would not survive a double.
            let clock = "\"\(stamp.hlc)\",\"\(stamp.deviceID)\""
            switch change.operation {
            case .upsert(let row): elements.append("[\(clock),\(row),\(change.incoming),\(change.bases)]")
            // Record ids are `[a-z0-9-]` (GarageID): nothing in them to escape.
            case .delete: elements.append("[\"\(change.recordID)\",\(clock),\(change.incoming),\(change.bases)]")
            case .superseded: continue
            }
        }
        let document = "[" + elements.joined(separator: ",") + "]"
        try db.execute(deletes ? layout.batchTombstoneSQL : layout.batchUpsertSQL, [document])
    }
}
