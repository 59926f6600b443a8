import WidgetContract

/// The period options a user gave (`--from`, `--to`, `--months`, `--year`), read into one
/// ``SpendPeriod`` against today, or refused when they contradict each other.
///
/// What combines: `--year` stands alone (it names both ends). `--months N` alone is the N calendar
/// months ending with this month; with `--from` it runs N months from that day, with `--to` N months
/// up to that day, and with both it would name three ends for two, so it is refused. `--from` alone
/// runs to the end of this month; `--to` alone from the oldest record.
public struct SpendPeriodRequest: Hashable, Sendable {
    /// `--from`: the first day.
    public var from: CalendarDay?
    /// `--to`: the last day.
    public var to: CalendarDay?
    /// `--months`: how many months (at least 1).
    public var months: Int?
    /// `--year`: a calendar year.
    public var year: Int?

    /// The options as given.
    public init(from: CalendarDay? = nil, to: CalendarDay? = nil, months: Int? = nil, year: Int? = nil) {
        self.from = from
        self.to = to
        self.months = months
        self.year = year
    }

    /// Whether no period option was given (the command's default period applies).
    public var isEmpty: Bool { from == nil && to == nil && months == nil && year == nil }

    /// The period asked for on `today`, or `nil` when no option was given.
    public func period(today: CalendarDay) throws(SpendPeriodError) -> SpendPeriod? {
        if let year {
            let others = [from.map { _ in "--from" }, to.map { _ in "--to" }, months.map { _ in "--months" }].compactMap { $0 }
            if !others.isEmpty { throw .yearWithOthers(year: year, others: others) }
            return .year(year)
        }
        let period: SpendPeriod
        switch (from, to, months) {
        case (nil, nil, nil):
            return nil
        case (let from?, let to?, nil):
            period = SpendPeriod(first: from, last: to)
        case (_?, _?, _?):
            throw .monthsWithBothEnds
        case (let from?, nil, let count?):
            period = SpendPeriod(first: from, last: from.adding(months: count).adding(days: -1))
        case (nil, let to?, let count?):
            period = SpendPeriod(first: to.adding(months: -count).adding(days: 1), last: to)
        case (nil, nil, let count?):
            period = .lastMonths(count, endingWith: today.calendarMonth)
        case (let from?, nil, nil):
            let end = today.calendarMonth.lastDay
            guard from <= end else { throw .fromAfterThisMonth(from: from, today: today) }
            period = SpendPeriod(first: from, last: end)
        case (nil, let to?, nil):
            period = SpendPeriod(first: nil, last: to)
        }
        if let first = period.first, first > period.last { throw .fromAfterTo(from: first, to: period.last) }
        return period
    }
}
