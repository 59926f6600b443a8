extension CalendarDay {
    /// The first day a `CalendarDay` can be: 0001-01-01.
    static let first = CalendarDay(dayNumber: dayNumberRange.lowerBound)
    /// The last day a `CalendarDay` can be: 9999-12-31.
    static let last = CalendarDay(dayNumber: dayNumberRange.upperBound)

    /// The day `count` days later (or earlier, when negative), clamped to years 1...9999.
    public func adding(days count: Int) -> CalendarDay {
        guard count != 0 else { return self }
        let (sum, overflow) = dayNumber.addingReportingOverflow(count)
        // An overflowing count lies far beyond either edge, in the direction of its sign.
        guard !overflow else { return count > 0 ? Self.last : Self.first }
        return CalendarDay(dayNumber: sum)
    }

    /// The same day of the month `count` months later, clamped to the end of a shorter month
    /// (January 31 plus one month is February 28, or 29 in a leap year), and to the calendar's
    /// edges: a month after 9999-12 gives 9999-12-31, a month before 0001-01 gives 0001-01-01.
    public func adding(months count: Int) -> CalendarDay {
        guard count != 0 else { return self }
        let firstMonth = Self.first.year * 12
        let lastMonth = Self.last.year * 12 + 11
        let (total, overflow) = (year * 12 + month - 1).addingReportingOverflow(count)
        if overflow || total > lastMonth { return count > 0 ? Self.last : Self.first }
        if total < firstMonth { return Self.first }
        let newYear = total / 12
        let newMonth = total % 12 + 1
        let lastDay = Self.daysInMonth(year: newYear, month: newMonth)
        // Safe: the month was checked to lie in 0001-01...9999-12 and the day clamped to it.
        return CalendarDay(year: newYear, month: newMonth, day: min(day, lastDay))!
    }

    /// The number of calendar days from this day to `other`: positive when `other` is later.
    public func days(to other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }
}
