import Foundation
import SnapshotBuilding
import WidgetContract

/// The fixed moment, place and language every benchmark runs at, so runs are comparable.
public enum BenchSetting {
    /// The instant "now" of every run.
    public static let nowText = "2026-11-29T19:20:00Z"
    /// The user's time zone.
    public static let timeZoneIdentifier = "Europe/Lisbon"
    /// The user's locale.
    public static let localeIdentifier = "pt-PT"

    /// `nowText` as a date.
    public static var now: Date {
        // Safe: a fixed, valid ISO 8601 instant.
        try! Date(nowText, strategy: .iso8601)
    }

    /// The user's time zone.
    public static var timeZone: TimeZone {
        // Safe: a zone every ICU knows.
        TimeZone(identifier: timeZoneIdentifier)!
    }

    /// The snapshot context of every run (unlocked).
    public static var context: SnapshotContext {
        SnapshotContext(now: now, locale: Locale(identifier: localeIdentifier), timeZone: timeZone, isLocked: false)
    }

    /// The local day of `now`: the last day of every generated history.
    public static var today: CalendarDay { context.today }
}
