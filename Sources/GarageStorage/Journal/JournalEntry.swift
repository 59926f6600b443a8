import Foundation

/// One committed change of an account, as the journal keeps it.
public struct JournalEntry: Hashable, Sendable {
    /// Its place in the journal (higher is later).
    public let sequence: Int
    /// What the change was called, such as `expense add`.
    public let label: String
    /// When it was committed.
    public let committedAt: Date
    /// What it did to each record, in the order it did it.
    public let changes: [RecordChange]
    /// The entry of the undo that reverted it, if one did.
    public let undoneBy: Int?
    /// How many records it inserted that the logbook can no longer name: an import's records whose
    /// remembered rows went with their vehicle, or were taken over by a later import of the same rows
    /// (`--restore-removed`). What an undo cannot find it cannot revert, so it refuses, as it does for
    /// a record gone since.
    public let unreachableRecords: Int

    /// Creates an entry.
    public init(
        sequence: Int, label: String, committedAt: Date, changes: [RecordChange], undoneBy: Int?, unreachableRecords: Int = 0
    ) {
        self.sequence = sequence
        self.label = label
        self.committedAt = committedAt
        self.changes = changes
        self.undoneBy = undoneBy
        self.unreachableRecords = unreachableRecords
    }
}
