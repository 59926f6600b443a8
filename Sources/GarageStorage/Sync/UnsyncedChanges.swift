/// Changes of this device that the household server does not have yet, found where they would be
/// lost: sign-out removes the device's copy of synced data only once the outbox is empty.
public struct UnsyncedChanges: Error, Equatable, Sendable, CustomStringConvertible {
    /// How many outbox rows wait.
    public let count: Int

    /// The error for `count` waiting changes.
    public init(count: Int) {
        self.count = count
    }

    public var description: String {
        let changes = count == 1 ? "1 change made on this device has" : "\(count) changes made on this device have"
        return "\(changes) not reached the household server; nothing was removed (sync, then sign out again)"
    }
}
