import GarageRules

/// An import refused before any row is read into the logbook, for what the user must say first.
public enum ImportRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The export does not say its distance unit, and the vehicle counts in another than the default.
    case unitNotSaid(vehicle: String, unit: DistanceUnit)
    /// Another app's file holds several vehicles, and the user named one logbook vehicle for all.
    case severalVehicles(file: String, names: String)
    /// Another app's file does not name its vehicle, and the user did not say which it is.
    case vehicleNotNamed(file: String)
    /// Neither the file nor the user says the distance unit of a vehicle the import creates.
    case distanceUnitNotSaid(file: String, vehicle: String)

    /// The message, lowercase and naming what is missing.
    public var description: String {
        switch self {
        case let .unitNotSaid(vehicle, unit):
            "the export does not say its distance unit (LubeLogger keeps it in its settings) and "
                + "'\(Quoted.excerpt(vehicle))' counts in \(unit.rawValue): say --unit mi to convert miles to "
                + "\(unit.rawValue), or --unit \(unit.rawValue)"
        case let .severalVehicles(file, names):
            "\(file) holds several vehicles (\(Quoted.excerpt(names))): import it without --vehicle, and each "
                + "goes into the logbook vehicle of its name (created when missing)"
        case let .vehicleNotNamed(file):
            "\(file) does not name its vehicle: say which one it is with --vehicle NAME (created when missing)"
        case let .distanceUnitNotSaid(file, vehicle):
            "\(file) does not say the distance unit of '\(Quoted.excerpt(vehicle))', which the import creates: "
                + "say --distance-unit km or --distance-unit mi"
        }
    }
}
