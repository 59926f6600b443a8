import GarageStorage

/// Notes that the signed-in account syncs with `server` (the cursor starts again at `0` for another
/// server; new vehicles then get ids no other account can have). The sync's own bookkeeping: not
/// journaled, nothing published, the generation kept.
public struct LinkServer: LogbookChange {
    /// The server's connection string.
    public var server: String

    /// A link to note.
    public init(server: String) {
        self.server = server
    }

    public var label: String { "sync link" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws {
        _ = try context.signedInAccount()
        try context.store.sync.link(server)
    }
}
