/// When an odometer reading stops standing for the vehicle's odometer today.
///
/// A reading is stale once it is more than ``staleAfterDays`` (90) days old. A car driven an
/// average 15,000 km a year goes some 3,700 km in that time: more than the 1,000 km (500 mi) a
/// maintenance item warns ahead by default, so a three-month-old figure can no longer say what
/// is due. It is the same age at which the forecast stops projecting dates from the last
/// reading (`DistanceForecast.staleAfterDays` is this constant), so the widget never calls a
/// reading current that the rules have stopped trusting, nor the other way round.
///
/// The app writes ``staleFrom(readingOn:)`` into the snapshots beside the reading's day; the
/// widget and Siri compare their own day with it, so a reading turns stale at the right
/// midnight with no new publish.
public enum ReadingFreshness {
    /// A reading older than this many days is stale.
    public static let staleAfterDays = 90

    /// The first day on which a reading taken on `day` is stale.
    public static func staleFrom(readingOn day: CalendarDay) -> CalendarDay {
        day.adding(days: staleAfterDays + 1)
    }

    /// Whether, on `day`, a reading whose stale period starts on `staleFrom` is stale.
    public static func isStale(on day: CalendarDay, staleFrom: CalendarDay) -> Bool {
        day >= staleFrom
    }
}
