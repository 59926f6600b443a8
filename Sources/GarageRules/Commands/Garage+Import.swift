import WidgetContract

extension Garage {
    /// Adds imported history for one vehicle as it is (see `ImportCheck`: its days in the window on
    /// `today`), with ids that are new and unique.
    ///
    /// All or nothing: the garage changes only when every record passes.
    public mutating func importHistory(
        vehicleID: GarageID, odometerEntries newEntries: [OdometerEntry] = [], expenses newExpenses: [Expense] = [],
        services newServices: [ServiceRecord] = [], today: CalendarDay
    ) throws(GarageError) {
        let vehicle = try signedInVehicle(vehicleID)
        let check = try ImportCheck(
            vehicle: vehicle, itemIDs: Set(maintenanceItems.filter { $0.vehicleID == vehicleID }.map(\.id)), today: today)
        for entry in newEntries { try check.check(entry) }
        for expense in newExpenses { try check.check(expense) }
        for service in newServices { try check.check(service) }
        try claim(newEntries.map(\.id) + newExpenses.map(\.id) + newServices.map(\.id))
        odometerEntries += newEntries
        expenses += newExpenses
        services += newServices
    }
}
