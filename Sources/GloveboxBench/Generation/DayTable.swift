import WidgetContract

/// Every calendar day of a span, computed once by stepping a day at a time: the generator places
/// a million records, and `CalendarDay.adding(days:)` goes through `Calendar` for each call.
struct DayTable {
    /// The days, oldest first; `days[0]` is the first day of the span.
    let days: [CalendarDay]

    /// The `count` days ending with `last`.
    init(count: Int, endingOn last: CalendarDay) {
        let first = last.adding(days: -(count - 1))
        var days: [CalendarDay] = []
        days.reserveCapacity(count)
        var current = first
        for _ in 0..<count {
            days.append(current)
            current = Self.next(after: current)
        }
        self.days = days
    }

    /// The day after `day`, by the month lengths.
    static func next(after day: CalendarDay) -> CalendarDay {
        if day.day < CalendarDay.daysInMonth(year: day.year, month: day.month) {
            return CalendarDay(year: day.year, month: day.month, day: day.day + 1)!
        }
        if day.month < 12 { return CalendarDay(year: day.year, month: day.month + 1, day: 1)! }
        return CalendarDay(year: day.year + 1, month: 1, day: 1)!
    }

    /// Whether a day is a Monday to Friday (the days the ECB publishes rates).
    static func isWeekday(_ day: CalendarDay) -> Bool {
        // Zeller-style weekday from the civil date: 0 = Saturday … 6 = Friday.
        var month = day.month
        var year = day.year
        if month < 3 {
            month += 12
            year -= 1
        }
        let weekday = (day.day + (13 * (month + 1)) / 5 + year + year / 4 - year / 100 + year / 400) % 7
        return weekday >= 2
    }
}
