import Foundation
import GarageRules
import WidgetContract

/// Turns a parsed LubeLogger export into the garage's records for one vehicle.
///
/// Fill-ups become fuel expenses (with odometer and quantity), service records become service
/// expenses (LubeLogger's services are not tied to a plan item), tax records tax expenses, and
/// odometer records odometer entries; every one passes `ImportCheck` before any is stored.
public struct LubeLoggerImport: Sendable {
    /// How many records of each kind were imported.
    public struct Counts: Equatable, Sendable, Codable {
        /// Fill-ups.
        public var fuel: Int
        /// Service records.
        public var service: Int
        /// Odometer records.
        public var odometer: Int
        /// Tax records.
        public var tax: Int
    }

    /// The export.
    public let export: LubeLoggerExport

    /// Creates an import of `export`.
    public init(export: LubeLoggerExport) {
        self.export = export
    }

    /// The draft of the vehicle the export describes, named `name`, counting in `unit`.
    public func vehicleDraft(name: String, unit: DistanceUnit) -> VehicleDraft {
        VehicleDraft(
            name: name, make: export.vehicle?.make, model: export.vehicle?.model, year: export.vehicle?.year,
            licencePlate: export.vehicle?.plate, distanceUnit: unit)
    }

    /// The export's reminders as maintenance plan items of `vehicleID`: the interval(s) and the
    /// next due point LubeLogger stored.
    public func maintenanceDrafts(vehicleID: GarageID) -> [MaintenanceItemDraft] {
        export.reminders.map { reminder in
            MaintenanceItemDraft(
                vehicleID: vehicleID, name: reminder.description, intervalMonths: reminder.everyMonths,
                intervalDistance: reminder.everyDistance, firstDueDate: reminder.nextDay,
                firstDueOdometer: reminder.nextDistance)
        }
    }

    /// One record of the export, as the logbook's.
    public enum Record: Sendable {
        /// An odometer record.
        case entry(OdometerEntry)
        /// A fill-up, service or tax record.
        case expense(Expense)
    }

    /// Hands each of the export's records, as the logbook's, for `vehicleID`, with new ids in file
    /// order (fill-ups, services, taxes, then odometer records), one at a time so that an import
    /// never holds a second copy of the whole file.
    public func forEachRecord(
        vehicleID: GarageID, ids: IdentifierSource, _ body: (Record) throws -> Void
    ) rethrows {
        for fuel in export.fuel {
            try body(.expense(Expense(
                id: ids.next(), vehicleID: vehicleID, date: fuel.day, amount: fuel.cost, category: .fuel,
                note: fuel.note, odometer: fuel.odometer.map { OdometerMark(value: $0) }, fuelQuantity: fuel.quantity)))
        }
        for service in export.services {
            let note = [service.description, service.note].compactMap { $0 }.joined(separator: ": ")
            try body(.expense(Expense(
                id: ids.next(), vehicleID: vehicleID, date: service.day, amount: service.cost, category: .service,
                note: note, odometer: service.odometer.map { OdometerMark(value: $0) })))
        }
        for tax in export.taxes {
            let note = [tax.description, tax.note].compactMap { $0 }.joined(separator: ": ")
            try body(.expense(Expense(
                id: ids.next(), vehicleID: vehicleID, date: tax.day, amount: tax.cost, category: .tax, note: note)))
        }
        for reading in export.readings {
            try body(.entry(OdometerEntry(
                id: ids.next(), vehicleID: vehicleID, date: reading.day, value: reading.odometer, note: reading.note)))
        }
    }

    /// How many records of each kind the export holds.
    public var counts: Counts {
        Counts(fuel: export.fuel.count, service: export.services.count, odometer: export.readings.count,
               tax: export.taxes.count)
    }

    /// Adds the export's records to `vehicleID` in a garage in memory (all or nothing) and returns the counts.
    public func apply(to garage: inout Garage, vehicleID: GarageID, ids: IdentifierSource) throws(GarageError) -> Counts {
        var entries: [OdometerEntry] = []
        var expenses: [Expense] = []
        forEachRecord(vehicleID: vehicleID, ids: ids) { record in
            switch record {
            case .entry(let entry): entries.append(entry)
            case .expense(let expense): expenses.append(expense)
            }
        }
        try garage.importHistory(vehicleID: vehicleID, odometerEntries: entries, expenses: expenses)
        return counts
    }
}
