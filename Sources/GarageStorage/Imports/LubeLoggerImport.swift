import Foundation
import GarageRules
import WidgetContract

/// Turns a parsed LubeLogger export into the logbook's records for one vehicle.
///
/// Fill-ups become fuel records (fuel expenses with odometer, quantity, unit and the fill-to-full and
/// missed flags: `FuelFill`), service records become service
/// expenses (LubeLogger's services are not tied to a plan item), tax records tax expenses, and
/// odometer records odometer entries. Distances are converted from the export's unit to the
/// vehicle's, each rounded to the nearest whole unit; costs keep the export's currency; notes lose
/// the characters the text rules forbid (`TextRule.stripped`) and are held to the note's length.
/// What a repeated import adds, and which readings go backwards, a `Plan` decides.
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

        /// All of them.
        public var total: Int { fuel + service + odometer + tax }

        /// No records.
        public static let zero = Counts(fuel: 0, service: 0, odometer: 0, tax: 0)

        /// The records of `kind`.
        public func count(of kind: Kind) -> Int {
            switch kind {
            case .fuel: fuel
            case .service: service
            case .tax: tax
            case .odometer: odometer
            }
        }

        /// Counts one more record of `kind`.
        mutating func add(_ kind: Kind) {
            switch kind {
            case .fuel: fuel += 1
            case .service: service += 1
            case .tax: tax += 1
            case .odometer: odometer += 1
            }
        }
    }

    /// The kinds of rows, one per record file.
    public enum Kind: String, CaseIterable, Sendable {
        case fuel, service, tax, odometer

        /// The file LubeLogger writes them to.
        public var fileName: String {
            switch self {
            case .fuel: "gasrecords.csv"
            case .service: "servicerecords.csv"
            case .tax: "taxrecords.csv"
            case .odometer: "odometerrecords.csv"
            }
        }
    }

    /// Where a row is: its file and the line it starts on.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        /// The file's name.
        public let file: String
        /// The line, from 1.
        public let line: Int

        /// `servicerecords.csv:19`.
        public var description: String { "\(file):\(line)" }
    }

    /// The export.
    public let export: LubeLoggerExport
    /// The unit the export's odometer values and reminder distances count in.
    public let exportUnit: DistanceUnit
    /// The unit of the vehicle imported into: every distance is converted to it.
    public let vehicleUnit: DistanceUnit
    /// The unit the user said the fill-ups' quantities are in (`--volume-unit`), for the rows whose
    /// file does not say: LubeLogger's never does, and its miles go with litres as well as gallons.
    public let volumeUnit: VolumeUnit?
    /// The directory whose files hold the rows, read again in batches whenever the rows are walked;
    /// `nil` when `export` holds them.
    public let files: LubeLoggerDirectory?

    /// Creates an import of `export`, whose distances count in `exportUnit`, into a vehicle counting
    /// in `vehicleUnit` (the export's own unit when not given), its quantities in `volumeUnit` where
    /// the file does not say (see `fuelFill`).
    public init(
        export: LubeLoggerExport, exportUnit: DistanceUnit = .miles, vehicleUnit: DistanceUnit? = nil,
        volumeUnit: VolumeUnit? = nil
    ) {
        self.init(export: export, files: nil, exportUnit: exportUnit, vehicleUnit: vehicleUnit, volumeUnit: volumeUnit)
    }

    /// Creates an import of the export in `files` (see `init(export:exportUnit:vehicleUnit:volumeUnit:)`),
    /// whose rows are read from its files in batches: `export` is what it says besides its rows.
    public init(
        files: LubeLoggerDirectory, exportUnit: DistanceUnit = .miles, vehicleUnit: DistanceUnit? = nil,
        volumeUnit: VolumeUnit? = nil
    ) {
        self.init(export: files.header, files: files, exportUnit: exportUnit, vehicleUnit: vehicleUnit, volumeUnit: volumeUnit)
    }

    private init(
        export: LubeLoggerExport, files: LubeLoggerDirectory?, exportUnit: DistanceUnit, vehicleUnit: DistanceUnit?,
        volumeUnit: VolumeUnit?
    ) {
        self.export = export
        self.files = files
        self.exportUnit = exportUnit
        self.vehicleUnit = vehicleUnit ?? exportUnit
        self.volumeUnit = volumeUnit
    }

    /// The draft of the vehicle the export describes, named `name`, counting in `unit`.
    public func vehicleDraft(name: String, unit: DistanceUnit) -> VehicleDraft {
        VehicleDraft(
            name: name, make: export.vehicle?.make, model: export.vehicle?.model, year: export.vehicle?.year,
            licencePlate: export.vehicle?.plate, distanceUnit: unit, energies: statedEnergies)
    }

    /// What the vehicle runs on as the file says it, in the order its fills first show each energy:
    /// when a fill names its energy, every fill's (a fill that names none is of the energy assumed for
    /// its unit); else nothing, and the vehicle runs on its first fill's energy until someone says.
    /// LubeLogger's files never name an energy: an import read from them (`files`) states none.
    public var statedEnergies: [Energy] {
        guard export.fuel.contains(where: { $0.energy != nil }) else { return [] }
        var energies: [Energy] = []
        for fuel in export.fuel {
            let energy = fuel.energy ?? .assumed(for: fuelFill(fuel).unit.energy)
            if !energies.contains(energy) { energies.append(energy) }
        }
        return energies
    }

    /// A distance of the export in the vehicle's unit.
    public func distance(_ value: Int) -> Int {
        exportUnit.convert(value, to: vehicleUnit)
    }

    /// Whether distances are converted.
    public var converts: Bool { exportUnit != vehicleUnit }

    /// The export's reminders as maintenance plan items of `vehicleID`: the interval(s) and the
    /// next due point LubeLogger stored, in the vehicle's unit.
    public func maintenanceDrafts(vehicleID: GarageID) -> [MaintenanceItemDraft] {
        export.reminders.map { reminder in
            MaintenanceItemDraft(
                vehicleID: vehicleID, name: reminder.description, intervalMonths: reminder.everyMonths,
                intervalDistance: reminder.everyDistance.map(distance), firstDueDate: reminder.nextDay,
                firstDueOdometer: reminder.nextDistance.map(distance))
        }
    }

    /// How many reminder distances the drafts convert.
    public var convertedReminderDistances: Int {
        guard converts else { return 0 }
        return export.reminders.reduce(0) { $0 + ($1.everyDistance == nil ? 0 : 1) + ($1.nextDistance == nil ? 0 : 1) }
    }

    /// One record of the export, as the logbook's.
    public enum Record: Sendable {
        /// An odometer record.
        case entry(OdometerEntry)
        /// A fill-up, service or tax record.
        case expense(Expense)

        /// The record's id.
        public var id: GarageID {
            switch self {
            case .entry(let entry): entry.id
            case .expense(let expense): expense.id
            }
        }
    }

    /// How many records of each kind the export holds.
    public var counts: Counts {
        if let files { return files.counts }
        return Counts(fuel: export.fuel.count, service: export.services.count, odometer: export.readings.count,
               tax: export.taxes.count)
    }

    /// Adds the export's records to `vehicleID` in a garage in memory (all or nothing, as a first
    /// import: readings that go backwards become corrections; days in the window on `today`) and
    /// returns the counts.
    public func apply(
        to garage: inout Garage, vehicleID: GarageID, ids: IdentifierSource, today: CalendarDay
    ) throws -> Counts {
        let plan = try plan(vehicleID: vehicleID, history: nil)
        var entries: [OdometerEntry] = []
        var expenses: [Expense] = []
        try forEachBatch { batch, before in
            forEachRecord(in: batch, before: before, vehicleID: vehicleID, ids: ids, plan: plan) { record, _ in
                switch record {
                case .entry(let entry): entries.append(entry)
                case .expense(let expense): expenses.append(expense)
                }
            }
        }
        try garage.importHistory(vehicleID: vehicleID, odometerEntries: entries, expenses: expenses, today: today)
        return counts
    }
}
