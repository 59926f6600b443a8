import GarageRules

/// Deletes the account and every record of it from this device (imported exchange rates are
/// public data and stay); every snapshot is removed.
public struct DeleteAccount: LogbookChange {
    /// Whether no one needs to be signed in (the demo's reset starts over from any state).
    public var evenWhenSignedOut: Bool

    /// A deletion of the signed-in account's data.
    public init(evenWhenSignedOut: Bool = false) {
        self.evenWhenSignedOut = evenWhenSignedOut
    }

    public var label: String { evenWhenSignedOut ? "demo reset" : "delete-account" }
    public var effect: ChangeEffect { .accountDeleted }

    public func apply(in context: ChangeContext) throws {
        if !evenWhenSignedOut { _ = try context.signedInAccount() }
        try context.store.deleteAllUserData()
    }
}
