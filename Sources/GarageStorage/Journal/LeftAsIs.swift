import GarageRules

/// What an undo leaves as it is because another device changed it since (after a sync), as
/// ``JournalRepository/revert(_:)`` names it: typed rather than a sentence, so that each reader says
/// it in its own language; ``description`` is the English the undo has always printed.
public enum LeftAsIs: Hashable, Sendable, CustomStringConvertible {
    /// A record the undo would bring back is already back: another device brought it back.
    case broughtBack(kind: RecordKind, id: String)
    /// A record the undo would write back was removed since: it stays removed.
    case removedSince(kind: RecordKind, id: String)
    /// A field of a record (`field`: its label, or its merge unit's name, `note`, `odometer`)
    /// that another device changed since: it keeps their value.
    case changedSince(field: String, kind: RecordKind, id: String)

    /// `the note of expense 7ttn…, changed since on another device`.
    public var description: String {
        switch self {
        case let .broughtBack(kind, id): "\(kind.word) \(id) is already back (another device brought it back)"
        case let .removedSince(kind, id): "\(kind.word) \(id) was removed since, and stays removed"
        case let .changedSince(field, kind, id): "the \(field) of \(kind.word) \(id), changed since on another device"
        }
    }
}
