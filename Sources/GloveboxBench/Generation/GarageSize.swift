import BenchBasics
/// A size of synthetic garage the benchmarks run on: how many vehicles, how many years of history,
/// and how many records each vehicle logs a year.
public enum GarageSize: String, CaseIterable, Sendable, Codable {
    /// About 3 vehicles × 3 years (a few thousand records): a typical user.
    case small = "S"
    /// About 10 vehicles × 10 years (~50k records): a heavy user.
    case medium = "M"
    /// About 50 vehicles × 20 years (~1M records): a fleet.
    case large = "L"
    /// Three vehicles, as S, with L's twenty years at L's rate (~60k records, 13× S's): a publish
    /// shows every vehicle, so S against H compares garages that show as much and differ in their
    /// history, as "the same for one year or for twenty" asks (issue 24). The vehicles are drawn
    /// from the same seed but are not S's (their years and deadlines differ), and each logs twice
    /// S's events a year: H is the harder of the two.
    case history = "H"

    /// The sizes every benchmark runs by default: H is for the publish's goal on history alone.
    public static let standard: [GarageSize] = [.small, .medium, .large]

    /// The number of vehicles.
    public var vehicleCount: Int {
        switch self {
        case .small, .history: 3
        case .medium: 10
        case .large: 50
        }
    }

    /// The years of history each vehicle has, ending today.
    public var years: Int {
        switch self {
        case .small: 3
        case .medium: 10
        case .large, .history: 20
        }
    }

    /// History events per vehicle and year (each is a reading, an expense or a service with its cost).
    public var eventsPerVehicleYear: Int {
        switch self {
        case .small, .medium: 500
        case .large, .history: 1_000
        }
    }

    /// Parses `S`, `M`, `L` or `H` (any letter case).
    public init(parsing text: String) throws(BenchError) {
        guard let size = GarageSize(rawValue: text.uppercased()) else {
            throw .invalidArgument("unknown garage size '\(text)' (use S, M, L or H)")
        }
        self = size
    }

    /// Parses a comma-separated list such as `S,M,L`.
    public static func parseList(_ text: String) throws(BenchError) -> [GarageSize] {
        var sizes: [GarageSize] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            sizes.append(try GarageSize(parsing: part.trimmingCharacters(in: .whitespaces)))
        }
        return sizes
    }
}
