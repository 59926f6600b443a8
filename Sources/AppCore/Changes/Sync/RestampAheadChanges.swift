import GarageStorage

/// Stamps again the changes this device made while its clock ran ahead of the server's, once the
/// clock is right (see `SyncRepository.restampAhead(of:)`): the sync's own bookkeeping (not journaled,
/// nothing published, no new generation: no value changes).
public struct RestampAheadChanges: LogbookChange {
    /// The latest milliseconds a stamp may keep: the server's clock plus its bound.
    public var ceiling: Int64

    /// A restamp of what is later than `ceiling`.
    public init(ceiling: Int64) {
        self.ceiling = ceiling
    }

    public var label: String { "sync restamp" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    /// How many records were stamped again.
    public func apply(in context: ChangeContext) throws -> Int {
        try context.store.sync.restampAhead(of: ceiling)
    }
}
