import GarageRules

/// Deletes the signed-in account and every record of it from this device — or, for the demo's
/// reset, every account's (imported exchange rates are public data and stay); every snapshot is
/// removed.
public struct DeleteAccount: LogbookChange {
    /// Whether every account on this device goes (the demo's reset starts over from any state).
    public var everyAccount: Bool

    /// A deletion of the signed-in account's data, or of every account's.
    public init(everyAccount: Bool = false) {
        self.everyAccount = everyAccount
    }

    public var label: String { everyAccount ? "demo reset" : "delete-account" }
    public var effect: ChangeEffect { .accountDeleted }

    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws {
        if everyAccount {
            try context.store.accounts.deleteEvery()
        } else {
            _ = try context.signedInAccount()
            try context.store.accounts.deleteSignedIn()
        }
    }
}
