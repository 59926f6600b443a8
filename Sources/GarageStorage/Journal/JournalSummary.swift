import Foundation

/// One committed change as `history` lists it: what it was, when, and how many records it touched,
/// without the records themselves (a vehicle's removal holds every record it took).
public struct JournalSummary: Hashable, Sendable {
    /// Its place in the journal (higher is later).
    public let sequence: Int
    /// What the change was called, such as `expense add`.
    public let label: String
    /// When it was committed.
    public let committedAt: Date
    /// How many records it added, changed or removed.
    public let recordCount: Int
    /// The entry of the undo that reverted it, if one did.
    public let undoneBy: Int?

    /// Creates a summary.
    public init(sequence: Int, label: String, committedAt: Date, recordCount: Int, undoneBy: Int?) {
        self.sequence = sequence
        self.label = label
        self.committedAt = committedAt
        self.recordCount = recordCount
        self.undoneBy = undoneBy
    }
}
