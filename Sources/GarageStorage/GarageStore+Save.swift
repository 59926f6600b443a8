import Foundation
import GarageRules

extension GarageStore {
    /// Writes the difference between two states of the garage: rows for new records are inserted,
    /// changed ones updated in place, removed ones deleted. Call it inside `write { }`.
    ///
    /// The garage's rules return the records they change; comparing whole states instead means
    /// that no command can change something the store forgets to write. Updates are upserts, never
    /// delete-and-insert, so that a changed vehicle keeps the records that cascade from it.
    public func save(_ garage: Garage, replacing old: Garage, now: Date) throws {
        if garage.account != old.account {
            if let account = garage.account {
                try database.execute(
                    """
                    INSERT INTO account (id, name, plan, signed_in_at) VALUES (1, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET plan = excluded.plan,
                        signed_in_at = CASE WHEN name = excluded.name THEN signed_in_at ELSE excluded.signed_in_at END,
                        name = excluded.name
                    """,
                    [account.name, account.plan.rawValue, now.formatted(.iso8601)])
            } else {
                try database.execute("DELETE FROM account")
            }
        }
        if garage.homeCurrency != old.homeCurrency {
            try setPreference("currency", garage.homeCurrency.code)
        }
        // Rows of removed records go first, children before parents; then new and changed records
        // are written parents first, so every foreign key points at a row that exists.
        try delete(garage.deadlines, old.deadlines, table: "deadline")
        try delete(garage.expenses, old.expenses, table: "expense")
        try delete(garage.odometerEntries, old.odometerEntries, table: "odometer_entry")
        try delete(garage.services, old.services, table: "maintenance_service")
        try delete(garage.maintenanceItems, old.maintenanceItems, table: "maintenance_item")
        try delete(garage.vehicles, old.vehicles, table: "vehicle")
        try writeChanged(garage.vehicles, old.vehicles, upsertVehicle)
        try writeChanged(garage.maintenanceItems, old.maintenanceItems, upsertItem)
        try writeChanged(garage.services, old.services, upsertService)
        try writeChanged(garage.expenses, old.expenses, upsertExpense)
        try writeChanged(garage.odometerEntries, old.odometerEntries, upsertEntry)
        try writeChanged(garage.deadlines, old.deadlines, upsertDeadline)
    }

    private func delete<T: Identifiable>(_ new: [T], _ old: [T], table: String) throws where T.ID == GarageID {
        let kept = Set(new.map(\.id))
        for record in old where !kept.contains(record.id) {
            try database.execute("DELETE FROM \(table) WHERE id = ?", [record.id.rawValue])
        }
    }

    private func writeChanged<T: Identifiable & Equatable>(_ new: [T], _ old: [T], _ upsert: (T) throws -> Void) throws
    where T.ID == GarageID {
        let before = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for record in new where before[record.id] != record {
            try upsert(record)
        }
    }

    private func upsertVehicle(_ vehicle: Vehicle) throws {
        try database.execute(
            """
            INSERT INTO vehicle (id, name, make, model, year, plate, unit, role, position)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM vehicle))
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, make = excluded.make, model = excluded.model,
                year = excluded.year, plate = excluded.plate, unit = excluded.unit, role = excluded.role
            """,
            [vehicle.id.rawValue, vehicle.name, vehicle.make, vehicle.model, vehicle.year, vehicle.licencePlate,
             vehicle.distanceUnit.rawValue, vehicle.role.rawValue])
    }

    private func upsertEntry(_ entry: OdometerEntry) throws {
        try database.execute(
            """
            INSERT INTO odometer_entry (id, vehicle_id, day, value, is_correction, note) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET day = excluded.day, value = excluded.value,
                is_correction = excluded.is_correction, note = excluded.note
            """,
            [entry.id.rawValue, entry.vehicleID.rawValue, entry.date.isoString, entry.value, entry.isCorrection, entry.note])
    }

    private func upsertExpense(_ expense: Expense) throws {
        try database.execute(
            """
            INSERT INTO expense (id, vehicle_id, day, amount, currency, category, note, odometer, odometer_is_correction,
                                 fuel_quantity, user_rate, user_rate_quote, service_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET day = excluded.day, amount = excluded.amount, currency = excluded.currency,
                category = excluded.category, note = excluded.note, odometer = excluded.odometer,
                odometer_is_correction = excluded.odometer_is_correction, fuel_quantity = excluded.fuel_quantity,
                user_rate = excluded.user_rate, user_rate_quote = excluded.user_rate_quote, service_id = excluded.service_id
            """,
            [expense.id.rawValue, expense.vehicleID.rawValue, expense.date.isoString, expense.amount.amountText,
             expense.amount.currency.code, expense.category.rawValue, expense.note, expense.odometer?.value,
             expense.odometer?.isCorrection ?? false, expense.fuelQuantity?.storedText, expense.userRate?.rate.storedText,
             expense.userRate?.quote.code, expense.serviceID?.rawValue])
    }

    private func upsertItem(_ item: MaintenanceItem) throws {
        try database.execute(
            """
            INSERT INTO maintenance_item (id, vehicle_id, name, every_months, every_distance, warn_days, warn_distance,
                                          first_due_day, first_due_odometer, start_day, start_odometer, position)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM maintenance_item))
            ON CONFLICT (id) DO UPDATE SET name = excluded.name, every_months = excluded.every_months,
                every_distance = excluded.every_distance, warn_days = excluded.warn_days,
                warn_distance = excluded.warn_distance, first_due_day = excluded.first_due_day,
                first_due_odometer = excluded.first_due_odometer, start_day = excluded.start_day,
                start_odometer = excluded.start_odometer
            """,
            [item.id.rawValue, item.vehicleID.rawValue, item.name, item.intervalMonths, item.intervalDistance,
             item.warningDays, item.warningDistance, item.firstDueDate?.isoString, item.firstDueOdometer,
             item.startDate.isoString, item.startOdometer])
        if let postponement = item.postponement {
            try database.execute(
                "INSERT OR REPLACE INTO maintenance_postponement (item_id, due_day, due_odometer) VALUES (?, ?, ?)",
                [item.id.rawValue, postponement.dueDate?.isoString, postponement.dueOdometer])
        } else {
            try database.execute("DELETE FROM maintenance_postponement WHERE item_id = ?", [item.id.rawValue])
        }
    }

    private func upsertService(_ service: ServiceRecord) throws {
        try database.execute(
            """
            INSERT INTO maintenance_service (id, vehicle_id, item_id, day, odometer, odometer_is_correction, note)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET day = excluded.day, odometer = excluded.odometer,
                odometer_is_correction = excluded.odometer_is_correction, note = excluded.note
            """,
            [service.id.rawValue, service.vehicleID.rawValue, service.itemID.rawValue, service.date.isoString,
             service.odometer?.value, service.odometer?.isCorrection ?? false, service.note])
    }

    private func upsertDeadline(_ deadline: Deadline) throws {
        try database.execute(
            """
            INSERT INTO deadline (id, vehicle_id, kind, title, due_day, warn_days, every_months, schedule_anchor_day)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title, due_day = excluded.due_day,
                warn_days = excluded.warn_days, every_months = excluded.every_months,
                schedule_anchor_day = excluded.schedule_anchor_day
            """,
            [deadline.id.rawValue, deadline.vehicleID.rawValue, deadline.kind.rawValue, deadline.title,
             deadline.dueDate.isoString, deadline.warningDays, deadline.recurrence.months, deadline.scheduleAnchor.isoString])
    }
}
