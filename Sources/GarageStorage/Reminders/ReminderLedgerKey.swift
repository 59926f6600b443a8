/// One reminder as the ledger names it: a state of one occurrence of a deadline or item, on one channel.
public struct ReminderLedgerKey: Hashable, Sendable {
    /// The channel's id (`desktop-1`).
    public var channel: String
    /// The deadline or item (`deadline:<id>`, `maintenance:<id>`).
    public var subject: String
    /// The state told (`dueSoon`, `due`, `overdue`).
    public var state: String
    /// The occurrence's due point (its due day and due odometer).
    public var due: String

    /// Creates a key.
    public init(channel: String, subject: String, state: String, due: String) {
        self.channel = channel
        self.subject = subject
        self.state = state
        self.due = due
    }
}
