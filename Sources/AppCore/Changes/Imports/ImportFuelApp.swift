import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// Imports another logbook app's CSV export (Fuelly, Fuelio, Drivvo, aCar, or a plain CSV under
/// LubeLogger's header aliases), as often as the user likes: only rows no earlier import stored are
/// added.
///
/// The file is read and parsed before any transaction (`FuelAppParser`: its own units, currency,
/// decimal separator and day order, never the machine's locale). Then, in the change's one
/// transaction, each of the file's vehicles goes through the LubeLogger import's plan and storing
/// (`ImportLubeLogger`): the vehicle found by name or created, rows known by their fingerprint,
/// readings that go backwards stored as corrections, refusals with their line, one journal entry
/// per vehicle. All the file's vehicles go in, or none.
public struct ImportFuelApp: LogbookChange {
    /// What one of the file's vehicles became.
    public struct VehicleOutcome: Sendable {
        /// The file's name for it, when it has one.
        public var nameInFile: String?
        /// The import into the logbook's vehicle.
        public var outcome: ImportLubeLogger.Outcome
    }

    /// What the import did (or, in a dry run, would do).
    public struct Outcome: Sendable {
        /// The app the file came from.
        public var app: FuelApp
        /// Per vehicle of the file, in its order.
        public var vehicles: [VehicleOutcome]
        /// The rows the logbook cannot hold, with why.
        public var skipped: [FuelAppImport.Skipped]
        /// Whether nothing was written.
        public var isDryRun: Bool
    }

    /// The parsed file.
    public var parsed: FuelAppImport
    /// The logbook vehicle to import into, by id or name, for a file of one vehicle.
    public var vehicleName: String?
    /// Whether rows whose records were removed since an earlier import are added again (as
    /// `ImportLubeLogger`'s).
    public var restoreRemoved: Bool

    /// An import of a parsed file.
    public init(parsed: FuelAppImport, vehicleName: String?, restoreRemoved: Bool = false) {
        self.parsed = parsed
        self.vehicleName = vehicleName
        self.restoreRemoved = restoreRemoved
    }

    /// An import of the file at `path`, read and parsed now, as `app` (detected when `nil`).
    public init(
        file path: String, app: FuelApp?, options: FuelAppImportOptions, vehicleName: String?, restoreRemoved: Bool = false
    ) throws {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            // Named whole, with why, as every command names a file it cannot read.
            throw AppError.unreadableFile(path)
        }
        self.init(
            parsed: try FuelAppParser(options: options).parse(file: url, as: app), vehicleName: vehicleName,
            restoreRemoved: restoreRemoved)
    }

    public var label: String { "import \(parsed.app.rawValue)" }

    // Each vehicle's import writes its own journal entry, so that the rows it remembers can name it.
    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws -> Outcome {
        try run(in: context, dryRun: false)
    }

    /// What ``apply(in:)`` would do, written nowhere.
    public func preview(in context: ChangeContext) throws -> Outcome {
        try run(in: context, dryRun: true)
    }

    private func run(in context: ChangeContext, dryRun: Bool) throws -> Outcome {
        let indices = parsed.vehicles.indices.filter { index in
            parsed.fillUps.contains { $0.vehicle == index } || parsed.costs.contains { $0.vehicle == index }
        }
        if vehicleName != nil, indices.count > 1 {
            let names = indices.map { parsed.vehicles[$0].name ?? "?" }.joined(separator: ", ")
            throw ImportRefusal.severalVehicles(file: parsed.fileName, names: names)
        }
        let home = try context.store.preferences.load().homeCurrency
        var outcomes: [VehicleOutcome] = []
        // What a dry run would have added: the next vehicle's checks count them, as the real run's
        // count the vehicles it stored (the plan's limit above all).
        var unstored: [Vehicle] = []
        for index in indices {
            let described = parsed.vehicles[index]
            guard let name = vehicleName ?? described.name else {
                throw ImportRefusal.vehicleNotNamed(file: parsed.fileName)
            }
            let existing = try? context.vehicle(matching: name)
            guard let unit = described.distanceUnit ?? existing?.distanceUnit else {
                throw ImportRefusal.distanceUnitNotSaid(file: parsed.fileName, vehicle: name)
            }
            let change = ImportLubeLogger(
                export: parsed.export(ofVehicle: index, fallbackCurrency: home), vehicleName: name, unit: unit,
                withReminders: false, restoreRemoved: restoreRemoved, label: label)
            let outcome = try change.run(in: context, dryRun: dryRun, unstored: unstored)
            if dryRun, outcome.createsVehicle { unstored.append(outcome.vehicle) }
            outcomes.append(VehicleOutcome(nameInFile: described.name, outcome: outcome))
        }
        return Outcome(app: parsed.app, vehicles: outcomes, skipped: parsed.skipped, isDryRun: dryRun)
    }
}
