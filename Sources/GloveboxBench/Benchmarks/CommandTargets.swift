import BenchBasics
import GarageRules
import GarageStorage
import WidgetContract

/// What the command benchmark's write commands name — a vehicle, one of its plan items and an
/// odometer value above its current one — read from the logbook they will run on, never assumed
/// from what the generator happens to make.
public struct CommandTargets: Codable, Equatable, Sendable {
    /// The id of the vehicle the records are added to.
    public var vehicleID: String
    /// The id of the plan item `maintenance done` logs.
    public var itemID: String
    /// The item's name, for the report.
    public var itemName: String
    /// The vehicle's current odometer (its latest reading).
    public var currentOdometer: Int
    /// The value `odometer log` writes: above the current one.
    public var newOdometer: Int
    /// The vehicle's latest odometer entry, which `odometer edit` changes.
    public var entryID: String

    /// How far above the current odometer the logged reading is.
    public static let odometerStep = 100

    /// Creates targets from their parts.
    public init(
        vehicleID: String, itemID: String, itemName: String, currentOdometer: Int, newOdometer: Int, entryID: String
    ) {
        self.vehicleID = vehicleID
        self.itemID = itemID
        self.itemName = itemName
        self.currentOdometer = currentOdometer
        self.newOdometer = newOdometer
        self.entryID = entryID
    }

    /// The first vehicle, in the garage's order, that may be written to and has a plan item, a
    /// reading and an odometer entry; its first plan item; its current odometer plus `odometerStep`;
    /// and its latest entry.
    public static func choose(
        vehicles: [Vehicle], firstItem: (GarageID) throws -> MaintenanceItem?,
        current: (GarageID) throws -> OdometerReading?, latestEntry: (GarageID) throws -> OdometerEntry?
    ) throws -> CommandTargets {
        for vehicle in vehicles where vehicle.role.canWrite {
            guard let item = try firstItem(vehicle.id), let current = try current(vehicle.id),
                  let entry = try latestEntry(vehicle.id)
            else { continue }
            return CommandTargets(
                vehicleID: vehicle.id.rawValue, itemID: item.id.rawValue, itemName: item.name,
                currentOdometer: current.value, newOdometer: current.value + odometerStep, entryID: entry.id.rawValue)
        }
        throw BenchError.setupFailed("no writable vehicle with a maintenance item, a reading and an odometer entry in the logbook")
    }

    /// The targets of a garage in memory.
    public static func choose(from garage: Garage) throws -> CommandTargets {
        try choose(
            vehicles: garage.vehicles, firstItem: { id in garage.maintenanceItems.first { $0.vehicleID == id } },
            current: { garage.currentOdometer(for: $0) },
            latestEntry: { id in garage.odometerEntries.filter { $0.vehicleID == id }.max { ($0.date, $0.id.rawValue) < ($1.date, $1.id.rawValue) } })
    }

    /// Reads the targets from the logbook at `path` with record queries (a vehicle list, one item
    /// list and one probe per vehicle tried).
    public static func read(logbook path: String) throws -> CommandTargets {
        let store = try GarageStore(path: path)
        defer { store.close() }
        return try choose(
            vehicles: try store.vehicles.all(), firstItem: { try store.plans.items(vehicleID: $0).first },
            current: { try store.readings.reading(.latest, vehicleID: $0) },
            latestEntry: { try store.records.latestOdometerEntries(vehicleID: $0, limit: 1).records.last })
    }
}
