/// What a change did to one record, with what undoing it needs: an inserted record by its key (undo
/// deletes it), a deleted or overwritten one whole (undo writes it back).
public enum RecordChange: Hashable, Codable, Sendable {
    /// The record was inserted.
    case inserted(RecordKey)
    /// The record was deleted; this is what it was.
    case deleted(StoredRecord)
    /// The record was overwritten; this is what it was before.
    case updated(StoredRecord)

    /// The record it is about.
    public var key: RecordKey {
        switch self {
        case .inserted(let key): key
        case .deleted(let record), .updated(let record): record.key
        }
    }

    /// Whether it is what an import took over of an earlier import's remembered rows (bringing a
    /// removed record back): bookkeeping its undo needs, not a record the user changed, so the
    /// history neither counts nor lists it.
    public var isTakenOverRows: Bool {
        if case .updated(.importedRows) = self { return true }
        return false
    }
}
