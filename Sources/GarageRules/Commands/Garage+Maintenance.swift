import WidgetContract

extension Garage {
    /// Adds a maintenance item (see `MaintenanceItem.new`); its start is `today` and the current odometer.
    public mutating func addMaintenanceItem(
        _ draft: MaintenanceItemDraft, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> MaintenanceItem {
        let vehicle = try signedInVehicle(draft.vehicleID)
        let item = try MaintenanceItem.new(
            ids: ids, draft: draft, vehicle: vehicle, siblings: maintenanceItems,
            currentOdometer: currentOdometer(for: vehicle.id)?.value, today: today)
        try claim([item.id])
        maintenanceItems.append(item)
        return item
    }

    /// Logs that an item was done (see `LoggedService.new`): the service, its cost as an expense, and
    /// the item's postponement cleared when the new service becomes its last one.
    public mutating func logService(
        vehicleID: GarageID, itemID: GarageID, date: CalendarDay, odometer: OdometerMark? = nil,
        cost: Money? = nil, note: String? = nil, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> LoggedService {
        let vehicle = try signedInVehicle(vehicleID)
        try vehicle.requireWritable()
        guard let index = maintenanceItems.firstIndex(where: { $0.id == itemID && $0.vehicleID == vehicleID })
        else { throw .unknownMaintenanceItem(itemID.rawValue, vehicle: vehicle.name) }
        let logged = try LoggedService.new(
            ids: ids, vehicle: vehicle, item: maintenanceItems[index], date: date, odometer: odometer, cost: cost,
            note: note, today: today,
            neighbours: odometer.map { _ in ReadingNeighbours(of: date, in: readings(for: vehicleID)) },
            latest: lastService(of: itemID))
        try claim([logged.service.id] + [logged.expense?.id].compactMap { $0 })
        services.append(logged.service)
        if let expense = logged.expense { expenses.append(expense) }
        maintenanceItems[index] = logged.item
        return logged
    }

    /// Postpones the item's current occurrence (see `MaintenanceItem.postponed(_:from:)`); returns the item.
    public mutating func postpone(
        vehicleID: GarageID, itemID: GarageID, _ request: PostponeRequest, today: CalendarDay
    ) throws(GarageError) -> MaintenanceItem {
        let vehicle = try signedInVehicle(vehicleID)
        try vehicle.requireWritable()
        guard let index = maintenanceItems.firstIndex(where: { $0.id == itemID && $0.vehicleID == vehicleID })
        else { throw .unknownMaintenanceItem(itemID.rawValue, vehicle: vehicle.name) }
        let item = maintenanceItems[index]
        let due = DuePoint(of: item, history: MaintenanceHistory(of: item, services: services, readings: readings(for: vehicleID)))
        maintenanceItems[index] = try item.postponed(request, from: due)
        return maintenanceItems[index]
    }

    /// The latest service of an item (see `ServiceRecord.isLater(than:)`).
    public func lastService(of itemID: GarageID) -> ServiceRecord? {
        ServiceRecord.latest(of: services.filter { $0.itemID == itemID })
    }
}
