import GarageRules

/// Signs in; the plan is kept when the same account signs in again, else `free` unless given.
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

    public func apply(in context: ChangeContext) throws -> Account {
        let current = try context.store.loadAccount()
        let kept = current?.name == accountName ? current?.plan : nil
        let account = try Account(name: accountName, plan: plan ?? kept ?? .free)
        try context.store.setAccount(account, now: context.now)
        return account
    }
}
