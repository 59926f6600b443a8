import GarageRules

/// Removes a vehicle and every record of it; only its owner may.
public struct RemoveVehicle: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String

    /// A removal.
    public init(vehicle: String) {
        self.vehicle = vehicle
    }

    public var label: String { "vehicle remove" }

    public func apply(in context: ChangeContext) throws -> Vehicle {
        let found = try context.vehicle(matching: vehicle)
        try found.requireOwner()
        try context.store.vehicles.delete(found.id)
        return found
    }
}
