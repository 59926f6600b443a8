import GarageStorage

/// Dismisses conflicts of the signed-in account (`nil`: all of them), here at once and on its other
/// devices after the next sync. Not journaled, nothing published: the logbook's records do not change.
///
/// Dismissing a `removed-parent` conflict (a record written while what it belongs to was removed)
/// keeps the removal: the record is discarded, with whatever this device keeps aside under it, by
/// removals that sync like any other, so that no member keeps it aside for ever.
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

    /// How many conflicts were dismissed, and how many records were discarded with them.
    public func apply(in context: ChangeContext) throws -> (dismissed: Int, discarded: Int) {
        _ = try context.signedInAccount()
        let sync = context.store.sync
        var discarded = 0
        for conflict in try sync.conflicts() where conflict.unit == "removed-parent" && ids.map({ $0.contains(conflict.id) }) ?? true {
            discarded += try sync.discardOrphan(conflict.kind, id: conflict.recordID, vehicleID: conflict.vehicleID, seen: conflict.lostStamp)
        }
        return (try sync.dismissConflicts(ids), discarded)
    }
}
