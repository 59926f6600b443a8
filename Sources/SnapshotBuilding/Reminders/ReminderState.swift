import GarageRules
import WidgetContract

/// The state a reminder tells: the rules' alert state, with "due" set apart from "due soon" on the
/// due day itself (or at exactly the due odometer), which the rules count as due soon.
///
/// Only the split is made here; which side of each line an item is on is the rules' verdict
/// (`DashboardAlert.state`, `DashboardAlert.date`, `MaintenanceStatus.remainingDistance`).
public enum ReminderState: String, Hashable, Sendable, CaseIterable, Comparable {
    /// In its warning period.
    case dueSoon
    /// Due today, or at exactly its due odometer.
    case due
    /// Past its due day or beyond its due odometer (by the reading or by the forecast).
    case overdue

    /// The state of `alert` on `today`; `nil` for an alert the rules say is ok.
    public init?(_ alert: DashboardAlert, today: CalendarDay) {
        switch alert.state {
        case .ok: return nil
        case .overdue: self = .overdue
        case .dueSoon:
            let dueDay: CalendarDay? = switch alert.subject {
            case .deadline(let deadline): deadline.dueDate
            case .maintenance(let status): status.dueDate
            }
            self = dueDay == today || alert.remainingDistance == 0 ? .due : .dueSoon
        }
    }

    /// Whether a notification of it is urgent (freedesktop `critical`, ntfy priority 5).
    public var isUrgent: Bool { self == .overdue }

    /// Urgency order: due soon, due, overdue.
    public static func < (lhs: ReminderState, rhs: ReminderState) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
