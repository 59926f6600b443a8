import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// Imports a LubeLogger export into one vehicle, created when missing: every record passes
/// `ImportCheck`, its id is claimed (one primary-key probe per table, so a broken id source can
/// never make two records share an id), and it is inserted through the connection's compiled
/// statements, all in the change's one transaction (all or nothing), at a cost that follows the
/// file, never the logbook.
public struct ImportLubeLogger: LogbookChange {
    /// What the import added.
    public struct Outcome: Sendable {
        /// How many records of each kind.
        public var counts: LubeLoggerImport.Counts
        /// The vehicle imported into.
        public var vehicle: Vehicle
        /// The plan items added from the export's reminders.
        public var addedItems: [MaintenanceItem]
    }

    /// The parsed export.
    public var export: LubeLoggerExport
    /// The vehicle to import into, by id or name; created with this name when none matches.
    public var vehicleName: String
    /// The distance unit of a created vehicle.
    public var unit: DistanceUnit
    /// Whether the export's reminders also become maintenance plan items.
    public var withReminders: Bool

    /// An import of a parsed export.
    public init(export: LubeLoggerExport, vehicleName: String, unit: DistanceUnit, withReminders: Bool) {
        self.export = export
        self.vehicleName = vehicleName
        self.unit = unit
        self.withReminders = withReminders
    }

    /// An import of the export in `directory` (`gasrecords.csv`, `servicerecords.csv`, …), read and
    /// parsed before any transaction starts; costs are in `currency`.
    public init(
        directory path: String, currency: CurrencyCode, vehicleName: String, unit: DistanceUnit, withReminders: Bool
    ) throws {
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        let export: LubeLoggerExport
        do {
            export = try LubeLoggerParser(currency: currency).parse(directory: directory)
        } catch let error as ImportError where error.line == 0 && error.reason == "not a directory" {
            throw AppError.notADirectory(path)
        }
        self.init(export: export, vehicleName: vehicleName, unit: unit, withReminders: withReminders)
    }

    public var label: String { "import lubelogger" }

    public func apply(in context: ChangeContext) throws -> Outcome {
        let importer = LubeLoggerImport(export: export)
        let vehicle: Vehicle
        if let existing = try? context.vehicle(matching: vehicleName) {
            vehicle = existing
        } else {
            vehicle = try AddVehicle(importer.vehicleDraft(name: vehicleName, unit: unit)).apply(in: context)
        }
        var items = try context.store.maintenanceItems(vehicleID: vehicle.id)
        let check = try ImportCheck(vehicle: vehicle, itemIDs: Set(items.map(\.id)))
        try importer.forEachRecord(vehicleID: vehicle.id, ids: context.ids) { record in
            switch record {
            case .entry(let entry):
                try check.check(entry)
                try context.claim([entry.id])
                try context.store.insert(entry)
            case .expense(let expense):
                try check.check(expense)
                try context.claim([expense.id])
                try context.store.insert(expense)
            }
        }
        var added: [MaintenanceItem] = []
        if withReminders {
            for draft in importer.maintenanceDrafts(vehicleID: vehicle.id) {
                let item = try MaintenanceItem.new(
                    ids: context.ids, draft: draft, vehicle: vehicle, siblings: items,
                    currentOdometer: try context.store.reading(.latest, vehicleID: vehicle.id)?.value,
                    today: try context.today())
                try context.claim([item.id])
                try context.store.insert(item)
                items.append(item)
                added.append(item)
            }
        }
        return Outcome(counts: importer.counts, vehicle: vehicle, addedItems: added)
    }
}
