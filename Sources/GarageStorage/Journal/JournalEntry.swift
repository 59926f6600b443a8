import Foundation

/// One committed change of an account, as the journal keeps it.
public struct JournalEntry: Hashable, Sendable {
    /// Its place in the journal (higher is later).
    public let sequence: Int
    /// What the change was called, such as `expense add`.
    public let label: String
    /// When it was committed.
    public let committedAt: Date
    /// What it did to each record, in the order it did it. An import's records are here one by one
    /// when the entry was read with them (``JournalRepository/entries(limit:revertibleOnly:namingImportedRecords:)``),
    /// and only in ``items`` otherwise.
    public let changes: [RecordChange]
    /// What it did as the journal stores it, in order: an import's records, and an undo's removal of
    /// them, each one item.
    public let items: [JournalItem]
    /// The entry of the undo that reverted it, if one did.
    public let undoneBy: Int?
    /// How many records it inserted that the logbook can no longer name: an import's records whose
    /// remembered rows went with their vehicle, or were taken over by a later import of the same rows
    /// (`--restore-removed`); counted when the entry names them one by one. What an undo cannot
    /// find it cannot revert, so it refuses, as it does for a record gone since.
    public let unreachableRecords: Int

    /// Creates an entry.
    public init(
        sequence: Int, label: String, committedAt: Date, changes: [RecordChange], items: [JournalItem]? = nil, undoneBy: Int?,
        unreachableRecords: Int = 0
    ) {
        self.sequence = sequence
        self.label = label
        self.committedAt = committedAt
        self.changes = changes
        self.items = items ?? changes.map(JournalItem.change)
        self.undoneBy = undoneBy
        self.unreachableRecords = unreachableRecords
    }

    /// How many records it changed: one for each change, an import's records (or an undo's removal
    /// of them) by the count its item keeps, as `history` counts them.
    public var recordCount: Int {
        items.reduce(0) { total, item in
            switch item {
            case .change(let change): total + (change.isTakenOverRows ? 0 : 1)
            case .importedRecords(_, let count), .removedImportedRecords(_, let count, _): total + count
            }
        }
    }
}
