import GarageRules

/// One element of a journal entry as it is stored: a change to one record, the records an import
/// stored, named by the rows the import remembered rather than one by one, or those records removed
/// again by an undo of the import, named the same way.
///
/// An import of a hundred thousand rows would otherwise keep a hundred thousand keys in memory while
/// it runs and write them all into its entry (7 MB of text, decoded whole by every reader of the
/// entry). Its rows already name their entry (`imported_row.journal_seq`), so the entry keeps only
/// the vehicle and how many there were; ``JournalRepository`` reads the keys back when the entry is
/// read, so that undo and `history` see the same changes as before.
public enum JournalItem: Hashable, Sendable {
    /// A change to one record.
    case change(RecordChange)
    /// The `count` records an import inserted into `vehicle`: those whose remembered rows
    /// (`imported_row`) name this entry.
    case importedRecords(vehicle: GarageID, count: Int)
    /// The `count` records of `vehicle` that an undo removed because the import journaled as
    /// `importSequence` had stored them: the rows that import remembered still name them.
    ///
    /// An undo's entry is never undone itself, so it keeps what it removed by reference, as the
    /// import kept what it added; keeping a hundred thousand removed records whole made undoing an
    /// import hold them all in memory (450 MB) and write them all into its entry. The records come
    /// back by importing the same file again: its rows are remembered as undone.
    case removedImportedRecords(vehicle: GarageID, count: Int, importSequence: Int)
}

extension JournalItem: Decodable {
    private enum Key: String, CodingKey {
        case importedRecords, removedImport
    }

    private struct Imported: Decodable {
        let vehicle: String
        let count: Int
        /// The import's entry, for records an undo removed.
        let `import`: Int?
    }

    /// A record change as `RecordChange`'s own `Codable` writes it,
    /// `{"importedRecords":{"count":N,"vehicle":"…"}}` or
    /// `{"removedImport":{"count":N,"import":S,"vehicle":"…"}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let key: Key
        if container.contains(.importedRecords) {
            key = .importedRecords
        } else if container.contains(.removedImport) {
            key = .removedImport
        } else {
            self = .change(try RecordChange(from: decoder))
            return
        }
        let imported = try container.decode(Imported.self, forKey: key)
        guard let vehicle = GarageID(rawValue: imported.vehicle), imported.count >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not an import's records")
        }
        switch (key, imported.import) {
        case (.importedRecords, _): self = .importedRecords(vehicle: vehicle, count: imported.count)
        case (.removedImport, let sequence?) where sequence > 0:
            self = .removedImportedRecords(vehicle: vehicle, count: imported.count, importSequence: sequence)
        case (.removedImport, _):
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not an import's entry")
        }
    }
}
