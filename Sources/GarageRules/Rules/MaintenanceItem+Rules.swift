import WidgetContract

extension MaintenanceItem {
    /// An item from a draft, starting on `today` at the vehicle's current odometer.
    ///
    /// Refused when the vehicle is read-only for the account, the name is empty or another of the
    /// vehicle's items (`siblings`) has it, an interval is not positive, a lead is negative, or no
    /// interval and no first due point is given.
    public static func new(
        ids: IdentifierSource, draft: MaintenanceItemDraft, vehicle: Vehicle, siblings: [MaintenanceItem],
        currentOdometer: Int?, today: CalendarDay
    ) throws(GarageError) -> MaintenanceItem {
        let item = MaintenanceItem(
            id: GarageID(rawValue: "new")!, vehicleID: vehicle.id, name: draft.name, intervalMonths: draft.intervalMonths,
            intervalDistance: draft.intervalDistance, warningDays: draft.warningDays,
            warningDistance: draft.warningDistance, firstDueDate: draft.firstDueDate,
            firstDueOdometer: draft.firstDueOdometer, startDate: today, startOdometer: currentOdometer)
        // The id is drawn only once the checks pass, so a refused change draws none.
        var checked = try item.checked(vehicle: vehicle, siblings: siblings, today: today)
        checked = MaintenanceItem(
            id: ids.next(), vehicleID: checked.vehicleID, name: checked.name, intervalMonths: checked.intervalMonths,
            intervalDistance: checked.intervalDistance, warningDays: checked.warningDays,
            warningDistance: checked.warningDistance, firstDueDate: checked.firstDueDate,
            firstDueOdometer: checked.firstDueOdometer, startDate: checked.startDate, startOdometer: checked.startOdometer)
        return checked
    }

    /// The item as it may be stored, added or edited alike: refused when the vehicle is read-only for
    /// the account, the name is empty or another of the vehicle's items (`siblings`, the item itself
    /// left out) has it, an interval is not positive, a lead is negative, or no interval and no first
    /// due point is given.
    public func checked(vehicle: Vehicle, siblings: [MaintenanceItem], today: CalendarDay) throws(GarageError) -> MaintenanceItem {
        try vehicle.requireWritable()
        let item: MaintenanceItem
        do {
            item = try checkedFields(today: today)
        } catch let problem where problem.reason == .noneOf(Self.scheduleFields.map { Self.descriptor.field($0).label }) {
            throw .missingSchedule(name)
        } catch {
            throw GarageError(error)
        }
        guard !siblings.contains(where: { $0.id != id && $0.vehicleID == vehicle.id && NameKey.same($0.name, item.name) })
        else { throw .duplicateMaintenanceItem(item.name, vehicle: vehicle.name) }
        return item
    }

    /// The item of a vehicle whose id is `text`, else whose name equals `text` case-insensitively.
    public static func matching(
        _ text: String, in items: [MaintenanceItem], vehicle: Vehicle
    ) throws(GarageError) -> MaintenanceItem {
        let own = items.filter { $0.vehicleID == vehicle.id }
        if let found = own.first(where: { $0.id.rawValue == text }) { return found }
        let matches = own.filter { NameKey.same($0.name, text) }
        guard let first = matches.first else { throw .unknownMaintenanceItem(text, vehicle: vehicle.name) }
        guard matches.count == 1 else { throw .ambiguousMaintenanceItem(text, vehicle: vehicle.name) }
        return first
    }

    /// The item with its current occurrence postponed from `due` (its due point now); postponing again
    /// moves the already postponed point.
    ///
    /// Refused when the request does not fit the item (by days or to a date without a due date; by
    /// distance or to an odometer value without a due distance), the count is not positive, or the new
    /// point is not after the current one.
    public func postponed(_ request: PostponeRequest, from due: DuePoint) throws(GarageError) -> MaintenanceItem {
        var postponement = postponement ?? Postponement()
        switch request {
        case .days(let count) where !(1...Garage.maximumDays).contains(count),
             .distance(let count) where !(1...Garage.maximumOdometer).contains(count):
            throw .cannotPostpone(item: name, reason: PostponeRefusal(.notPositive(count)))
        case .days(let days):
            guard let dueDate = due.date else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.noDueDate))
            }
            postponement.dueDate = dueDate.adding(days: days)
        case .untilDate(let day):
            guard let dueDate = due.date else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.noDueDate))
            }
            guard day > dueDate else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.notAfterDueDate(day, due: dueDate)))
            }
            postponement.dueDate = day
        case .distance(let distance):
            guard let dueOdometer = due.odometer else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.noDueDistance))
            }
            guard dueOdometer + distance <= Garage.maximumOdometer else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.beyondLargestOdometer(dueOdometer + distance)))
            }
            postponement.dueOdometer = dueOdometer + distance
        case .untilOdometer(let value):
            guard let dueOdometer = due.odometer else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.noDueDistance))
            }
            guard value > dueOdometer, value <= Garage.maximumOdometer else {
                throw .cannotPostpone(item: name, reason: PostponeRefusal(.notAfterDueDistance(value, due: dueOdometer)))
            }
            postponement.dueOdometer = value
        }
        var item = self
        item.postponement = postponement
        return item
    }
}
