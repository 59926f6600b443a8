import GarageRules

/// One record as the household server holds it now, pulled to be applied to this logbook.
public struct PulledChange: Hashable, Sendable {
    /// The kind of record.
    public let kind: RecordKind
    /// The record's id.
    public let recordID: String
    /// The stamp of the server's version (the device that wrote it, and when).
    public let stamp: HybridTimestamp
    /// The record's row, a JSON array of `kind.columns` in that order (the outbox's shape), or
    /// `nil` for a deleted record (a tombstone, or a vehicle its owner deleted).
    public let row: String?
    /// The stamp of each merged field (and the tombstone), a JSON object keyed by the server's
    /// columns; `nil` when every field is at `stamp` (a vehicle its owner deleted, or a row pulled
    /// from a server before merge by field).
    public let stamps: String?
    /// Why this device cannot store it as it came, when a sealed field of it does not open (changed
    /// on the server, or sealed with a key this device was never given): it is then kept aside, with
    /// this reason, until the server holds another version of it.
    public let unopened: SetAsideReason?

    /// How the English reason of an unopened change starts (one kept aside with it is not taken again
    /// by itself: only a new version from the server can open); rows an older build wrote hold only it.
    public static let unopenedPrefix = "its sealed "

    /// A pulled change.
    public init(
        kind: RecordKind, recordID: String, stamp: HybridTimestamp, row: String?, stamps: String? = nil, unopened: SetAsideReason? = nil
    ) {
        self.kind = kind
        self.recordID = recordID
        self.stamp = stamp
        self.row = row
        self.stamps = stamps
        self.unopened = unopened
    }
}
