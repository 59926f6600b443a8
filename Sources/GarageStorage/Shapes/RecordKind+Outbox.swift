import GarageRules

/// How the outbox queues and reads each record kind's changes, made from the kind's descriptor.
///
/// An upsert's row is the record as the logbook stores it, read by SQLite itself (`json_array`)
/// from the record's own row, which the change wrote in the same transaction as its outbox row: the
/// values of the descriptor's synced fields (`RecordDescriptor.syncedFields`), in that order. What is
/// this device's own (a vehicle's place in this account's list, its owner and role here: the server
/// knows those from the share; the licence plate, which never leaves the device in clear) is not in
/// it, nor the stamp (the change has its own).
extension RecordKind {
    /// The table the records are stored in.
    public var table: String { descriptor.table }

    /// The outbox row of a change of the record `?1`, stamped `?2` (`upsert` or `delete` in `?3`), with
    /// its bases `?4` (JSON, or `NULL`) over those of the record's earlier pending change (which win:
    /// they are what this device had seen before it changed anything), for its vehicle's account:
    /// made once per kind, since an import runs it for every row it stores.
    var queueSQL: String { OutboxStatements.shared.queue[self]! }

    /// The outbox rows of upserts of the records whose ids the JSON array `?1` lists, in its order,
    /// each stamped as its record now is.
    var queueBatchSQL: String { OutboxStatements.shared.queueBatch[self]! }

    /// The outbox rows of removals of the records the JSON array `?1` lists as `[id, stamp]` pairs,
    /// in its order, each with its bases (`FieldStampSQL.deletionBases`) under those of the record's
    /// earlier pending change (which win, as in ``queueSQL``). Run before the rows are deleted: the
    /// tombstone reads the record's vehicle and stamps from its row.
    var queueDeletionsSQL: String { OutboxStatements.shared.queueDeletions[self]! }

    /// The record `?1`'s row as it is now, as a JSON array of its synced fields' columns, the stamps
    /// of its merged fields (the push's `incoming`, see `FieldStampSQL`), and the stamp and bases of
    /// its latest queued change, when no upsert of it was queued before the outbox row `?2` (the first
    /// one carries it).
    var currentRowSQL: String { OutboxStatements.shared.currentRow[self]! }

    /// The synced fields' columns, in the order of the outbox's rows.
    public var syncedColumns: [String] { descriptor.syncedFields.map(\.column) }
}

/// The outbox's statements of every kind, made once.
private struct OutboxStatements: Sendable {
    static let shared = OutboxStatements()

    let queue: [RecordKind: String]
    let queueBatch: [RecordKind: String]
    let queueDeletions: [RecordKind: String]
    let currentRow: [RecordKind: String]

    private init() {
        queue = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
            let vehicle = kind == .vehicle ? "?1" : "(SELECT vehicle_id FROM \(kind.table) WHERE id = ?1)"
            return (kind, """
                INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases)
                SELECT account, '\(kind.rawValue)', ?1, id, ?3, ?2, substr(?2, 17), nullif(json_patch(coalesce(?4, '{}'), coalesce(
                    (SELECT o.bases FROM outbox o WHERE o.record_id = ?1 AND o.record_kind = '\(kind.rawValue)' ORDER BY o.seq DESC LIMIT 1),
                    '{}')), '{}')
                FROM vehicle WHERE id = \(vehicle)
                """)
        })
        queueBatch = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
            let vehicle = kind == .vehicle ? "r.id" : "r.vehicle_id"
            // What the device had seen carries over from the record's pending change (a record brought
            // back by an undo before its removal was pushed: the fields as they were before it).
            return (kind, """
                INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases)
                SELECT v.account, '\(kind.rawValue)', r.id, \(vehicle), 'upsert', r.hlc, substr(r.hlc, 17),
                    (SELECT o.bases FROM outbox o WHERE o.record_id = r.id AND o.record_kind = '\(kind.rawValue)' ORDER BY o.seq DESC LIMIT 1)
                FROM json_each(?1) j JOIN \(kind.table) r ON r.id = j.value JOIN vehicle v ON v.id = \(vehicle)
                WHERE r.hlc IS NOT NULL ORDER BY j.key
                """)
        })
        queueDeletions = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
            let vehicle = kind == .vehicle ? "r.id" : "r.vehicle_id"
            let stamp = "json_extract(j.value, '$[1]')"
            return (kind, """
                INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases)
                SELECT v.account, '\(kind.rawValue)', r.id, \(vehicle), 'delete', \(stamp), substr(\(stamp), 17),
                    nullif(json_patch(\(FieldStampSQL.shared.deletionBases[kind]!), coalesce(
                        (SELECT o.bases FROM outbox o WHERE o.record_id = r.id AND o.record_kind = '\(kind.rawValue)' ORDER BY o.seq DESC LIMIT 1),
                        '{}')), '{}')
                FROM json_each(?1) j JOIN \(kind.table) r ON r.id = json_extract(j.value, '$[0]') JOIN vehicle v ON v.id = \(vehicle)
                ORDER BY j.key
                """)
        })
        currentRow = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
            let fields = kind.syncedColumns.map { "r." + $0 }.joined(separator: ", ")
            let queued = "FROM outbox o WHERE o.record_id = ?1 AND o.record_kind = '\(kind.rawValue)'"
            return (kind, """
                SELECT json_array(\(fields)), \(FieldStampSQL.shared.incoming[kind]!), l.hlc, l.bases
                FROM \(kind.table) r, (SELECT o.hlc, o.bases \(queued) ORDER BY o.seq DESC LIMIT 1) l
                WHERE r.id = ?1 AND NOT EXISTS (SELECT 1 \(queued) AND o.seq < ?2 AND o.operation = 'upsert')
                """)
        })
    }
}
