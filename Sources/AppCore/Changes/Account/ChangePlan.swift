import GarageRules

/// Changes the signed-in account's plan. Moving to a smaller plan keeps the vehicles already owned;
/// it only stops new ones from being added. An account linked to a household server has the plan
/// the server keeps (and enforces): it changes there, and the sync brings it (`TakeHouseholdPlan`).
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
        guard try !context.store.sync.isLinked() else { throw GarageError.planSetByHousehold }
        account.plan = plan
        try context.store.accounts.signIn(account, now: context.now)
        return account
    }
}
