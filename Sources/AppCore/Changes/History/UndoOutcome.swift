import GarageStorage

/// What an undo did: the changes it reverted, newest first, and what it left as it is because
/// someone else changed it since (after a sync), each named.
public struct UndoOutcome: Sendable {
    /// The reverted changes.
    public let entries: [JournalEntry]
    /// What was left as it is, typed (``LeftAsIs``): its `description` is the English
    /// (`the note of expense 7ttn…, changed since on another device`).
    public let leftAsChanged: [LeftAsIs]
}
