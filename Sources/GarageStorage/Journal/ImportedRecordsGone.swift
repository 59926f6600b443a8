/// An undo found fewer of an import's records than the import stored: some left the logbook since
/// (another device removed them, or a later import of the same rows took them over), so the import
/// cannot be reverted whole, and the undo changes nothing.
public struct ImportedRecordsGone: Error, Equatable, Sendable {
    /// The import's journal entry.
    public let journalSequence: Int
    /// How many records it stored.
    public let stored: Int
    /// How many of them the undo found.
    public let found: Int
}
