import Foundation

extension CalendarDay {
    /// The proleptic Gregorian calendar in UTC that all day arithmetic goes through.
    ///
    /// Calendar days carry no time zone, so the arithmetic must not either: in UTC every day
    /// is 24 hours long and "noon plus one day" is always the next day's noon.
    static let arithmeticCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Noon (UTC) of this day, the anchor for arithmetic far from any day boundary.
    private var arithmeticAnchor: Date {
        let parts = DateComponents(year: year, month: month, day: day, hour: 12)
        return Self.arithmeticCalendar.date(from: parts)!
    }

    private static func day(atAnchor date: Date) -> CalendarDay {
        CalendarDay(containing: date, in: arithmeticCalendar)
    }

    /// The day `count` days later (or earlier, when negative).
    public func adding(days count: Int) -> CalendarDay {
        guard count != 0 else { return self }
        let moved = Self.arithmeticCalendar.date(byAdding: .day, value: count, to: arithmeticAnchor)!
        return Self.day(atAnchor: moved)
    }

    /// The same day of the month `count` months later, clamped to the end of a shorter month
    /// (January 31 plus one month is February 28, or 29 in a leap year).
    public func adding(months count: Int) -> CalendarDay {
        guard count != 0 else { return self }
        let total = year * 12 + (month - 1) + count
        let newYear = total / 12
        let newMonth = total % 12 + 1
        let lastDay = Self.daysInMonth(year: newYear, month: newMonth)
        return CalendarDay(year: newYear, month: newMonth, day: min(day, lastDay))
            ?? self
    }

    /// The number of calendar days from this day to `other`: positive when `other` is later.
    public func days(to other: CalendarDay) -> Int {
        Self.arithmeticCalendar.dateComponents([.day], from: arithmeticAnchor, to: other.arithmeticAnchor).day!
    }
}
