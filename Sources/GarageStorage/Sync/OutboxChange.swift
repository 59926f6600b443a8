import GarageRules

/// One local change waiting to be pushed: an outbox row (see `LogbookSchema.version6`).
public struct OutboxChange: Hashable, Sendable {
    /// What happened to the record.
    public enum Operation: Hashable, Sendable {
        /// The record was inserted or changed; this is its whole row as the change wrote it: a JSON
        /// array of its `RecordKind.columns`, in that order.
        case upsert(row: String)
        /// The record was deleted (a tombstone).
        case delete
        /// The record was changed again since (or deleted, or overwritten by a pulled change): a
        /// later change carries it, and this one has nothing left to push (acknowledge it with the
        /// others).
        case superseded
    }

    /// Its place in the outbox: pushed in this order, acknowledged up to one of them.
    public let sequence: Int
    /// The kind of record.
    public let kind: RecordKind
    /// The record's id (client-generated, so a repeated push names the same record).
    public let recordID: String
    /// The vehicle the record belongs to (a vehicle's own id for a vehicle).
    public let vehicleID: String
    /// What happened.
    public let operation: Operation
    /// The change's stamp.
    public let stamp: HybridTimestamp
    /// The device that made the change (the stamp's own).
    public let deviceID: DeviceID
    /// The stamp of every field the push writes, a JSON object keyed by the server's columns (the
    /// server's `incoming`, see `ServerFieldMerge`): an upsert's every merged field and tombstone, a
    /// delete's tombstone alone.
    public let incoming: String
    /// For each field this device changed since its last push, the stamp the field had before (what
    /// this device had seen), a JSON object keyed by the server's columns (the server's `bases`).
    public let bases: String

    /// Creates a change.
    public init(
        sequence: Int, kind: RecordKind, recordID: String, vehicleID: String, operation: Operation,
        stamp: HybridTimestamp, deviceID: DeviceID, incoming: String = "{}", bases: String = "{}"
    ) {
        self.sequence = sequence
        self.kind = kind
        self.recordID = recordID
        self.vehicleID = vehicleID
        self.operation = operation
        self.stamp = stamp
        self.deviceID = deviceID
        self.incoming = incoming
        self.bases = bases
    }
}
