/// The unit a vehicle's odometer counts in, as labels write it.
///
/// Named apart from `Garage.DistanceUnit` so that a file importing both modules stays unambiguous.
public enum OdometerUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Kilometres.
    case kilometres = "km"
    /// Miles.
    case miles = "mi"

    /// The symbol written after a number: the same in all five languages.
    public var symbol: String { rawValue }
}
