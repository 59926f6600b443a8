import WidgetContract

/// A maintenance item with the due point the rules decided comes first.
public struct MaintenanceFacts: Hashable, Sendable {
    /// The due point that decides, as the rules chose it.
    public enum Due: Hashable, Sendable {
        /// Due on a day; the widget counts days to it.
        case time(dueDate: CalendarDay, warningFrom: CalendarDay)
        /// Due at an odometer value; `remaining` is `nil` when the vehicle has no reading yet.
        /// The flags are the rules' state on the day of the build.
        case distance(dueOdometer: Int, remaining: Int?, isWarning: Bool, isOverdue: Bool)
    }

    /// The item's id.
    public var id: String
    /// The vehicle it belongs to.
    public var vehicleId: String
    /// The item's name ("Oil change").
    public var name: String
    /// When it is due, on the basis that comes first.
    public var due: Due
    /// Its place in the rules' urgency order of every deadline and maintenance item on the day
    /// (`Dashboard.alerts()`), or `nil` for facts stated without one.
    public var urgencyRank: Int?
    /// For an item due at a distance, the days a calendar places it on: the days the vehicle's
    /// distance forecast expects it to reach its due and warning odometers, or its due date's when
    /// that comes first; `nil` with neither. Only the calendar reads it (a widget has no use for a
    /// projected day that a new reading can move).
    public var calendarDays: CalendarDays?

    /// The days a calendar places an item due at a distance on.
    public struct CalendarDays: Hashable, Sendable {
        /// The day of the event: the forecast's day for the due odometer, or the due date.
        public var dueDate: CalendarDay
        /// The first day of its warning period; never after `dueDate`.
        public var warningFrom: CalendarDay
        /// Whether the days are the forecast's (a new reading moves them), not a due date's.
        public var isForecast: Bool

        /// Creates the days; a warning day after the due day is clamped to it.
        public init(dueDate: CalendarDay, warningFrom: CalendarDay, isForecast: Bool) {
            self.dueDate = dueDate
            self.warningFrom = min(warningFrom, dueDate)
            self.isForecast = isForecast
        }
    }

    /// Creates an item's facts.
    public init(
        id: String, vehicleId: String, name: String, due: Due, urgencyRank: Int? = nil, calendarDays: CalendarDays? = nil
    ) {
        self.id = id
        self.vehicleId = vehicleId
        self.name = name
        self.due = due
        self.urgencyRank = urgencyRank
        self.calendarDays = calendarDays
    }
}
