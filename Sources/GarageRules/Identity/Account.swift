import Foundation

/// The signed-in account: a name (as the user gave it at login) and its plan.
public struct Account: Hashable, Codable, Sendable {
    /// The account name, such as an e-mail address.
    public var name: String
    /// The plan, which limits owned vehicles.
    public var plan: Plan

    /// Creates an account, refusing an empty name or one with control characters.
    public init(name: String, plan: Plan = .free) throws(GarageError) {
        // One message for every way a name is unusable: the user typed it at login.
        guard let checked = try? TextRule.accountName.checked(name) else { throw .invalidAccountName(name) }
        self.name = checked
        self.plan = plan
    }
}

extension Account {
    /// The fewest characters a household server password may have, whoever sets it: the
    /// administrator's tool (`glovebox-server add-account`, `password`) and the account's own
    /// (`glovebox password`).
    public static let minimumPasswordLength = 8
}
