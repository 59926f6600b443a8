import WidgetContract

/// One line of the dashboard: a deadline or a maintenance item, with its state on the day asked.
public struct DashboardAlert: Hashable, Sendable, Identifiable {
    /// What the alert is about.
    public enum Subject: Hashable, Sendable {
        /// A deadline.
        case deadline(Deadline)
        /// A maintenance item, with its computed status.
        case maintenance(MaintenanceStatus)
    }

    /// The deadline or item.
    public let subject: Subject
    /// The vehicle it belongs to.
    public let vehicleID: GarageID
    /// The state.
    public let state: AlertState

    /// Creates an alert.
    public init(subject: Subject, vehicleID: GarageID, state: AlertState) {
        self.subject = subject
        self.vehicleID = vehicleID
        self.state = state
    }

    /// The deadline's or item's id.
    public var id: GarageID {
        switch subject {
        case .deadline(let deadline): deadline.id
        case .maintenance(let status): status.item.id
        }
    }

    /// The deadline's title or the item's name.
    public var title: String {
        switch subject {
        case .deadline(let deadline): deadline.title
        case .maintenance(let status): status.item.name
        }
    }

    /// The day that places the alert on the calendar: the deadline's due date, or the item's
    /// effective date (due or projected); `nil` for a distance item without a projection.
    public var date: CalendarDay? {
        switch subject {
        case .deadline(let deadline): deadline.dueDate
        case .maintenance(let status): status.effectiveDate
        }
    }

    /// The remaining distance of a maintenance item with a due odometer.
    public var remainingDistance: Int? {
        switch subject {
        case .deadline: nil
        case .maintenance(let status): status.remainingDistance
        }
    }

    /// Urgency order: overdue, then due soon, then ok; within a state, dated alerts by date, then
    /// undated (distance) alerts by remaining distance; ties by title, then id.
    public static func comesBefore(_ lhs: DashboardAlert, _ rhs: DashboardAlert) -> Bool {
        lhs.orderKey.comesBefore(rhs.orderKey)
    }

    /// `alerts` in urgency order (`comesBefore`), each alert's place worked out once rather than at
    /// every comparison: a garage of many vehicles sorts hundreds.
    public static func sorted(_ alerts: [DashboardAlert]) -> [DashboardAlert] {
        // Positions are sorted rather than the alerts, which are large to move about.
        let keys = alerts.map(\.orderKey)
        return keys.indices.sorted { keys[$0].comesBefore(keys[$1]) }.map { alerts[$0] }
    }

    /// What urgency order compares, taken out of the subject.
    private var orderKey: OrderKey {
        OrderKey(state: state, date: date, remainingDistance: remainingDistance ?? Int.max, title: title.lowercased(), id: id)
    }

    private struct OrderKey {
        let state: AlertState
        let date: CalendarDay?
        let remainingDistance: Int
        let title: String
        let id: GarageID

        func comesBefore(_ other: OrderKey) -> Bool {
            if state != other.state { return state > other.state }
            switch (date, other.date) {
            case let (l?, r?) where l != r: return l < r
            case (.some, nil): return true
            case (nil, .some): return false
            default: break
            }
            if remainingDistance != other.remainingDistance { return remainingDistance < other.remainingDistance }
            if title != other.title { return title < other.title }
            return id < other.id
        }
    }
}
