import GarageStorage

/// Dismisses conflicts of the signed-in account (`nil`: all of them), here at once and on its other
/// devices after the next sync. Not journaled (nothing of the logbook changes), nothing published.
public struct DismissConflicts: LogbookChange {
    /// The conflicts' ids, or `nil` for every one.
    public var ids: [String]?

    /// A dismissal.
    public init(_ ids: [String]?) {
        self.ids = ids
    }

    public var label: String { "conflicts dismiss" }
    public var effect: ChangeEffect { .syncState }
    public var isJournaled: Bool { false }
    public var advancesGeneration: Bool { false }

    /// How many were dismissed.
    public func apply(in context: ChangeContext) throws -> Int {
        _ = try context.signedInAccount()
        return try context.store.sync.dismissConflicts(ids)
    }
}
