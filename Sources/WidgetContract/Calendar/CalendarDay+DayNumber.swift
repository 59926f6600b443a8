extension CalendarDay {
    /// Days since 1970-01-01 (negative before) in the proleptic Gregorian calendar.
    ///
    /// Computed with the civil-calendar formula, which agrees with Foundation's Gregorian
    /// `Calendar` on every day (a test checks two centuries of them) at a fraction of its cost:
    /// the widget counts days for every row at every timeline entry, and the rate table
    /// binary-searches by day.
    public var dayNumber: Int {
        // Count years from March so that the leap day is the last day of the counted year.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The first and last day numbers a `CalendarDay` can have (0001-01-01 and 9999-12-31).
    public static let dayNumberRange = -719_162...2_932_896

    /// The day with the given day number (the inverse of `dayNumber`), clamped to years 1...9999 so that
    /// arithmetic on extreme user input ends at the calendar's edge instead of trapping.
    public init(dayNumber unclamped: Int) {
        let dayNumber = min(max(unclamped, Self.dayNumberRange.lowerBound), Self.dayNumberRange.upperBound)
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // Safe: the day number was clamped to years 1...9999.
        self = CalendarDay(year: year, month: month, day: day)!
    }
}
