extension Garage {
    /// The garage with one vehicle's id replaced everywhere it appears: on the vehicle and on every
    /// record of it (a seed built in memory, moved aside from an id the logbook already holds).
    public func replacingVehicleID(_ old: GarageID, with new: GarageID) -> Garage {
        let move = { (id: GarageID) in id == old ? new : id }
        var garage = self
        garage.vehicles = vehicles.map { vehicle in
            Vehicle(
                id: move(vehicle.id), name: vehicle.name, make: vehicle.make, model: vehicle.model, year: vehicle.year,
                licencePlate: vehicle.licencePlate, distanceUnit: vehicle.distanceUnit, role: vehicle.role)
        }
        garage.odometerEntries = odometerEntries.map {
            OdometerEntry(id: $0.id, vehicleID: move($0.vehicleID), date: $0.date, value: $0.value, isCorrection: $0.isCorrection, note: $0.note)
        }
        garage.expenses = expenses.map {
            Expense(
                id: $0.id, vehicleID: move($0.vehicleID), date: $0.date, amount: $0.amount, category: $0.category, note: $0.note,
                odometer: $0.odometer, fuelQuantity: $0.fuelQuantity, fuelFill: $0.fuelFill, userRate: $0.userRate,
                serviceID: $0.serviceID)
        }
        garage.maintenanceItems = maintenanceItems.map {
            MaintenanceItem(
                id: $0.id, vehicleID: move($0.vehicleID), name: $0.name, intervalMonths: $0.intervalMonths,
                intervalDistance: $0.intervalDistance, warningDays: $0.warningDays, warningDistance: $0.warningDistance,
                firstDueDate: $0.firstDueDate, firstDueOdometer: $0.firstDueOdometer, startDate: $0.startDate,
                startOdometer: $0.startOdometer, postponement: $0.postponement)
        }
        garage.services = services.map {
            ServiceRecord(
                id: $0.id, vehicleID: move($0.vehicleID), itemID: $0.itemID, date: $0.date, odometer: $0.odometer, cost: $0.cost,
                expenseID: $0.expenseID, note: $0.note)
        }
        garage.deadlines = deadlines.map {
            Deadline(
                id: $0.id, vehicleID: move($0.vehicleID), kind: $0.kind, title: $0.title, dueDate: $0.dueDate,
                warningDays: $0.warningDays, recurrence: $0.recurrence, scheduleAnchor: $0.scheduleAnchor)
        }
        return garage
    }
}
