import GarageRules

/// What the logbook remembers of one row an import stored: which row of a file it was (its
/// fingerprint and occurrence, see `RowFingerprint`), the record it became and the import's
/// journal entry.
///
/// A row remembered as written (`imported_source`, schema 13) is one of these too, with its
/// meaning: `fingerprint` is then the print of its cells (`RowSourcePrint`). So the journal keeps
/// both kinds when a vehicle is removed, and its undo writes each back to its table.
public struct ImportedRow: Hashable, Codable, Sendable {
    /// The fingerprint of what the row said.
    public var fingerprint: Int64
    /// Which of the identical rows of one file it was, from 1.
    public var occurrence: Int
    /// The record it became.
    public var recordID: GarageID
    /// The journal entry of the import that stored it.
    public var journalSequence: Int
    /// For a row remembered as written: the print of what it meant.
    public var meaningPrint: Int64?
    /// For a row remembered as written: what it meant (`2024-03-04, odometer 30120 mi, 40 l, 58 GBP`).
    public var meaning: String?

    /// Names a remembered row (as written, when `meaning` is given).
    public init(
        fingerprint: Int64, occurrence: Int, recordID: GarageID, journalSequence: Int, meaningPrint: Int64? = nil,
        meaning: String? = nil
    ) {
        self.fingerprint = fingerprint
        self.occurrence = occurrence
        self.recordID = recordID
        self.journalSequence = journalSequence
        self.meaningPrint = meaningPrint
        self.meaning = meaning
    }
}
