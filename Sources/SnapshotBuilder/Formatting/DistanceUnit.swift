/// The unit a vehicle's odometer counts in; labels use its symbol.
public enum DistanceUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Kilometres.
    case kilometers = "km"
    /// Miles.
    case miles = "mi"

    /// The symbol written after a number: the same in all five languages.
    public var symbol: String { rawValue }
}
