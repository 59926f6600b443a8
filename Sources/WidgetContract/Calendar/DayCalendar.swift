#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where Glovebox's days begin and end: the Gregorian calendar in one named time zone.
///
/// There is one "today". The app counts it in the user's `timezone` preference (the system's zone
/// when none is set) and writes that zone's identifier into every snapshot (`timeZone`); the
/// widget side and the Shortcuts answerer count in the zone the snapshot carries, never in the
/// system's, so that "tomorrow" in a widget, in Siri's answer and in `glovebox status` is the same
/// day even when the device's zone is not the one the user chose.
///
/// ```swift
/// guard let days = DayCalendar(zoneIdentifier: snapshot.timeZone) else { return .needsRefresh }
/// let today = days.day(containing: now)
/// ```
public struct DayCalendar: Hashable, Sendable {
    /// The zone whose midnights separate the days.
    public let timeZone: TimeZone

    /// The days of `timeZone`.
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The days of the zone a snapshot names, or `nil` when this system does not know a zone by
    /// exactly that name: such a snapshot cannot say what day it is.
    ///
    /// Exactly: Foundation also answers for names it renames (`UTC` becomes `GMT`, `utc+1`
    /// becomes `GMT+0100`), and a renamed zone is not the zone the app counted in. The reader
    /// refuses the same names (`SnapshotFieldFormats.checkTimeZone`), through this initialiser.
    public init?(zoneIdentifier: String) {
        guard SnapshotFieldFormats.isZoneNameShaped(zoneIdentifier), let zone = TimeZone(identifier: zoneIdentifier),
              zone.identifier == zoneIdentifier
        else { return nil }
        self.timeZone = zone
    }

    /// The Gregorian calendar in the zone, for the calendar arithmetic `CalendarDay` does.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The day that contains `instant` in the zone.
    public func day(containing instant: Date) -> CalendarDay {
        CalendarDay(containing: instant, in: calendar)
    }
}
