import WidgetContract

extension Garage {
    /// Adds a maintenance item; its start is `today` and the current odometer. Returns it.
    ///
    /// Refused when the vehicle is not writable, the name is empty or already used on the vehicle, an
    /// interval is not positive, a lead is negative, or no interval and no first due point is given.
    public mutating func addMaintenanceItem(
        _ draft: MaintenanceItemDraft, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> MaintenanceItem {
        let vehicle = try writableVehicle(draft.vehicleID)
        guard let name = Self.cleaned(draft.name) else { throw .emptyField("maintenance item name") }
        guard !maintenanceItems.contains(where: { $0.vehicleID == vehicle.id && Self.sameName($0.name, name) })
        else { throw .duplicateMaintenanceItem(name, vehicle: vehicle.name) }
        try Self.require(draft.intervalMonths, in: 1...Self.maximumMonths, field: "interval months")
        try Self.require(draft.intervalDistance, in: 1...Self.maximumOdometer, field: "interval distance")
        try Self.require(draft.warningDays, in: 0...Self.maximumDays, field: "warning days")
        try Self.require(draft.warningDistance, in: 0...Self.maximumOdometer, field: "warning distance")
        try Self.require(draft.firstDueOdometer, in: 0...Self.maximumOdometer, field: "due distance")
        guard draft.intervalMonths != nil || draft.intervalDistance != nil || draft.firstDueDate != nil
            || draft.firstDueOdometer != nil
        else { throw .missingSchedule(name) }
        let item = MaintenanceItem(
            id: try newID(ids), vehicleID: vehicle.id, name: name, intervalMonths: draft.intervalMonths,
            intervalDistance: draft.intervalDistance, warningDays: draft.warningDays,
            warningDistance: draft.warningDistance, firstDueDate: draft.firstDueDate,
            firstDueOdometer: draft.firstDueOdometer, startDate: today,
            startOdometer: currentOdometer(for: vehicle.id)?.value)
        maintenanceItems.append(item)
        return item
    }

    /// Logs that an item was done; the cost, when given, also becomes an expense (category `service`,
    /// same date; the odometer stays on the service so it counts once). Clears the item's postponement
    /// when the new service becomes the item's last one (see `lastService(of:)`).
    ///
    /// Refused when the vehicle is not writable, the date is after `today`, the cost is negative, or the
    /// odometer fails `validateReading`.
    public mutating func logService(
        vehicleID: GarageID, itemID: GarageID, date: CalendarDay, odometer: OdometerMark? = nil,
        cost: Money? = nil, note: String? = nil, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> LoggedService {
        let vehicle = try writableVehicle(vehicleID)
        guard let index = maintenanceItems.firstIndex(where: { $0.id == itemID && $0.vehicleID == vehicleID })
        else { throw .unknownMaintenanceItem(itemID.rawValue, vehicle: vehicle.name) }
        guard date <= today else { throw .futureDate(date, today: today) }
        if let cost, cost.minorUnits < 0 { throw .negativeAmount(cost.amountText) }
        if let odometer {
            try validateReading(
                vehicleID: vehicleID, value: odometer.value, date: date, isCorrection: odometer.isCorrection,
                today: today)
        }
        let serviceID = try newID(ids)
        let expenseID = cost == nil ? nil : try newID(ids, avoiding: [serviceID])
        let item = maintenanceItems[index]
        let service = ServiceRecord(
            id: serviceID, vehicleID: vehicleID, itemID: itemID, date: date, odometer: odometer, cost: cost,
            expenseID: expenseID, note: Self.cleaned(note))
        var expense: Expense?
        if let cost, let expenseID {
            expense = Expense(
                id: expenseID, vehicleID: vehicleID, date: date, amount: cost, category: .service,
                note: item.name, serviceID: serviceID)
        }
        services.append(service)
        if let expense { expenses.append(expense) }
        // A backdated service leaves the current occurrence (and its postponement) as it was.
        if lastService(of: itemID)?.id == serviceID { maintenanceItems[index].postponement = nil }
        return LoggedService(service: service, expense: expense, item: maintenanceItems[index])
    }

    /// Postpones the item's current occurrence; returns the item. Postponing again moves the already
    /// postponed point. Logging a service clears it.
    ///
    /// Refused when the vehicle is not writable, the request does not fit the item (by days or to a date
    /// without a due date; by distance or to an odometer value without a due distance), the count is not
    /// positive, or the new point is not after the current one.
    public mutating func postpone(
        vehicleID: GarageID, itemID: GarageID, _ request: PostponeRequest, today: CalendarDay
    ) throws(GarageError) -> MaintenanceItem {
        let vehicle = try writableVehicle(vehicleID)
        guard let index = maintenanceItems.firstIndex(where: { $0.id == itemID && $0.vehicleID == vehicleID })
        else { throw .unknownMaintenanceItem(itemID.rawValue, vehicle: vehicle.name) }
        let item = maintenanceItems[index]
        let status = maintenanceStatus(of: item, vehicle: vehicle, today: today)
        var postponement = item.postponement ?? Postponement()
        switch request {
        case .days(let count) where !(1...Self.maximumDays).contains(count),
             .distance(let count) where !(1...Self.maximumOdometer).contains(count):
            throw .cannotPostpone(item: item.name, reason: "\(count) must be a positive number within range")
        case .days(let days):
            guard let due = status.dueDate else {
                throw .cannotPostpone(item: item.name, reason: "it has no due date; postpone it by distance")
            }
            postponement.dueDate = due.adding(days: days)
        case .untilDate(let day):
            guard let due = status.dueDate else {
                throw .cannotPostpone(item: item.name, reason: "it has no due date; postpone it by distance")
            }
            guard day > due else {
                throw .cannotPostpone(item: item.name, reason: "\(day) is not after its due date \(due)")
            }
            postponement.dueDate = day
        case .distance(let distance):
            guard let due = status.dueOdometer else {
                throw .cannotPostpone(item: item.name, reason: "it has no due distance; postpone it by days")
            }
            guard due + distance <= Self.maximumOdometer else {
                throw .cannotPostpone(item: item.name, reason: "\(due + distance) is beyond the largest odometer value")
            }
            postponement.dueOdometer = due + distance
        case .untilOdometer(let value):
            guard let due = status.dueOdometer else {
                throw .cannotPostpone(item: item.name, reason: "it has no due distance; postpone it by days")
            }
            guard value > due, value <= Self.maximumOdometer else {
                throw .cannotPostpone(item: item.name, reason: "\(value) is not after its due distance \(due)")
            }
            postponement.dueOdometer = value
        }
        maintenanceItems[index].postponement = postponement
        return maintenanceItems[index]
    }
}
