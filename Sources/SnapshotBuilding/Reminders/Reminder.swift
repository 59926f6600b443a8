import WidgetContract

/// One message `glovebox remind` sends: a state of one occurrence of a deadline or maintenance
/// item, already translated, masked and (with the lock on) without odometer values.
public struct Reminder: Hashable, Sendable {
    /// The deadline or item, as the ledger names it (`deadline:<id>`, `maintenance:<id>`).
    public var subject: String
    /// The state it tells.
    public var state: ReminderState
    /// The occurrence's due point (`day:2026-12-20`, `odometer:15000`, or both): a renewal, a
    /// service or a postponement makes another occurrence, which is told again.
    public var due: String
    /// The title: the item and its vehicle's name ("Insurance · Clio").
    public var title: String
    /// The body: the state and when ("Due soon · In 5 days"), and where distance matters the
    /// odometer (never with the lock on).
    public var body: String
    /// The deep link that opens the item in the app.
    public var url: String

    /// Creates a reminder.
    public init(subject: String, state: ReminderState, due: String, title: String, body: String, url: String) {
        self.subject = subject
        self.state = state
        self.due = due
        self.title = title
        self.body = body
        self.url = url
    }

    /// Whether it is urgent (overdue).
    public var isUrgent: Bool { state.isUrgent }
}
