import Foundation
import GarageRules

/// Record-level writes: each inserts, updates or deletes exactly the rows of the records it is given,
/// through statements the connection compiles once. Call them inside `write { }` so that a change
/// commits whole or not at all.
///
/// Inserts never replace: a record whose id is already stored is refused by the primary key, so no
/// change can overwrite another record.
extension GarageStore {
    /// Inserts a vehicle after the others (or at `position`, where an undo puts a deleted one back),
    /// owned by the signed-in account (refused when nobody is signed in: no vehicle is ever stored
    /// without its account).
    public func insert(_ vehicle: Vehicle, at position: Int? = nil) throws {
        guard try loadAccount() != nil else { throw GarageError.signedOut }
        let stamp = try issueStamp().text
        try database.execute(
            """
            INSERT INTO vehicle (id, name, make, model, year, plate, unit, role, position, account, hlc)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, (SELECT coalesce(max(position), 0) + 1 FROM vehicle)),
                    \(Self.signedInAccount), ?)
            """,
            [vehicle.id.rawValue, vehicle.name, vehicle.make, vehicle.model, vehicle.year, vehicle.licencePlate,
             vehicle.distanceUnit.rawValue, vehicle.role.rawValue, position, stamp])
        try enqueueUpsert(.vehicle, id: vehicle.id)
        record(.inserted(StoredRecord.vehicle(vehicle).key))
    }

    /// Inserts an odometer entry.
    public func insert(_ entry: OdometerEntry) throws {
        let stamp = try issueStamp().text
        try database.execute(
            "INSERT INTO odometer_entry (id, vehicle_id, day, value, is_correction, note, hlc) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [entry.id.rawValue, entry.vehicleID.rawValue, entry.date.isoString, entry.value, entry.isCorrection, entry.note,
             stamp])
        try enqueueUpsert(.odometerEntry, id: entry.id)
        record(.inserted(StoredRecord.odometerEntry(entry).key))
    }

    /// Inserts an expense (a service's cost after its service).
    public func insert(_ expense: Expense) throws {
        let stamp = try issueStamp().text
        try database.execute(
            """
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category, note, odometer, odometer_is_correction,
                                 fuel_quantity, user_rate, user_rate_quote, service_id, hlc, fuel_unit, fuel_is_full,
                                 fuel_missed_previous)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [expense.id.rawValue, expense.vehicleID.rawValue, expense.date.isoString, expense.amount.amountText,
             expense.amount.currency.code, expense.category.rawValue, expense.note, expense.odometer?.value,
             expense.odometer?.isCorrection ?? false, expense.fuelQuantity?.storedText, expense.userRate?.rate.storedText,
             expense.userRate?.quote.code, expense.serviceID?.rawValue, stamp, expense.fuelFill?.unit.rawValue,
             expense.fuelFill?.isFull, expense.fuelFill?.missedPrevious])
        try enqueueUpsert(.expense, id: expense.id)
        record(.inserted(StoredRecord.expense(expense).key))
    }

    /// Inserts a maintenance item after the others (or at `position`, where an undo puts a deleted
    /// one back), with its postponement if it has one.
    public func insert(_ item: MaintenanceItem, at position: Int? = nil) throws {
        let stamp = try issueStamp().text
        try database.execute(
            """
            INSERT INTO maintenance_item (id, vehicle_id, name, every_months, every_distance, warn_days, warn_distance,
                                          first_due_day, first_due_odometer, start_day, start_odometer, position, hlc)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, (SELECT coalesce(max(position), 0) + 1 FROM maintenance_item)), ?)
            """,
            [item.id.rawValue, item.vehicleID.rawValue, item.name, item.intervalMonths, item.intervalDistance,
             item.warningDays, item.warningDistance, item.firstDueDate?.isoString, item.firstDueOdometer,
             item.startDate.isoString, item.startOdometer, position, stamp])
        if let postponement = item.postponement { try writePostponement(postponement, of: item.id) }
        try enqueueUpsert(.maintenanceItem, id: item.id)
        record(.inserted(StoredRecord.maintenanceItem(item).key))
    }

    /// Writes the item's postponement as it is now: the row replaced, or deleted when there is none.
    public func updatePostponement(of item: MaintenanceItem) throws {
        if let before = try maintenanceItem(id: item.id) { record(.updated(.maintenanceItem(before))) }
        if let postponement = item.postponement {
            try writePostponement(postponement, of: item.id)
        } else {
            try database.execute("DELETE FROM maintenance_postponement WHERE item_id = ?", [item.id.rawValue])
        }
        // The postponement is part of the item: the item is what changed.
        let stamp = try issueStamp().text
        try database.execute("UPDATE maintenance_item SET hlc = ? WHERE id = ?", [stamp, item.id.rawValue])
        try enqueueUpsert(.maintenanceItem, id: item.id)
    }

    func writePostponement(_ postponement: Postponement, of itemID: GarageID) throws {
        try database.execute(
            "INSERT OR REPLACE INTO maintenance_postponement (item_id, due_day, due_odometer) VALUES (?, ?, ?)",
            [itemID.rawValue, postponement.dueDate?.isoString, postponement.dueOdometer])
    }

    /// Inserts a service; its cost is the expense that points at it, inserted after it.
    public func insert(_ service: ServiceRecord) throws {
        let stamp = try issueStamp().text
        try database.execute(
            """
            INSERT INTO maintenance_service (id, vehicle_id, item_id, day, odometer, odometer_is_correction, note, hlc)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [service.id.rawValue, service.vehicleID.rawValue, service.itemID.rawValue, service.date.isoString,
             service.odometer?.value, service.odometer?.isCorrection ?? false, service.note, stamp])
        try enqueueUpsert(.service, id: service.id)
        record(.inserted(StoredRecord.service(service).key))
    }

    /// Inserts a deadline.
    public func insert(_ deadline: Deadline) throws {
        let stamp = try issueStamp().text
        try database.execute(
            """
            INSERT INTO deadline (id, vehicle_id, kind, title, due_day, warn_days, every_months, schedule_anchor_day, hlc)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [deadline.id.rawValue, deadline.vehicleID.rawValue, deadline.kind.rawValue, deadline.title,
             deadline.dueDate.isoString, deadline.warningDays, deadline.recurrence.months, deadline.scheduleAnchor.isoString,
             stamp])
        try enqueueUpsert(.deadline, id: deadline.id)
        record(.inserted(StoredRecord.deadline(deadline).key))
    }

    /// Writes a deadline's changed fields over its row.
    public func update(_ deadline: Deadline) throws {
        if let before = try self.deadline(id: deadline.id) { record(.updated(.deadline(before))) }
        let stamp = try issueStamp().text
        try database.execute(
            """
            UPDATE deadline SET kind = ?, title = ?, due_day = ?, warn_days = ?, every_months = ?, schedule_anchor_day = ?,
                hlc = ?
            WHERE id = ?
            """,
            [deadline.kind.rawValue, deadline.title, deadline.dueDate.isoString, deadline.warningDays,
             deadline.recurrence.months, deadline.scheduleAnchor.isoString, stamp, deadline.id.rawValue])
        try enqueueUpsert(.deadline, id: deadline.id)
    }

    /// Inserts a whole garage into a logbook that holds none of its records (a demo or a benchmark
    /// seed): the account, the home currency, then every record, parents first.
    public func insert(contentsOf garage: Garage, now: Date) throws {
        if let account = garage.account { try setAccount(account, now: now) }
        var preferences = try preferences()
        preferences.homeCurrency = garage.homeCurrency
        try save(preferences)
        for vehicle in garage.vehicles { try insert(vehicle) }
        for item in garage.maintenanceItems { try insert(item) }
        for service in garage.services { try insert(service) }
        for expense in garage.expenses { try insert(expense) }
        for entry in garage.odometerEntries { try insert(entry) }
        for deadline in garage.deadlines { try insert(deadline) }
    }
}
