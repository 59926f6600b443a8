import WidgetContract

/// The days a spend report covers: from `first` (or, when `nil`, from the oldest record there is)
/// through `last`, both included.
///
/// `spend` without options reports `lastMonths(MonthlySpend.monthCount, endingWith:)` of today's
/// month: the widgets' window, so that the command and the widget show the same months.
public struct SpendPeriod: Hashable, Sendable {
    /// The first day, or `nil` for no lower bound (`--to` alone: everything up to that day).
    public let first: CalendarDay?
    /// The last day.
    public let last: CalendarDay

    /// A period; `first`, when given, is never after `last` (``SpendPeriodRequest`` checks it).
    public init(first: CalendarDay?, last: CalendarDay) {
        self.first = first
        self.last = last
    }

    /// The `count` calendar months ending with `month`, whole: the first day of the oldest through
    /// the last day of `month` (future-dated records of the current month included, as the widgets do).
    public static func lastMonths(_ count: Int, endingWith month: CalendarMonth) -> SpendPeriod {
        SpendPeriod(first: month.adding(months: -(max(count, 1) - 1)).firstDay, last: month.lastDay)
    }

    /// The calendar year `year`, January 1 through December 31.
    public static func year(_ year: Int) -> SpendPeriod {
        // Safe: every year the options accept has a January 1 and a December 31.
        SpendPeriod(first: CalendarDay(year: year, month: 1, day: 1)!, last: CalendarDay(year: year, month: 12, day: 31)!)
    }

    /// Whether `day` lies in the period.
    public func contains(_ day: CalendarDay) -> Bool {
        day <= last && (first.map { day >= $0 } ?? true)
    }

    /// The months the period touches, oldest first; without a first day they start at the month of
    /// `oldest` (the oldest record reported), or at the last month when there is none.
    public func months(oldest: CalendarDay?) -> [CalendarMonth] {
        let end = last.calendarMonth
        var month = (first ?? oldest ?? last).calendarMonth
        guard month <= end else { return [] }
        var months: [CalendarMonth] = []
        while month <= end {
            months.append(month)
            month = month.adding(months: 1)
        }
        return months
    }

    /// "2026-01-01 to 2026-12-31", or "up to 2026-12-31" without a first day.
    public var description: String {
        first.map { "\($0.isoString) to \(last.isoString)" } ?? "up to \(last.isoString)"
    }
}
