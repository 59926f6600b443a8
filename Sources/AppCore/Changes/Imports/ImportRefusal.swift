import GarageRules

/// An import refused before any row is read into the logbook, for what the user must say first.
public enum ImportRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The export does not say its distance unit, and the vehicle counts in another than the default.
    case unitNotSaid(vehicle: String, unit: DistanceUnit)

    /// The message, lowercase and naming what is missing.
    public var description: String {
        switch self {
        case let .unitNotSaid(vehicle, unit):
            "the export does not say its distance unit (LubeLogger keeps it in its settings) and "
                + "'\(Quoted.excerpt(vehicle))' counts in \(unit.rawValue): say --unit mi to convert miles to "
                + "\(unit.rawValue), or --unit \(unit.rawValue)"
        }
    }
}
