/// How urgent a dated or distance item is on a given day.
///
/// Defined in the contract because both sides need the same answer: the widget for the colour
/// and the mark of a row on each day of its timeline, the app to put its lists in the order the
/// widget shows on the day of the build (see ``UrgencyOrder``).
public enum DueState: String, Hashable, Sendable, Codable, CaseIterable {
    /// Before the warning period.
    case normal
    /// From `warningFrom` up to and including the due day.
    case warning
    /// After the due day.
    case overdue

    /// The state on `day` of an item due on `dueDate` with a warning from `warningFrom`: overdue
    /// after the due day, warning from `warningFrom` through the due day, else normal.
    public init(on day: CalendarDay, dueDate: CalendarDay, warningFrom: CalendarDay) {
        if day > dueDate {
            self = .overdue
        } else if day >= warningFrom {
            self = .warning
        } else {
            self = .normal
        }
    }

    /// The state the app fixed for an item due at a distance (a night adds no kilometres).
    public init(isWarning: Bool, isOverdue: Bool) {
        self = isOverdue ? .overdue : isWarning ? .warning : .normal
    }

    /// 2 for overdue, 1 for warning, 0 for normal: the higher, the sooner it is listed.
    public var urgency: Int {
        switch self {
        case .normal: 0
        case .warning: 1
        case .overdue: 2
        }
    }
}
