import GarageStorage

/// Queues the licence plates of the account's vehicles to be pushed, sealed, once its key is opened
/// on this device (``SyncRepository/queuePlatesForSealing()``): the plates typed before never left
/// the device. The sync's own bookkeeping: not journaled, nothing published, the generation kept.
public struct QueuePlatesForSealing: LogbookChange {
    /// Only this vehicle's (by this device's id), when given: its key was just replaced.
    public var vehicleID: String?

    /// A change that queues the plates (of `vehicleID` alone, when given).
    public init(vehicleID: String? = nil) {
        self.vehicleID = vehicleID
    }

    public var label: String { "queue plates" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws -> Int {
        _ = try context.signedInAccount()
        return try context.store.sync.queuePlatesForSealing(vehicleID: vehicleID)
    }
}
