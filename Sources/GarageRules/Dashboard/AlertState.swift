import WidgetContract

/// How urgent a deadline or maintenance item is on a given day.
///
/// Days are compared, never instants: an item due today is `dueSoon`, and becomes `overdue` on the
/// next local calendar day. For distances, an item exactly at its due odometer is `dueSoon`; beyond it, `overdue`.
public enum AlertState: String, Codable, Sendable, CaseIterable, Comparable {
    /// Not yet in its warning period.
    case ok
    /// In its warning period, or due today (or at exactly its due odometer).
    case dueSoon
    /// Past its due day (or beyond its due odometer).
    case overdue

    /// The state by date: overdue after `dueDate`, due soon from `warningFrom` through `dueDate`.
    public init(today: CalendarDay, dueDate: CalendarDay, warningFrom: CalendarDay) {
        if today > dueDate {
            self = .overdue
        } else if today >= warningFrom {
            self = .dueSoon
        } else {
            self = .ok
        }
    }

    /// The state by distance: overdue beyond `dueOdometer`, due soon from `dueOdometer - warning`.
    public init(odometer: Int, dueOdometer: Int, warningDistance: Int) {
        if odometer > dueOdometer {
            self = .overdue
        } else if odometer >= dueOdometer - warningDistance {
            self = .dueSoon
        } else {
            self = .ok
        }
    }

    /// Urgency order: `ok < dueSoon < overdue`.
    public static func < (lhs: AlertState, rhs: AlertState) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .ok: 0
        case .dueSoon: 1
        case .overdue: 2
        }
    }
}
