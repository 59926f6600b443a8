import GarageRules
import GarageStorage

/// Gives a vehicle whose id another account's vehicle already has on the server an id of its own
/// there (see ``LinkServer``): a vehicle restored from an export made before its device was linked
/// comes back under its name (`clio`), which another household may have taken. The sync's own
/// bookkeeping: not journaled, nothing published, the generation kept; the vehicle keeps its id here.
public struct GiveVehicleHouseholdID: LogbookChange {
    /// The vehicle, by this device's id.
    public var vehicle: GarageID

    /// An id to give `vehicle`.
    public init(_ vehicle: GarageID) {
        self.vehicle = vehicle
    }

    public var label: String { "sync vehicle id" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws {
        try context.store.sync.giveHouseholdID(AddVehicle.householdID(from: vehicle, ids: context.ids), toVehicle: vehicle)
    }
}
