/// What an expense was for.
public enum ExpenseCategory: String, Codable, Sendable, CaseIterable {
    /// Fuel or charging.
    case fuel
    /// Planned maintenance (services logged against a maintenance item land here).
    case service
    /// Unplanned repairs.
    case repair
    /// Insurance premiums.
    case insurance
    /// Road and vehicle taxes.
    case tax
    /// Parking.
    case parking
    /// Road tolls.
    case tolls
    /// Anything else.
    case other

    /// Parses a category name (any letter case).
    public init(parsing text: String) throws(GarageError) {
        guard let category = ExpenseCategory(rawValue: text.lowercased()) else {
            throw .unknownWord(field: "category", value: text, allowed: Self.allCases.map(\.rawValue))
        }
        self = category
    }
}
