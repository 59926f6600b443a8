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

    /// How far above the current odometer the logged reading is.
    public static let odometerStep = 100

    /// Creates targets from their parts.
    public init(vehicleID: String, itemID: String, itemName: String, currentOdometer: Int, newOdometer: Int) {
        self.vehicleID = vehicleID
        self.itemID = itemID
        self.itemName = itemName
        self.currentOdometer = currentOdometer
        self.newOdometer = newOdometer
    }

    /// The first vehicle, in the garage's order, that may be written to and has both a plan item and
    /// a reading; its first plan item; and its current odometer plus `odometerStep`.
    ///
    /// `garage` may be a snapshot load's partial garage: it holds every vehicle and plan item, and
    /// the readings it holds end with each vehicle's latest one.
    public static func choose(from garage: Garage) throws(BenchError) -> CommandTargets {
        for vehicle in garage.vehicles where vehicle.role.canWrite {
            guard let item = garage.maintenanceItems.first(where: { $0.vehicleID == vehicle.id }),
                  let current = garage.currentOdometer(for: vehicle.id)
            else { continue }
            return CommandTargets(
                vehicleID: vehicle.id.rawValue, itemID: item.id.rawValue, itemName: item.name,
                currentOdometer: current.value, newOdometer: current.value + odometerStep)
        }
        throw .setupFailed("no writable vehicle with a maintenance item and a reading in the logbook")
    }

    /// Reads the targets from the logbook at `path` (read queries only) on `today`.
    public static func read(logbook path: String, today: CalendarDay) throws -> CommandTargets {
        let store = try GarageStore(path: path)
        return try choose(from: try store.loadSnapshotInput(today: today).garage)
    }
}
