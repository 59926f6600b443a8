import WidgetContract

/// The expenses spending on one day is reported from: those dated in the spend window (the
/// `MonthlySpend.monthCount` local calendar months ending with the month of `today`), with the home
/// currency and the vehicles to report on. Those paid in the home currency may come summed per
/// vehicle and month (`homeMonths`, which a store keeps); the others come one by one (`expenses`)
/// or already converted and summed per vehicle, month and currency (`convertedMonths`, which a store
/// remembers).
///
/// Each expense is converted at its own date with the rates given (its user rate wins) and rounded
/// to the home currency's minor unit, half to even; a month's total is the sum of those. An expense
/// without an applicable rate is counted in its month's `unconvertedExpenseIDs`, never converted at
/// another date's rate.
public struct SpendRecords: Hashable, Sendable {
    /// The day the report is for.
    public let today: CalendarDay
    /// The currency totals are reported in.
    public let homeCurrency: CurrencyCode
    /// The vehicles reported on one by one, in the garage's order.
    public let vehicleIDs: [GarageID]
    /// Sums of their expenses paid in `homeCurrency` dated in `window(today:)`, per vehicle and
    /// month, in the order of `HomeMonth.comesBefore`; those expenses are not in `expenses`.
    public let homeMonths: [HomeMonth]
    /// Their other expenses dated in `window(today:)` that come one by one, oldest first.
    public let expenses: [Expense]
    /// Their other expenses dated in `window(today:)` that come converted, summed per vehicle, month
    /// and currency paid (see `ConvertedMonth.converting`); those expenses are not in `expenses`.
    public let convertedMonths: [ConvertedMonth]

    /// The records a store fetched, each expense on its own.
    public init(today: CalendarDay, homeCurrency: CurrencyCode, vehicleIDs: [GarageID], expenses: [Expense]) {
        self.init(today: today, homeCurrency: homeCurrency, vehicleIDs: vehicleIDs, homeMonths: [], expenses: expenses)
    }

    /// The records a store fetched: the home currency's sums, the other expenses one by one and those
    /// already converted.
    public init(
        today: CalendarDay, homeCurrency: CurrencyCode, vehicleIDs: [GarageID], homeMonths: [HomeMonth], expenses: [Expense],
        convertedMonths: [ConvertedMonth] = []
    ) {
        self.today = today
        self.homeCurrency = homeCurrency
        self.vehicleIDs = vehicleIDs
        self.homeMonths = homeMonths
        self.expenses = expenses
        self.convertedMonths = convertedMonths
    }

    /// The days whose expenses a report on `today` needs.
    public static func window(today: CalendarDay) -> ClosedRange<CalendarDay> {
        let window = SpendWindow(today: today)
        return window.first...window.last
    }

    /// Spending per month for one vehicle or (with `nil`) all of them.
    public func monthlySpend(vehicleID: GarageID? = nil, rates: ExchangeRates) -> MonthlySpend {
        let window = SpendWindow(today: today)
        var tally = SpendTally()
        for expense in expenses where (vehicleID == nil || expense.vehicleID == vehicleID) && window.contains(expense.date) {
            tally.add(expense, converted: expense.converted(to: homeCurrency, rates: rates))
        }
        for sum in homeMonths where (vehicleID == nil || sum.vehicleID == vehicleID) && window.contains(sum.month) {
            tally.add(sum)
        }
        for sum in convertedMonths where (vehicleID == nil || sum.vehicleID == vehicleID) && window.contains(sum.month) {
            tally.add(sum)
        }
        return tally.spend(vehicleID: vehicleID, currency: homeCurrency, window: window)
    }

    /// `monthlySpend` for all vehicles (key `nil`) and for each vehicle, in one pass that converts
    /// each expense once: what a snapshot shows, without reading the window once per vehicle.
    public func monthlySpends(rates: ExchangeRates) -> [GarageID?: MonthlySpend] {
        let window = SpendWindow(today: today)
        var all = SpendTally()
        var byVehicle: [GarageID: SpendTally] = [:]
        for expense in expenses where window.contains(expense.date) {
            let amount = expense.converted(to: homeCurrency, rates: rates)
            all.add(expense, converted: amount)
            byVehicle[expense.vehicleID, default: SpendTally()].add(expense, converted: amount)
        }
        for sum in homeMonths where window.contains(sum.month) {
            all.add(sum)
            byVehicle[sum.vehicleID, default: SpendTally()].add(sum)
        }
        for sum in convertedMonths where window.contains(sum.month) {
            all.add(sum)
            byVehicle[sum.vehicleID, default: SpendTally()].add(sum)
        }
        var result: [GarageID?: MonthlySpend] = [nil: all.spend(vehicleID: nil, currency: homeCurrency, window: window)]
        for id in vehicleIDs {
            result[id] = (byVehicle[id] ?? SpendTally()).spend(vehicleID: id, currency: homeCurrency, window: window)
        }
        return result
    }
}
