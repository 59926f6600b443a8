import GarageRules

/// Signs out; the records stay on this device, every snapshot is removed.
public struct SignOut: LogbookChange {
    /// A sign-out.
    public init() {}

    public var label: String { "logout" }
    public var effect: ChangeEffect { .signOut }

    public var isJournaled: Bool { false }

    public func apply(in context: ChangeContext) throws {
        _ = try context.signedInAccount()
        try context.store.removeAccount()
    }
}
