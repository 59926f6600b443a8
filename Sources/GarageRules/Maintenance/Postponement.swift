import WidgetContract

/// The moved due point of an item's current occurrence; each part replaces the computed one when set.
public struct Postponement: Hashable, Codable, Sendable {
    /// The postponed due date.
    public var dueDate: CalendarDay?
    /// The postponed due odometer value.
    public var dueOdometer: Int?

    /// Creates a postponement.
    public init(dueDate: CalendarDay? = nil, dueOdometer: Int? = nil) {
        self.dueDate = dueDate
        self.dueOdometer = dueOdometer
    }
}

/// How the user asked to postpone an item's current occurrence.
public enum PostponeRequest: Hashable, Codable, Sendable {
    /// Move the due date later by this many days (from the current, possibly postponed, due date).
    case days(Int)
    /// Move the due odometer later by this distance (from the current, possibly postponed, due point).
    case distance(Int)
    /// Make this the due date; it must be after the current due date.
    case untilDate(CalendarDay)
    /// Make this the due odometer value; it must be after the current due point.
    case untilOdometer(Int)
}
