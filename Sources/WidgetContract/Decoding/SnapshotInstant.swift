#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one form of an instant in a snapshot, `YYYY-MM-DDTHH:MM:SSZ`: whole seconds in UTC, on a day
/// and at a time that exist.
///
/// The writer writes it and the reader accepts nothing else. Foundation's `.iso8601` strategy on
/// Linux reads `2026-11-29T25:00:00Z` as 01:00 the next day, `2026-02-30` as 2 March, and offsets
/// and fractions too, so both directions use this instead (the bytes written are the ones
/// `.iso8601` wrote for whole seconds).
public enum SnapshotInstant {
    /// The instant `text` names, or `nil` unless it is exactly of the snapshot's form: the one
    /// form of ``InstantText`` that is 20 bytes long and ends in `Z` (no fraction, no offset).
    public static func parse(_ text: String) -> Date? {
        guard text.utf8.count == 20, text.utf8.last == UInt8(ascii: "Z") else { return nil }
        return InstantText.parse(text)
    }

    /// `date` in the snapshot's form, its fraction of a second dropped; `nil` outside years 1...9999.
    public static func format(_ date: Date) -> String? {
        let seconds = Int(exactly: date.timeIntervalSince1970.rounded(.down)) ?? Int.max
        let (days, secondOfDay) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let dayNumber = secondOfDay < 0 ? days - 1 : days
        let time = secondOfDay < 0 ? secondOfDay + 86_400 : secondOfDay
        guard CalendarDay.dayNumberRange.contains(dayNumber) else { return nil }
        let day = CalendarDay(dayNumber: dayNumber)
        return day.isoString + "T" + CalendarDay.pad(time / 3_600, 2) + ":" + CalendarDay.pad(time / 60 % 60, 2)
            + ":" + CalendarDay.pad(time % 60, 2) + "Z"
    }
}
