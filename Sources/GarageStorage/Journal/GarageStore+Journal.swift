import Foundation
import GarageRules

/// The journal of an account's committed changes: appended in each change's own transaction, read
/// newest first, and reverted record by record.
extension GarageStore {
    /// How much of its journal an account keeps: its latest `journalEntryLimit` entries, none older
    /// than `journalRetention`. What a removal took stays undoable for that long, then is gone for
    /// good (a removed vehicle's plate included); the journal never grows with the logbook's age.
    public static let journalEntryLimit = 1_000
    public static let journalRetention: TimeInterval = 90 * 24 * 60 * 60

    /// The columns a journal entry is read from, in `journalEntry`'s order.
    static let journalColumns = "seq, label, committed_at, changes, undone_by"

    /// A journal row (see `journalColumns`) as it is stored: an import's records still one item
    /// (``JournalRepository`` resolves them).
    static func journalRow(_ row: Row) throws -> StoredJournalRow {
        let decode = RowDecoding(table: "journal", id: String(row.int(0)))
        guard let items = try? JSONDecoder().decode([JournalItem].self, from: Data(row.text(3).utf8)),
              let instant = try? Date(row.text(2), strategy: .iso8601)
        else { throw decode.fail("not a journal entry") }
        return StoredJournalRow(
            sequence: row.int(0), label: row.text(1), committedAt: instant, items: items, undoneBy: row.optionalInt(4))
    }
}
