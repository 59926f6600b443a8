import GarageRules

/// An edit of this device's account that lost to someone else's concurrent one: noted by the
/// household server when the two met (`glovebox.conflict`, see `ServerFieldMerge`), pulled with the
/// feed, so that every device of the account lists the same ones.
public struct SyncConflict: Hashable, Sendable {
    /// The server's id of the conflict (the same on every device).
    public let id: String
    /// The vehicle of the record.
    public let vehicleID: String
    /// The kind of record.
    public let kind: RecordKind
    /// The record's id.
    public let recordID: String
    /// The merge unit that lost (``MergeUnit/name``: `note`, `odometer`, …), or `removed`: the record
    /// was removed while this account edited it, or this account removed it while someone edited it;
    /// `removed-parent`: the record this one belongs to (its maintenance item, its service) was
    /// removed while this account added or edited it; `removal-refused`: this account removed the
    /// vehicle while someone added records to it or changed it, and the server kept it (``wonValue``:
    /// `{"records": N, "changed": bool}`, what the removal met); `set-aside`: a record this device's pulls keep
    /// aside because what it belongs to is not here (``SyncRepository/setAsideRecords()``).
    public let unit: String
    /// What this account had written: a JSON object of the unit's server columns and their values as
    /// text, or for `removed` the record's row (the synced columns' values, as text, in order).
    public let lostValue: String?
    /// When this account's value was written (its stamp).
    public let lostStamp: String
    /// The account whose value was kept.
    public let winner: String
    /// The value kept, as ``lostValue`` is (`nil` for a removal).
    public let wonValue: String?
    /// When the kept value was written (its stamp).
    public let wonStamp: String
    /// Whether the account has dismissed it (here, or on another of its devices).
    public let isDismissed: Bool
    /// Why a record is kept aside (`set-aside`), typed, for a reader to say in its language; ``wonValue``
    /// holds its English. `nil` for every other conflict.
    public let setAsideReason: SetAsideReason?

    /// A conflict.
    public init(
        id: String, vehicleID: String, kind: RecordKind, recordID: String, unit: String, lostValue: String?,
        lostStamp: String, winner: String, wonValue: String?, wonStamp: String, isDismissed: Bool,
        setAsideReason: SetAsideReason? = nil
    ) {
        self.id = id
        self.vehicleID = vehicleID
        self.kind = kind
        self.recordID = recordID
        self.unit = unit
        self.lostValue = lostValue
        self.lostStamp = lostStamp
        self.winner = winner
        self.wonValue = wonValue
        self.wonStamp = wonStamp
        self.isDismissed = isDismissed
        self.setAsideReason = setAsideReason
    }

    /// Whether the record itself, or the record it belongs to, was removed (rather than one of its
    /// values replaced), or this device keeps it aside: what was lost is then the record's row.
    public var isRemoval: Bool { unit == "removed" || unit == "removed-parent" || unit == "set-aside" }
}
