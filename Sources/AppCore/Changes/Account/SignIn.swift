import GarageRules

/// Signs in; an account that signed in on this device before keeps its plan and its data, a new
/// one starts on `free` unless a plan is given. Another account's data stays out of sight.
public struct SignIn: LogbookChange {
    /// The account's name, such as an e-mail address.
    public var accountName: String
    /// The plan to sign in with, if the user chose one.
    public var plan: Plan?
    /// Whether the sign-in links the account to a household server: then every record written
    /// before the outbox existed (schema 5 and older) is stamped and queued in the same
    /// transaction, so that the first push sends the whole logbook and not only later changes.
    public var linksToServer: Bool

    /// A sign-in.
    public init(accountName: String, plan: Plan? = nil, linksToServer: Bool = false) {
        self.accountName = accountName
        self.plan = plan
        self.linksToServer = linksToServer
    }

    public var label: String { "login" }
    public var effect: ChangeEffect { .signIn }

    public var isJournaled: Bool { false }

    /// The account, and how many vehicles it took over that no account owned (recorded before
    /// accounts owned their data, while nobody was signed in).
    public func apply(in context: ChangeContext) throws -> (account: Account, claimedVehicles: Int) {
        let known = try context.store.accounts.account(named: accountName)
        let account = try Account(name: accountName, plan: plan ?? known?.plan ?? .free)
        try context.store.accounts.signIn(account, now: context.now)
        let claimed = try context.store.accounts.claimUnownedData()
        // Once, at the link: records written since schema 6 are stamped and queued as they are
        // written, so a sync never has to look for unstamped ones (a scan of every record).
        if linksToServer { try context.store.sync.queueUnstampedRecords() }
        return (account, claimed)
    }
}
