import WidgetContract

/// One all-day event of the calendar file: a deadline, a maintenance item due on a day, or the day
/// the distance forecast expects an item due at a distance.
public struct CalendarEvent: Hashable, Sendable {
    /// The event's unique id, made from the record's id (never drawn at random), so that a
    /// calendar subscribed to the file updates the event instead of adding another.
    public var uid: String
    /// The day of the event (the due day, or the forecast's day).
    public var day: CalendarDay
    /// The day its alarm goes off: the first day of the warning period; never after `day`.
    public var alarmDay: CalendarDay
    /// The title, translated: the item and its vehicle's name (a plate in either is masked).
    public var summary: String
    /// What the alarm says, translated: the title and the widgets' day phrase for the alarm's day.
    public var alarmText: String
    /// A longer text, when there is more to say (a forecast's note); `nil` otherwise.
    public var description: String?
    /// The widget title of its kind ("Deadlines", "Maintenance"), as its category.
    public var category: String
    /// The deep link that opens the item in the app.
    public var url: String
    /// Whether the day is a forecast (written as a tentative event), not a due day.
    public var isForecast: Bool

    /// Creates an event; an alarm day after the event's day is clamped to it.
    public init(
        uid: String, day: CalendarDay, alarmDay: CalendarDay, summary: String, alarmText: String,
        description: String? = nil, category: String, url: String, isForecast: Bool = false
    ) {
        self.uid = uid
        self.day = day
        self.alarmDay = min(alarmDay, day)
        self.summary = summary
        self.alarmText = alarmText
        self.description = description
        self.category = category
        self.url = url
        self.isForecast = isForecast
    }

    /// The UID of a deadline's event.
    public static func uid(deadlineId: String) -> String { "deadline-\(deadlineId)@glovebox" }

    /// The UID of a maintenance item's event.
    public static func uid(maintenanceId: String) -> String { "maintenance-\(maintenanceId)@glovebox" }
}
