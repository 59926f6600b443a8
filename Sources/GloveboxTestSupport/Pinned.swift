import Foundation
import WidgetContract

/// Pinned time zones, locales and calendars, so that no test depends on the machine it runs on.
public enum Pinned {
    /// A named time zone; traps on an unknown name, which is a mistake in the test itself.
    public static func timeZone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            fatalError("unknown time zone \(identifier)")
        }
        return zone
    }

    /// A Gregorian calendar in the named time zone.
    public static func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone(identifier)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    /// An instant from an ISO 8601 string with a zone designator, such as `2026-11-29T19:20:00Z`.
    public static func instant(_ text: String) -> Date {
        guard let date = try? Date(text, strategy: .iso8601) else {
            fatalError("not an ISO 8601 instant: \(text)")
        }
        return date
    }

    /// The day restores of test documents are checked on (the field rules' day windows are placed on
    /// it): after every day the fixtures hold, and within a year of them.
    public static let restoreDay = CalendarDay(year: 2026, month: 12, day: 1)!
}
