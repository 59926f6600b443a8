import GarageRules

/// Signs out; every snapshot is removed. The records stay on this device — unless the account
/// syncs with a household server, whose copy they are: then, once the final push has emptied the
/// outbox, they go too (``removingSyncedCopy``).
public struct SignOut: LogbookChange {
    /// Whether the device's copy of the synced data goes (the account is linked to a server).
    public var removingSyncedCopy: Bool
    /// Whether changes the server never took may go with it (the user confirmed it).
    public var discardingUnsynced: Bool

    /// A sign-out; with `removingSyncedCopy`, one that removes the synced data, refused while the
    /// outbox holds changes unless `discardingUnsynced`.
    public init(removingSyncedCopy: Bool = false, discardingUnsynced: Bool = false) {
        self.removingSyncedCopy = removingSyncedCopy
        self.discardingUnsynced = discardingUnsynced
    }

    public var label: String { "logout" }
    public var effect: ChangeEffect { .signOut }

    public var isJournaled: Bool { false }

    /// How many vehicles left the device (0 when the records stay).
    @discardableResult
    public func apply(in context: ChangeContext) throws -> Int {
        _ = try context.signedInAccount()
        guard removingSyncedCopy else {
            try context.store.accounts.signOut()
            return 0
        }
        return try context.store.sync.removeSyncedCopy(discardingUnsynced: discardingUnsynced)
    }
}
