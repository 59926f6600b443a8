import GarageRules

/// Changes the signed-in account's plan. Moving to a smaller plan keeps the vehicles already owned;
/// it only stops new ones from being added.
public struct ChangePlan: LogbookChange {
    /// The new plan.
    public var plan: Plan

    /// A plan change.
    public init(plan: Plan) {
        self.plan = plan
    }

    public var label: String { "plan" }

    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws -> Account {
        var account = try context.signedInAccount()
        account.plan = plan
        try context.store.accounts.signIn(account, now: context.now)
        return account
    }
}
