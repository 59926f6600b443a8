/// What one `glovebox sync` did.
public struct SyncSummary: Equatable, Sendable, Encodable {
    /// The server synced with.
    public let server: String
    /// Local changes the server took (each acknowledged, so never pushed again).
    public let pushed: Int
    /// Records the pull brought that changed something here (a vehicle that arrived or left counts).
    public let pulled: Int
    /// The vehicles that left this device: a share revoked, or a vehicle its owner removed.
    public let leftVehicles: [String]
    /// Changes of shared vehicles the account may no longer write, which were not pushed.
    public let unpushed: [UnpushedChanges]
    /// Vehicles the server refused for the plan's limit: they and their records stay queued on this
    /// device (everything else was synced).
    public let heldBack: [PlanLimitRefusal]
    /// This account's edits that this sync learnt were replaced by someone else's concurrent ones.
    public let newConflicts: Int
    /// Every conflict of the account not dismissed yet (`glovebox conflicts list`).
    public let openConflicts: Int
    /// Records the household holds that this device keeps aside: their maintenance item or service
    /// is not here (they come in once it is).
    public let setAside: Int
    /// Members of this account's vehicles whose public key is not the one this device sealed to
    /// before: nothing was sealed to them.
    public let changedKeys: [ChangedMemberKey]

    /// A summary.
    public init(
        server: String, pushed: Int, pulled: Int, leftVehicles: [String] = [], unpushed: [UnpushedChanges] = [],
        heldBack: [PlanLimitRefusal] = [], newConflicts: Int = 0, openConflicts: Int = 0, setAside: Int = 0,
        changedKeys: [ChangedMemberKey] = []
    ) {
        self.server = server
        self.pushed = pushed
        self.pulled = pulled
        self.leftVehicles = leftVehicles
        self.unpushed = unpushed
        self.heldBack = heldBack
        self.newConflicts = newConflicts
        self.openConflicts = openConflicts
        self.setAside = setAside
        self.changedKeys = changedKeys
    }
}
