import WidgetContract

extension LoggedService {
    /// What logging that `item` was done adds: the service, an expense for its cost (category
    /// `service`, same date; the odometer stays on the service so that it counts once), and the item,
    /// its postponement cleared when the new service becomes its latest one (a backdated service leaves
    /// the current occurrence, and its postponement, as they were).
    ///
    /// Refused when the vehicle is read-only for the account, the date is after `today`, the cost is
    /// negative, or the odometer does not fit `neighbours` (fetched with
    /// `ReadingNeighbours.probes(around: date)`, needed only when an odometer is given).
    ///
    /// - Parameters:
    ///   - ids: the service's id is drawn first, then the expense's when there is a cost.
    ///   - latest: the item's latest service before this one.
    public static func new(
        ids: IdentifierSource, vehicle: Vehicle, item: MaintenanceItem, date: CalendarDay,
        odometer: OdometerMark?, cost: Money?, note: String?, today: CalendarDay, neighbours: ReadingNeighbours?,
        latest: ServiceRecord?
    ) throws(GarageError) -> LoggedService {
        let draft = ServiceRecord(
            id: GarageID(rawValue: "new")!, vehicleID: vehicle.id, itemID: item.id, date: date, odometer: odometer,
            cost: cost, note: note)
        let checked = try draft.checked(vehicle: vehicle, today: today, neighbours: neighbours)
        // The ids are drawn only once the checks pass, so a refused change draws none.
        let serviceID = ids.next()
        let expenseID = cost == nil ? nil : ids.next()
        let service = ServiceRecord(
            id: serviceID, vehicleID: vehicle.id, itemID: item.id, date: date, odometer: odometer, cost: cost,
            expenseID: expenseID, note: checked.note)
        var expense: Expense?
        if let cost, let expenseID {
            expense = Expense(
                id: expenseID, vehicleID: vehicle.id, date: date, amount: cost, category: .service, note: item.name,
                serviceID: serviceID)
        }
        var item = item
        if latest.map({ service.isLater(than: $0) }) ?? true { item.postponement = nil }
        return LoggedService(service: service, expense: expense, item: item)
    }
}

extension ServiceRecord {
    /// The service as it may be stored, logged or edited alike: refused when the vehicle is read-only
    /// for the account, the date is after `today`, the cost is negative, or the odometer does not fit
    /// `neighbours` (for an edit, its neighbours without itself).
    public func checked(vehicle: Vehicle, today: CalendarDay, neighbours: ReadingNeighbours?) throws(GarageError) -> ServiceRecord {
        try vehicle.requireWritable()
        guard date <= today else { throw .futureDate(date, today: today) }
        if let cost, cost.minorUnits < 0 { throw .negativeAmount(cost.amountText) }
        var service = try validatedFields(today: today)
        // The cost is the expense's (checked there); the field rules keep the service's own fields.
        service.cost = cost
        service.expenseID = expenseID
        if let odometer {
            try (neighbours ?? ReadingNeighbours(previous: nil, next: nil)).check(
                value: odometer.value, date: date, isCorrection: odometer.isCorrection, today: today)
        }
        return service
    }
}
