/// The account's subscription plan, which limits how many vehicles it may own.
public enum Plan: String, Codable, Sendable, CaseIterable {
    /// Up to two owned vehicles.
    case free
    /// Unlimited vehicles.
    case plus

    /// The number of vehicles the account may own, or `nil` for no limit.
    public var vehicleLimit: Int? {
        switch self {
        case .free: 2
        case .plus: nil
        }
    }

    /// Parses `free` or `plus` (any letter case).
    public init(parsing text: String) throws(GarageError) {
        guard let plan = Plan(rawValue: text.lowercased()) else { throw .unknownPlan(text) }
        self = plan
    }
}
