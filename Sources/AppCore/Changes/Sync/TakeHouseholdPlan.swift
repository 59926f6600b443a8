import GarageRules

/// Takes the plan the household server keeps for the signed-in account (its administrator changed it
/// with `glovebox-server plan`), so that this device checks new vehicles against the plan the server
/// enforces. Not journaled: an undo cannot give back a plan the server holds.
public struct TakeHouseholdPlan: LogbookChange {
    /// The server's plan for the account.
    public var plan: Plan

    /// The plan to take.
    public init(_ plan: Plan) {
        self.plan = plan
    }

    public var label: String { "sync plan" }
    public var isJournaled: Bool { false }

    /// The account, on the server's plan.
    public func apply(in context: ChangeContext) throws -> Account {
        var account = try context.signedInAccount()
        guard account.plan != plan else { return account }
        account.plan = plan
        try context.store.accounts.signIn(account, now: context.now)
        return account
    }
}
