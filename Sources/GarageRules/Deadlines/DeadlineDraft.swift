import WidgetContract

/// What a user gives to add a deadline; `Deadline.new` checks it.
public struct DeadlineDraft: Hashable, Codable, Sendable {
    /// The vehicle.
    public var vehicleID: GarageID
    /// What it is about.
    public var kind: DeadlineKind
    /// The title; `nil` or empty means the kind's default title.
    public var title: String?
    /// The due date (may be in the past: the deadline is then overdue).
    public var dueDate: CalendarDay
    /// The warning lead in days (zero or more); `nil` for the kind's default.
    public var warningDays: Int?
    /// Whether it recurs.
    public var recurrence: Recurrence

    /// Creates a draft.
    public init(
        vehicleID: GarageID, kind: DeadlineKind, title: String? = nil, dueDate: CalendarDay,
        warningDays: Int? = nil, recurrence: Recurrence = .none
    ) {
        self.vehicleID = vehicleID
        self.kind = kind
        self.title = title
        self.dueDate = dueDate
        self.warningDays = warningDays
        self.recurrence = recurrence
    }
}
