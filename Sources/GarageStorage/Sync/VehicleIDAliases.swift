import GarageRules

/// The household ids of the vehicles this device made before it was linked (see
/// `LogbookSchema.version14`), and the translation between the two sides: the device's logbook and
/// everything in it speak its own ids; the server, and every statement the sync sends it, the
/// household's. A vehicle without an alias has one id on both sides.
///
/// Only the sync's own statements translate (the push's rows and ids, the pull's rows, memberships
/// and conflicts, sharing), so a vehicle keeps the id its widgets, shortcuts, links and journal know.
public struct VehicleIDAliases: Hashable, Sendable {
    private let serverByLocal: [String: String]
    private let localByServer: [String: String]

    /// The aliases `serverByLocal` lists (each local id with its server id).
    public init(_ serverByLocal: [String: String] = [:]) {
        self.serverByLocal = serverByLocal
        localByServer = Dictionary(uniqueKeysWithValues: serverByLocal.map { ($0.value, $0.key) })
    }

    /// Whether no vehicle of the account has an alias (every id is the same on both sides).
    public var isEmpty: Bool { serverByLocal.isEmpty }

    /// The server's id of the vehicle this device calls `local`.
    public func server(_ local: String) -> String {
        serverByLocal[local] ?? local
    }

    /// This device's id of the vehicle the server calls `server`.
    public func local(_ server: String) -> String {
        localByServer[server] ?? server
    }

    /// A change as the server is to receive it: its vehicle's id, its own when it is a vehicle, and
    /// the vehicle's place in its row, on the server's side.
    public func server(_ change: OutboxChange) -> OutboxChange {
        guard !isEmpty, serverByLocal[change.vehicleID] != nil else { return change }
        var operation = change.operation
        if case .upsert(let row) = operation {
            operation = .upsert(row: Self.replacing(in: row, at: Self.vehiclePlace(of: change.kind), with: server))
        }
        return OutboxChange(
            sequence: change.sequence, kind: change.kind,
            recordID: change.kind == .vehicle ? server(change.recordID) : change.recordID,
            vehicleID: server(change.vehicleID), operation: operation, stamp: change.stamp, deviceID: change.deviceID,
            incoming: change.incoming, bases: change.bases)
    }

    /// A pulled change as this device keeps it: the server's vehicle ids in it made this device's.
    public func local(_ change: PulledChange) -> PulledChange {
        guard !isEmpty else { return change }
        return PulledChange(
            kind: change.kind, recordID: change.kind == .vehicle ? local(change.recordID) : change.recordID, stamp: change.stamp,
            row: change.row.map { Self.replacing(in: $0, at: Self.vehiclePlace(of: change.kind), with: local) },
            stamps: change.stamps, unopened: change.unopened)
    }

    /// A conflict the server keeps, as this device lists it: its vehicle, and the rows a removal's
    /// conflict holds (the removed record's, or for a removed parent the parent's), which `conflicts
    /// keep` stores again here.
    public func local(_ conflict: SyncConflict) -> SyncConflict {
        guard !isEmpty else { return conflict }
        let parent = conflict.kind.descriptor.parentReferences.first?.parent ?? conflict.kind
        func row(_ text: String?, of kind: RecordKind) -> String? {
            guard conflict.isRemoval, let text, text.hasPrefix("[") else { return text }
            return Self.replacing(in: text, at: Self.vehiclePlace(of: kind), with: local)
        }
        return SyncConflict(
            id: conflict.id, vehicleID: local(conflict.vehicleID), kind: conflict.kind,
            recordID: conflict.kind == .vehicle ? local(conflict.recordID) : conflict.recordID, unit: conflict.unit,
            lostValue: row(conflict.lostValue, of: conflict.kind), lostStamp: conflict.lostStamp, winner: conflict.winner,
            wonValue: row(conflict.wonValue, of: conflict.unit == "removed-parent" ? parent : conflict.kind),
            wonStamp: conflict.wonStamp, isDismissed: conflict.isDismissed)
    }

    /// Where a kind's synced row holds its vehicle's id (a vehicle's own id, first, for a vehicle).
    public static func vehiclePlace(of kind: RecordKind) -> Int {
        kind.syncedColumns.firstIndex(of: kind.descriptor.vehicleField?.column ?? "id") ?? 0
    }

    /// `row` (a synced row's JSON array) with its element at `place`, when that is a string, replaced
    /// by what `translate` makes of it; any other row unchanged (see ``SyncedRowText``).
    static func replacing(in row: String, at place: Int, with translate: (String) -> String) -> String {
        guard case .some(.some(let id)) = SyncedRowText.string(at: place, in: row) else { return row }
        let replaced = translate(id)
        return replaced == id ? row : SyncedRowText.replacing(at: place, in: row, with: replaced)
    }
}
