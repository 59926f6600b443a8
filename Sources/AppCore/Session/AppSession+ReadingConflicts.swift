import GarageRules
import GarageStorage

extension AppSession {
    /// The odometer readings that two devices logged apart and that contradict each other, of the
    /// vehicle a user named or of every vehicle: both readings are kept, and this is where the user
    /// sees them (`status`) until one is edited, removed or marked a correction.
    public func readingConflicts(vehicle reference: String? = nil) throws -> [ReadingConflict] {
        try logbook().read { store in
            let vehicleID = try reference.map { try Vehicle.matching($0, in: store.vehicles.all()).id }
            return try store.readings.conflicts(vehicleID: vehicleID)
        }
    }
}
