import GarageStorage

/// Saves the feed's cursor alone, for a pull that brought nothing to apply (a pull that did saves it
/// with what it applied, ``ApplyPulledChanges``). The sync's own bookkeeping: not journaled, nothing
/// published, the generation kept.
public struct SaveSyncCursor: LogbookChange {
    /// The feed's horizon the pull read up to.
    public var cursor: String
    /// The server it came from.
    public var server: String

    /// A cursor to save.
    public init(_ cursor: String, server: String) {
        self.cursor = cursor
        self.server = server
    }

    public var label: String { "sync cursor" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws {
        try context.store.sync.saveCursor(cursor, server: server)
    }
}
