import AppCore
import GarageRules

/// The signed-in account's standing with its household server, as leaving needs it: whether the
/// logbook syncs it, with which kept link, and how many of its changes the server does not have yet.
public struct HouseholdStanding: Sendable {
    /// The signed-in account.
    public let account: Account
    /// Whether the logbook syncs this account with a household server (its data is the server's too).
    public let isLinked: Bool
    /// The link this device keeps, when it is this account's (its password).
    public let link: ServerLink?
    /// The changes waiting in the outbox.
    public let pendingChanges: Int

    /// The standing of `app`'s signed-in account, or `nil` when nobody is signed in.
    public static func of(_ app: AppSession) throws -> HouseholdStanding? {
        let store = try app.store()
        guard let account = try store.accounts.signedIn() else { return nil }
        return HouseholdStanding(
            account: account, isLinked: try store.sync.isLinked(),
            link: try ServerLinkFile.load(in: app).flatMap { $0.account == account.name ? $0 : nil },
            pendingChanges: try store.sync.pendingChangeCount())
    }
}
