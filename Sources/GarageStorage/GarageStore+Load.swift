import Foundation
import GarageRules
import WidgetContract

extension GarageStore {
    // Column lists shared by the full load and the snapshot load, so both decode the same way.
    static let vehicleColumns = "id, name, make, model, year, plate, unit, role"
    static let entryColumns = "id, vehicle_id, day, value, is_correction, note"
    static let expenseColumns = """
        e.id, e.vehicle_id, e.day, e.amount, e.currency, e.category, e.note, e.odometer, e.odometer_is_correction,
        e.fuel_quantity, e.user_rate, e.user_rate_quote, e.service_id, e.fuel_unit, e.fuel_is_full, e.fuel_missed_previous,
        CASE WHEN e.fuel_quantity IS NOT NULL AND e.fuel_unit IS NULL
            THEN (SELECT v.unit FROM vehicle v WHERE v.id = e.vehicle_id) END
        """
    static let itemColumns = """
        i.id, i.vehicle_id, i.name, i.every_months, i.every_distance, i.warn_days, i.warn_distance, i.first_due_day,
        i.first_due_odometer, i.start_day, i.start_odometer, p.due_day, p.due_odometer
        """
    static let serviceColumns = """
        s.id, s.vehicle_id, s.item_id, s.day, s.odometer, s.odometer_is_correction, s.note, c.id, c.amount, c.currency
        """
    static let deadlineColumns = "id, vehicle_id, kind, title, due_day, warn_days, every_months, schedule_anchor_day"

    /// The signed-in account's whole logbook in memory: account, home currency, every vehicle and
    /// every record.
    ///
    /// No command of the app calls it (a command reads what its answer needs, see `dashboard(today:)`
    /// and the record queries); it is for tests that compare the store with the rules in memory, and
    /// for the benchmark's whole-history comparison path.
    public func loadGarage() throws -> Garage {
        var garage = Garage(account: try loadAccount(), homeCurrency: try preferences().homeCurrency)
        let own = Self.ownVehicleIDs
        garage.vehicles = try vehicles()
        garage.odometerEntries = try database.rows(
            "SELECT \(Self.entryColumns) FROM odometer_entry WHERE vehicle_id IN (\(own)) ORDER BY day, id", [], Self.entry)
        garage.expenses = try database.rows(
            "SELECT \(Self.expenseColumns) FROM expense e WHERE e.vehicle_id IN (\(own)) ORDER BY e.day, e.id", [], Self.expense)
        garage.maintenanceItems = try database.rows(
            """
            SELECT \(Self.itemColumns) FROM maintenance_item i LEFT JOIN maintenance_postponement p ON p.item_id = i.id
            WHERE i.vehicle_id IN (\(own)) ORDER BY i.position
            """, [], Self.item)
        garage.services = try database.rows(
            """
            SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.vehicle_id IN (\(own)) ORDER BY s.day, s.id
            """, [], Self.service)
        garage.deadlines = try database.rows(
            "SELECT \(Self.deadlineColumns) FROM deadline WHERE vehicle_id IN (\(own)) ORDER BY due_day, id", [], Self.deadline)
        return garage
    }

    static func vehicle(_ row: Row) throws -> Vehicle {
        let decode = RowDecoding(table: "vehicle", id: row.text(0))
        return Vehicle(
            id: try decode.garageID(row.text(0)), name: row.text(1), make: row.optionalText(2), model: row.optionalText(3),
            year: row.optionalInt(4), licencePlate: row.optionalText(5),
            distanceUnit: try decode.word(row.text(6), as: DistanceUnit.self),
            role: try decode.word(row.text(7), as: SharingRole.self))
    }

    static func entry(_ row: Row) throws -> OdometerEntry {
        let decode = RowDecoding(table: "odometer_entry", id: row.text(0))
        return OdometerEntry(
            id: try decode.garageID(row.text(0)), vehicleID: try decode.garageID(row.text(1)),
            date: try decode.day(row.text(2)), value: row.int(3), isCorrection: row.int(4) != 0, note: row.optionalText(5))
    }

    static func expense(_ row: Row) throws -> Expense {
        let decode = RowDecoding(table: "expense", id: row.text(0))
        var userRate: UserRate?
        // The schema keeps rate and quote together; a damaged one is reported, never dropped.
        if let rate = try decode.positiveDecimal(row.optionalText(10)), let quote = row.optionalText(11) {
            let currency = try decode.currency(quote)
            do {
                userRate = try UserRate(quote: currency, rate: rate)
            } catch {
                throw decode.fail("user rate '\(row.text(10))': \(error.description)")
            }
        }
        let fuelQuantity = try decode.positiveDecimal(row.optionalText(9))
        var fuelFill: FuelFill?
        if fuelQuantity != nil {
            if let unit = row.optionalText(13) {
                fuelFill = FuelFill(
                    unit: try decode.word(unit, as: VolumeUnit.self), isFull: (row.optionalInt(14) ?? 1) != 0,
                    missedPrevious: (row.optionalInt(15) ?? 0) != 0)
            } else {
                // A row written back by an undo journaled before schema 9 has no unit: read it as the
                // migration read the others.
                fuelFill = .legacy(for: try decode.word(row.optionalText(16) ?? "km", as: DistanceUnit.self))
            }
        }
        return Expense(
            id: try decode.garageID(row.text(0)), vehicleID: try decode.garageID(row.text(1)),
            date: try decode.day(row.text(2)), amount: try decode.money(row.text(3), row.text(4)),
            category: try decode.word(row.text(5), as: ExpenseCategory.self), note: row.optionalText(6),
            odometer: row.optionalInt(7).map { OdometerMark(value: $0, isCorrection: row.int(8) != 0) },
            fuelQuantity: fuelQuantity, fuelFill: fuelFill, userRate: userRate,
            serviceID: try row.optionalText(12).map { text throws(StoreError) in try decode.garageID(text) })
    }

    static func item(_ row: Row) throws -> MaintenanceItem {
        let decode = RowDecoding(table: "maintenance_item", id: row.text(0))
        let postponedDay = try decode.optionalDay(row.optionalText(11))
        let postponedOdometer = row.optionalInt(12)
        return MaintenanceItem(
            id: try decode.garageID(row.text(0)), vehicleID: try decode.garageID(row.text(1)), name: row.text(2),
            intervalMonths: row.optionalInt(3), intervalDistance: row.optionalInt(4), warningDays: row.optionalInt(5),
            warningDistance: row.optionalInt(6), firstDueDate: try decode.optionalDay(row.optionalText(7)),
            firstDueOdometer: row.optionalInt(8), startDate: try decode.day(row.text(9)), startOdometer: row.optionalInt(10),
            postponement: postponedDay == nil && postponedOdometer == nil
                ? nil : Postponement(dueDate: postponedDay, dueOdometer: postponedOdometer))
    }

    static func service(_ row: Row) throws -> ServiceRecord {
        let decode = RowDecoding(table: "maintenance_service", id: row.text(0))
        var cost: Money?
        if let amount = row.optionalText(8) { cost = try decode.money(amount, row.text(9)) }
        return ServiceRecord(
            id: try decode.garageID(row.text(0)), vehicleID: try decode.garageID(row.text(1)),
            itemID: try decode.garageID(row.text(2)), date: try decode.day(row.text(3)),
            odometer: row.optionalInt(4).map { OdometerMark(value: $0, isCorrection: row.int(5) != 0) }, cost: cost,
            expenseID: try row.optionalText(7).map { text throws(StoreError) in try decode.garageID(text) },
            note: row.optionalText(6))
    }

    static func deadline(_ row: Row) throws -> Deadline {
        let decode = RowDecoding(table: "deadline", id: row.text(0))
        return Deadline(
            id: try decode.garageID(row.text(0)), vehicleID: try decode.garageID(row.text(1)),
            kind: try decode.word(row.text(2), as: DeadlineKind.self), title: row.text(3), dueDate: try decode.day(row.text(4)),
            warningDays: row.optionalInt(5), recurrence: row.optionalInt(6).map { .everyMonths($0) } ?? .none,
            scheduleAnchor: try decode.day(row.text(7)))
    }
}
