/// The unit a vehicle's odometer counts in.
public enum DistanceUnit: String, Codable, Sendable, CaseIterable {
    /// Kilometres.
    case kilometres = "km"
    /// Miles.
    case miles = "mi"

    /// The warning lead a maintenance item gets when it has a distance interval but no lead of its own.
    public var defaultWarningDistance: Int {
        switch self {
        case .kilometres: 1_000
        case .miles: 500
        }
    }

    /// Parses `km` or `mi` (any letter case).
    public init(parsing text: String) throws(GarageError) {
        guard let unit = DistanceUnit(rawValue: text.lowercased()) else {
            throw .unknownWord(field: "distance unit", value: text, allowed: Self.allCases.map(\.rawValue))
        }
        self = unit
    }
}
