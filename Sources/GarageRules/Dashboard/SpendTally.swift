import WidgetContract

/// The `MonthlySpend.monthCount` local calendar months ending with the month of a day.
struct SpendWindow {
    /// The months, oldest first.
    let months: [CalendarMonth]
    /// The window's first day.
    let first: CalendarDay
    /// The window's last day (the end of the current month).
    let last: CalendarDay

    init(today: CalendarDay) {
        let current = today.calendarMonth
        months = (0..<MonthlySpend.monthCount).map { current.adding(months: $0 - (MonthlySpend.monthCount - 1)) }
        first = months[0].firstDay
        last = current.lastDay
    }

    func contains(_ day: CalendarDay) -> Bool { day >= first && day <= last }

    func contains(_ month: CalendarMonth) -> Bool { months.contains(month) }
}

/// Running totals of converted expenses per month, in minor units of the home currency.
struct SpendTally {
    private var totals: [CalendarMonth: Int] = [:]
    private var counts: [CalendarMonth: Int] = [:]
    private var missing: [CalendarMonth: [SpendRecords.ConvertedMonth.Unconverted]] = [:]

    /// Counts an expense; `converted` is its amount in the home currency, or `nil` without a rate.
    mutating func add(_ expense: Expense, converted: Money?) {
        let month = expense.date.calendarMonth
        counts[month, default: 0] += 1
        if let converted {
            totals[month, default: 0] += converted.minorUnits
        } else {
            missing[month, default: []].append(SpendRecords.ConvertedMonth.Unconverted(id: expense.id, day: expense.date))
        }
    }

    /// Counts a converted sum of foreign expenses; those it could not convert stay listed.
    mutating func add(_ sum: SpendRecords.ConvertedMonth) {
        counts[sum.month, default: 0] += sum.recordCount
        totals[sum.month, default: 0] += sum.total.minorUnits
        if !sum.unconverted.isEmpty { missing[sum.month, default: []].append(contentsOf: sum.unconverted) }
    }

    /// Counts a sum of home-currency expenses: they need no conversion, so none is left out.
    mutating func add(_ sum: SpendRecords.HomeMonth) {
        counts[sum.month, default: 0] += sum.recordCount
        totals[sum.month, default: 0] += sum.total.minorUnits
    }

    /// The tally as the months of `window`; a month's unconverted expenses in the order of their
    /// days, then ids, wherever they were counted from.
    func spend(vehicleID: GarageID?, currency: CurrencyCode, window: SpendWindow) -> MonthlySpend {
        MonthlySpend(
            vehicleID: vehicleID, currency: currency,
            months: window.months.map { month in
                MonthlySpend.Month(
                    month: month, total: Money(minorUnits: totals[month] ?? 0, currency: currency),
                    recordCount: counts[month] ?? 0, unconvertedExpenseIDs: (missing[month] ?? []).sorted { $0.comesBefore($1) }.map(\.id))
            })
    }
}
