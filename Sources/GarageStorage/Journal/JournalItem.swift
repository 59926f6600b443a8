import GarageRules

/// One element of a journal entry as it is stored: a change to one record, or the records an
/// import stored, named by the rows the import remembered rather than one by one.
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
}

extension JournalItem: Decodable {
    private enum Key: String, CodingKey {
        case importedRecords
    }

    private struct Imported: Decodable {
        let vehicle: String
        let count: Int
    }

    /// A record change as `RecordChange`'s own `Codable` writes it, or
    /// `{"importedRecords":{"count":N,"vehicle":"…"}}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard container.contains(.importedRecords) else {
            self = .change(try RecordChange(from: decoder))
            return
        }
        let imported = try container.decode(Imported.self, forKey: .importedRecords)
        guard let vehicle = GarageID(rawValue: imported.vehicle), imported.count >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .importedRecords, in: container, debugDescription: "not an import's records")
        }
        self = .importedRecords(vehicle: vehicle, count: imported.count)
    }
}
