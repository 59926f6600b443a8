import GarageRules

/// What one change of a journal entry did to one record, as `history N` shows it: what it added, what
/// it removed (with what it was), and for what it changed, each field it replaced, with the value it
/// replaced and the value the record has now.
public struct JournalChangeDetail: Hashable, Sendable {
    /// What was done.
    public enum Action: String, Hashable, Sendable {
        case added, removed, changed
    }

    /// One field: its label, the value the change replaced (or the removed record had), and the value
    /// the record has now (`nil` when it has none, or the record is gone).
    public struct Field: Hashable, Sendable {
        public let label: String
        public let before: String?
        public let now: String?

        public init(label: String, before: String?, now: String?) {
            self.label = label
            self.before = before
            self.now = now
        }
    }

    /// The record it is about.
    public let key: RecordKey
    /// What was done.
    public let action: Action
    /// For a change, the fields whose value the change replaced that differ from today's (every field
    /// when the record is gone since); for a removal, the fields it had; for an addition, none.
    public let fields: [Field]
    /// Whether the record is still there.
    public let exists: Bool

    public init(key: RecordKey, action: Action, fields: [Field], exists: Bool) {
        self.key = key
        self.action = action
        self.fields = fields
        self.exists = exists
    }
}
