import GarageStorage

/// Forgets conflicts dismissed on this device once the household server has them dismissed too: the
/// sync's own bookkeeping (not journaled, nothing published, no new generation).
public struct ForgetDismissedConflicts: LogbookChange {
    /// The conflicts the server took.
    public var ids: [String]

    /// Forgets `ids`.
    public init(_ ids: [String]) {
        self.ids = ids
    }

    public var label: String { "sync conflicts" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    public func apply(in context: ChangeContext) throws {
        try context.store.sync.forgetDismissed(ids)
    }
}
