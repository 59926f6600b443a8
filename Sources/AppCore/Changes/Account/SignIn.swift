import GarageRules

/// Signs in; an account that signed in on this device before keeps its plan and its data, a new
/// one starts on `free` unless a plan is given. Another account's data stays out of sight.
public struct SignIn: LogbookChange {
    /// The account's name, such as an e-mail address.
    public var accountName: String
    /// The plan to sign in with, if the user chose one.
    public var plan: Plan?

    /// A sign-in.
    public init(accountName: String, plan: Plan? = nil) {
        self.accountName = accountName
        self.plan = plan
    }

    public var label: String { "login" }
    public var effect: ChangeEffect { .signIn }

    public var isJournaled: Bool { false }

    /// The account, and how many vehicles it took over that no account owned (recorded before
    /// accounts owned their data, while nobody was signed in).
    public func apply(in context: ChangeContext) throws -> (account: Account, claimedVehicles: Int) {
        let known = try context.store.deviceAccount(named: accountName)
        let account = try Account(name: accountName, plan: plan ?? known?.plan ?? .free)
        try context.store.setAccount(account, now: context.now)
        return (account, try context.store.claimUnownedData())
    }
}
