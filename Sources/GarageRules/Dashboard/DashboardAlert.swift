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
        if lhs.state != rhs.state { return lhs.state > rhs.state }
        switch (lhs.date, rhs.date) {
        case let (l?, r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        let distances = (lhs.remainingDistance ?? Int.max, rhs.remainingDistance ?? Int.max)
        if distances.0 != distances.1 { return distances.0 < distances.1 }
        let titles = (lhs.title.lowercased(), rhs.title.lowercased())
        if titles.0 != titles.1 { return titles.0 < titles.1 }
        return lhs.id < rhs.id
    }
}
