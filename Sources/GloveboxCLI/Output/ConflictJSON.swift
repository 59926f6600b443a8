import AppCore

/// A conflict as `conflicts list --json` prints it.
struct ConflictJSON: Encodable {
    let id: String
    let vehicleId: String
    let vehicle: String
    let kind: String
    let recordId: String
    let value: String
    let yours: String?
    let kept: String?
    let by: String
    let at: String?
    /// For a record that was removed (or whose vehicle is gone), the record as this account left it:
    /// its synced columns' values, in order.
    let record: String?

    init(_ conflict: ConflictAnswer) {
        id = conflict.id
        vehicleId = conflict.vehicleID
        vehicle = conflict.vehicleName
        kind = conflict.kind.rawValue
        recordId = conflict.recordID
        value = conflict.unit
        yours = conflict.yours
        kept = conflict.kept
        by = conflict.winner
        at = conflict.writtenAt?.formatted(.iso8601)
        record = conflict.conflict.isRemoval ? conflict.conflict.lostValue : nil
    }
}
