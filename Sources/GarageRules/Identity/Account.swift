import Foundation

/// The signed-in account: a name (as the user gave it at login) and its plan.
public struct Account: Hashable, Codable, Sendable {
    /// The account name, such as an e-mail address.
    public var name: String
    /// The plan, which limits owned vehicles.
    public var plan: Plan

    /// Creates an account, refusing an empty name or one with control characters.
    public init(name: String, plan: Plan = .free) throws(GarageError) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else { throw .invalidAccountName(name) }
        self.name = trimmed
        self.plan = plan
    }
}
