/// The signed-in account's role on a vehicle: its owner, or someone it is shared with.
public enum SharingRole: String, Codable, Sendable, CaseIterable {
    /// Created the vehicle; may do everything, including remove it. Counts towards the plan limit.
    case owner
    /// May add and change records.
    case editor
    /// May only read.
    case viewer

    /// The role with its English article, as messages say it ("an editor", "a viewer").
    public var withArticle: String {
        (self == .viewer ? "a " : "an ") + rawValue
    }

    /// Whether the role may write records for the vehicle.
    public var canWrite: Bool { self != .viewer }

    /// Parses `owner`, `editor` or `viewer` (any letter case).
    public init(parsing text: String) throws(GarageError) {
        guard let role = SharingRole(rawValue: text.lowercased()) else {
            throw .unknownWord(field: "role", value: text, allowed: Self.allCases.map(\.rawValue))
        }
        self = role
    }
}
