import GarageRules
import GarageStorage

/// Removes one record by id: a reading, an expense, a fuel record (its cost with it: they are one row), a service (with its cost), a maintenance item
/// (with its services and their costs) or a deadline. The account's role on the vehicle must allow
/// writing; `glovebox undo` brings it back.
public struct RemoveRecord: LogbookChange {
    /// Which kind of record (a vehicle has `RemoveVehicle`).
    public var kind: RecordKind
    /// Its id.
    public var id: String

    /// A removal.
    public init(_ kind: RecordKind, id: String) {
        self.kind = kind
        self.id = id
    }

    public var label: String {
        switch kind {
        case .odometerEntry: "odometer remove"
        case .expense: "expense remove"
        case .fuel: "fuel remove"
        case .service: "service remove"
        case .maintenanceItem: "maintenance remove"
        case .deadline: "deadline remove"
        }
    }

    /// The vehicle the record was of.
    public func apply(in context: ChangeContext) throws -> Vehicle {
        let store = context.store
        switch kind {
        case .odometerEntry: return try remove(in: context, store.odometerEntry, \.vehicleID, store.deleteOdometerEntry)
        case .expense: return try remove(in: context, store.expense, \.vehicleID, store.deleteExpense)
        case .fuel: return try remove(in: context, store.fuelRecord, \.vehicleID, store.deleteExpense)
        case .service: return try remove(in: context, store.service, \.vehicleID, store.deleteService)
        case .maintenanceItem: return try remove(in: context, store.maintenanceItem, \.vehicleID, store.deleteMaintenanceItem)
        case .deadline: return try remove(in: context, store.deadline, \.vehicleID, store.deleteDeadline)
        }
    }

    /// Finds the record, checks the account may change its vehicle's records, and deletes it.
    private func remove<Record>(
        in context: ChangeContext, _ find: (GarageID) throws -> Record?, _ vehicleOf: (Record) -> GarageID,
        _ delete: (GarageID) throws -> Void
    ) throws -> Vehicle {
        let (_, vehicle) = try context.record(kind, id: id, find, vehicleOf: vehicleOf)
        try vehicle.requireWritable()
        // Safe: `record` found one by this id, so it is a valid id.
        try delete(GarageID(rawValue: id)!)
        return vehicle
    }
}
