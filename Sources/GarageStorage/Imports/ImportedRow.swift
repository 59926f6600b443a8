import GarageRules

/// What the logbook remembers of one row an import stored: which row of a file it was (its
/// fingerprint and occurrence, see `RowFingerprint`), the record it became and the import's
/// journal entry.
public struct ImportedRow: Hashable, Codable, Sendable {
    /// The fingerprint of what the row said.
    public var fingerprint: Int64
    /// Which of the identical rows of one file it was, from 1.
    public var occurrence: Int
    /// The record it became.
    public var recordID: GarageID
    /// The journal entry of the import that stored it.
    public var journalSequence: Int

    /// Names a remembered row.
    public init(fingerprint: Int64, occurrence: Int, recordID: GarageID, journalSequence: Int) {
        self.fingerprint = fingerprint
        self.occurrence = occurrence
        self.recordID = recordID
        self.journalSequence = journalSequence
    }
}
