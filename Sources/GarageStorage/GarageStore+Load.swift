import Foundation
import GarageRules
import WidgetContract

extension GarageStore {
    // Column lists shared by every read of a kind, made from its descriptor (see `RecordColumns`),
    // so that every read decodes the same way.
    static let vehicleColumns = RecordColumns(.vehicle).list()
    static let entryColumns = RecordColumns(.odometerEntry).list()
    /// An expense's fields, then the vehicle's unit for a quantity stored without one (a row an undo
    /// journaled before fuel units wrote back).
    static let expenseColumns = RecordColumns(.expense).list("e") + """
        , CASE WHEN e.fuel_quantity IS NOT NULL AND e.fuel_unit IS NULL
            THEN (SELECT v.unit FROM vehicle v WHERE v.id = e.vehicle_id) END
        """
    static let itemColumns = RecordColumns(.maintenanceItem).list("i")
    /// A service's fields, then its cost: the id, amount and currency of the expense that names it
    /// (`LEFT JOIN expense c ON c.service_id = s.id`).
    static let serviceColumns = RecordColumns(.service).list("s") + ", c.id, c.amount, c.currency"
    static let deadlineColumns = RecordColumns(.deadline).list()

    /// The signed-in account's whole logbook in memory: account, home currency, every vehicle and
    /// every record.
    ///
    /// No command of the app calls it (a command reads what its answer needs, see `dashboard(today:)`
    /// and the record queries); it is for tests that compare the store with the rules in memory, and
    /// for the benchmark's whole-history comparison path.
    public func loadGarage() throws -> Garage {
        var garage = Garage(account: try accounts.signedIn(), homeCurrency: try preferences.load().homeCurrency)
        let own = Self.ownVehicleIDs
        garage.vehicles = try vehicles.all()
        garage.odometerEntries = try database.rows(
            "SELECT \(Self.entryColumns) FROM odometer_entry WHERE vehicle_id IN (\(own)) ORDER BY day, id", [], Self.entryRow)
        garage.expenses = try database.rows(
            "SELECT \(Self.expenseColumns) FROM expense e WHERE e.vehicle_id IN (\(own)) ORDER BY e.day, e.id", [], Self.expenseRow)
        garage.maintenanceItems = try database.rows(
            """
            SELECT \(Self.itemColumns) FROM maintenance_item i WHERE i.vehicle_id IN (\(own)) ORDER BY i.position
            """, [], Self.itemRow)
        garage.services = try database.rows(
            """
            SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.vehicle_id IN (\(own)) ORDER BY s.day, s.id
            """, [], Self.serviceRow)
        garage.deadlines = try database.rows(
            "SELECT \(Self.deadlineColumns) FROM deadline WHERE vehicle_id IN (\(own)) ORDER BY due_day, id", [], Self.deadlineRow)
        return garage
    }

    static func vehicleRow(_ row: Row) throws -> Vehicle {
        try RecordColumns(.vehicle).record(Vehicle.self, row)
    }

    static func entryRow(_ row: Row) throws -> OdometerEntry {
        try RecordColumns(.odometerEntry).record(OdometerEntry.self, row)
    }

    static func expenseRow(_ row: Row) throws -> Expense {
        let columns = RecordColumns(.expense)
        var expense = try columns.record(Expense.self, row)
        if expense.fuelQuantity != nil, expense.fuelFill == nil {
            // A quantity without its unit reads as the schema-9 migration read the others.
            let unit = row.optionalText(columns.count) ?? DistanceUnit.kilometres.rawValue
            guard let distanceUnit = DistanceUnit(rawValue: unit) else {
                throw StoreError.corruptRow(table: "expense", id: row.text(0), reason: "its vehicle's unit '\(unit)' is not a unit")
            }
            expense.fuelFill = .legacy(for: distanceUnit)
        }
        return expense
    }

    static func itemRow(_ row: Row) throws -> MaintenanceItem {
        try RecordColumns(.maintenanceItem).record(MaintenanceItem.self, row)
    }

    static func serviceRow(_ row: Row) throws -> ServiceRecord {
        let columns = RecordColumns(.service)
        var service = try columns.record(ServiceRecord.self, row)
        let cost = columns.count
        if let expenseID = row.optionalText(cost) {
            let decode = RowDecoding(table: "maintenance_service", id: row.text(0))
            service.expenseID = try decode.garageID(expenseID)
            service.cost = try decode.money(row.text(cost + 1), row.text(cost + 2))
        }
        return service
    }

    static func deadlineRow(_ row: Row) throws -> Deadline {
        try RecordColumns(.deadline).record(Deadline.self, row)
    }
}
