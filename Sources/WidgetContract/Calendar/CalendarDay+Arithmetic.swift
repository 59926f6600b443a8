extension CalendarDay {
    /// The day `count` days later (or earlier, when negative), clamped to years 1...9999.
    public func adding(days count: Int) -> CalendarDay {
        count == 0 ? self : CalendarDay(dayNumber: dayNumber + count)
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
        other.dayNumber - dayNumber
    }
}
