import GarageStorage

/// Queues the sealed fields of the account's vehicles and records to be pushed with the vehicles'
/// keys this device holds now: the licence plates (``SyncRepository/queuePlatesForSealing(vehicleID:)``,
/// typed before the key, which never left the device) and the notes
/// (``SyncRepository/queueNotesForSealing(vehicleID:)``, which went up in clear before the server
/// sealed them, or sealed with a key replaced since). The sync's own bookkeeping: not journaled,
/// nothing published, the generation kept.
public struct QueueSealedFields: LogbookChange {
    /// Only this vehicle's (by this device's id), when given: its key was just replaced.
    public var vehicleID: String?
    /// Whether the plates go too (the first sync of server schema 15 sends the notes alone: the plates
    /// went up sealed already).
    public var plates: Bool

    /// A change that queues the sealed fields (of `vehicleID` alone, when given).
    public init(vehicleID: String? = nil, plates: Bool = true) {
        self.vehicleID = vehicleID
        self.plates = plates
    }

    public var label: String { "queue sealed fields" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws -> Int {
        _ = try context.signedInAccount()
        let sync = context.store.sync
        let queuedPlates = plates ? try sync.queuePlatesForSealing(vehicleID: vehicleID) : 0
        let queuedNotes = try sync.queueNotesForSealing(vehicleID: vehicleID)
        // Every note of the account is on its way: the first sync of server schema 15 has no more to do.
        if vehicleID == nil { try sync.noteNotesQueuedForSealing() }
        return queuedPlates + queuedNotes
    }
}
