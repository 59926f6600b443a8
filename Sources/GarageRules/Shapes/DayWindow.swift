import WidgetContract

/// The days a stored day may fall on, so that no device, import, file or server row brings a day
/// from nowhere (a reading of 2200, a due date in the year 200000, `infinity`, a day BC).
///
/// Both windows start on 1900-01-01, before any logbook of a car on the road today. An event (what
/// happened: a reading, an expense, a service) may be at most a year after today: a typed one is
/// never after today (`GarageError.futureDate`), and the year is room for clocks and time zones of
/// other devices. A schedule day (what is due or counted from) may be up to two centuries after
/// today: an interval or a lead may be a century long, and renewing keeps the schedule.
public enum DayWindow: String, Hashable, Sendable {
    /// The day something happened.
    case event
    /// The day something is due or counted from.
    case schedule

    /// The first day of both windows.
    public static let earliest = CalendarDay(year: 1900, month: 1, day: 1)!

    /// The last day of the window on `today`.
    public func latest(today: CalendarDay) -> CalendarDay {
        switch self {
        case .event: today.adding(months: 12)
        case .schedule: today.adding(months: 12 * 200)
        }
    }

    /// Whether `day` is in the window on `today`.
    public func contains(_ day: CalendarDay, today: CalendarDay) -> Bool {
        day >= Self.earliest && day <= latest(today: today)
    }
}
