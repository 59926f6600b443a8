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
    /// Whether the record must be a fuel record (an expense with a fuel quantity).
    public var isFuelRecord: Bool

    /// A removal of a record of any kind but a vehicle.
    public init(_ kind: RecordKind, id: String) {
        precondition(kind != .vehicle, "a vehicle is removed with RemoveVehicle")
        self.kind = kind
        self.id = id
        isFuelRecord = false
    }

    /// A removal of a fuel record: an expense id, refused when the expense has no fuel quantity.
    public init(fuelRecord id: String) {
        kind = .expense
        self.id = id
        isFuelRecord = true
    }

    public var label: String {
        if isFuelRecord { return "fuel remove" }
        switch kind {
        case .odometerEntry: return "odometer remove"
        case .expense: return "expense remove"
        case .service: return "service remove"
        case .maintenanceItem: return "maintenance remove"
        case .deadline: return "deadline remove"
        case .vehicle: return "vehicle remove"
        }
    }

    /// The word a message names the record by.
    private var word: String { isFuelRecord ? "fuel record" : kind.word }

    /// The vehicle the record was of.
    public func apply(in context: ChangeContext) throws -> Vehicle {
        let store = context.store
        if isFuelRecord { return try remove(in: context, store.records.fuelRecord, \.vehicleID, store.records.deleteExpense) }
        switch kind {
        case .vehicle: throw GarageError.unknownRecord(kind: word, id: id)
        case .odometerEntry: return try remove(in: context, store.records.odometerEntry, \.vehicleID, store.records.deleteOdometerEntry)
        case .expense: return try remove(in: context, store.records.expense, \.vehicleID, store.records.deleteExpense)
        case .service: return try remove(in: context, store.plans.service, \.vehicleID, store.plans.deleteService)
        case .maintenanceItem: return try remove(in: context, store.plans.item, \.vehicleID, store.plans.deleteItem)
        case .deadline: return try remove(in: context, store.records.deadline, \.vehicleID, store.records.deleteDeadline)
        }
    }

    /// Finds the record, checks the account may change its vehicle's records, and deletes it.
    private func remove<Record>(
        in context: ChangeContext, _ find: (GarageID) throws -> Record?, _ vehicleOf: (Record) -> GarageID,
        _ delete: (GarageID) throws -> Void
    ) throws -> Vehicle {
        let (_, vehicle) = try context.record(word, id: id, find, vehicleOf: vehicleOf)
        try vehicle.requireWritable()
        // Safe: `record` found one by this id, so it is a valid id.
        try delete(GarageID(rawValue: id)!)
        return vehicle
    }
}
