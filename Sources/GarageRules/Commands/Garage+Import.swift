extension Garage {
    /// Adds imported history for one vehicle as it is: readings are not checked against each other or
    /// against today (real logbooks have corrections that were never marked), only that the records
    /// belong to the vehicle, their ids are new and unique, their odometer values are in range, fuel
    /// quantities can be stored, and services name items of the vehicle.
    ///
    /// All or nothing: the garage changes only when every record passes.
    public mutating func importHistory(
        vehicleID: GarageID, odometerEntries newEntries: [OdometerEntry] = [], expenses newExpenses: [Expense] = [],
        services newServices: [ServiceRecord] = []
    ) throws(GarageError) {
        let vehicle = try writableVehicle(vehicleID)
        var seen = usedIDs
        func claim(_ id: GarageID) throws(GarageError) {
            guard seen.insert(id).inserted else { throw .duplicateIdentifier(id.rawValue) }
        }
        func check(_ owner: GarageID, _ odometer: Int?) throws(GarageError) {
            guard owner == vehicleID else { throw .unknownVehicle(owner.rawValue) }
            if let odometer, !(0...Self.maximumOdometer).contains(odometer) {
                throw .invalidNumber(field: "odometer", value: String(odometer))
            }
        }
        for entry in newEntries {
            try claim(entry.id)
            try check(entry.vehicleID, entry.value)
        }
        for expense in newExpenses {
            try claim(expense.id)
            try check(expense.vehicleID, expense.odometer?.value)
            if let quantity = expense.fuelQuantity, !ExchangeRate.isStorable(quantity) {
                throw .invalidNumber(field: "fuel quantity", value: "\(quantity)")
            }
        }
        for service in newServices {
            try claim(service.id)
            try check(service.vehicleID, service.odometer?.value)
            guard maintenanceItems.contains(where: { $0.id == service.itemID && $0.vehicleID == vehicleID }) else {
                throw .unknownMaintenanceItem(service.itemID.rawValue, vehicle: vehicle.name)
            }
        }
        odometerEntries += newEntries
        expenses += newExpenses
        services += newServices
    }
}
