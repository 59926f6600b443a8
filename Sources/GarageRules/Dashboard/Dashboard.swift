import WidgetContract

/// What the garage shows on one day — what `status`, `spend`, the widgets and Siri answer from.
///
/// It holds every vehicle with its current odometer, forecast, maintenance statuses and deadlines,
/// and the expenses of the spend window; nothing else of the history. A store builds it from
/// targeted queries (the rules name each fact: see `VehicleDashboard.Inputs`), a garage in memory
/// from its records (`Garage.dashboard(today:)`); both give the same value for the same records. It
/// is for reading: no store saves it, so a partial load can never be written back over the logbook.
public struct Dashboard: Hashable, Sendable {
    /// The day the answers are for.
    public let today: CalendarDay
    /// The signed-in account, or `nil` when signed out.
    public let account: Account?
    /// The currency spending is reported in.
    public let homeCurrency: CurrencyCode
    /// The vehicles, in the garage's order.
    public let vehicles: [VehicleDashboard]
    /// The expenses of the vehicles dated in the spend window (see `MonthlySpend`), oldest first.
    public let spendExpenses: [Expense]

    /// The answers of `vehicles` on `today`.
    public init(
        today: CalendarDay, account: Account?, homeCurrency: CurrencyCode, vehicles: [VehicleDashboard.Inputs],
        spendExpenses: [Expense]
    ) {
        self.today = today
        self.account = account
        self.homeCurrency = homeCurrency
        self.vehicles = vehicles.map { VehicleDashboard($0, today: today) }
        self.spendExpenses = spendExpenses
    }

    /// The days whose expenses `spendExpenses` holds: the `MonthlySpend.monthCount` local calendar
    /// months ending with the month of `today`.
    public static func spendWindow(today: CalendarDay) -> ClosedRange<CalendarDay> {
        let window = SpendWindow(today: today)
        return window.first...window.last
    }

    /// The vehicle whose id is `text`, else whose name equals `text` case-insensitively.
    public func vehicle(matching text: String) throws(GarageError) -> Vehicle {
        try Vehicle.matching(text, in: vehicles.map(\.vehicle))
    }

    /// The answers of one vehicle.
    public func vehicle(_ id: GarageID) -> VehicleDashboard? {
        vehicles.first { $0.vehicle.id == id }
    }

    /// Every deadline and maintenance item of every vehicle (or of one) with its state, most urgent
    /// first (see `DashboardAlert.comesBefore`). Items in the `ok` state are included; maintenance
    /// items without a due point (`hasDuePoint`) are not.
    public func alerts(vehicleID: GarageID? = nil) -> [DashboardAlert] {
        vehicles.filter { vehicleID == nil || $0.vehicle.id == vehicleID }
            .flatMap { $0.alerts(today: today) }
            .sorted(by: DashboardAlert.comesBefore)
    }

    /// Spending per month in the home currency for the spend window, for one vehicle or (with `nil`)
    /// all of them.
    ///
    /// Each expense is converted at its own date with `rates` (its user rate wins) and rounded to the
    /// home currency's minor unit, half to even; the month's total is the sum of those. An expense
    /// without an applicable rate is counted in the month's `unconvertedExpenseIDs`, never converted at
    /// another date's rate.
    public func monthlySpend(vehicleID: GarageID? = nil, rates: ExchangeRates) -> MonthlySpend {
        let window = SpendWindow(today: today)
        var tally = SpendTally()
        for expense in spendExpenses where (vehicleID == nil || expense.vehicleID == vehicleID) && window.contains(expense.date) {
            tally.add(expense, converted: expense.converted(to: homeCurrency, rates: rates))
        }
        return tally.spend(vehicleID: vehicleID, currency: homeCurrency, window: window)
    }

    /// `monthlySpend` for all vehicles (key `nil`) and for each vehicle, in one pass that converts
    /// each expense once: what a snapshot shows, without reading the window once per vehicle.
    public func monthlySpends(rates: ExchangeRates) -> [GarageID?: MonthlySpend] {
        let window = SpendWindow(today: today)
        var all = SpendTally()
        var byVehicle: [GarageID: SpendTally] = [:]
        for expense in spendExpenses where window.contains(expense.date) {
            let amount = expense.converted(to: homeCurrency, rates: rates)
            all.add(expense, converted: amount)
            byVehicle[expense.vehicleID, default: SpendTally()].add(expense, converted: amount)
        }
        var result: [GarageID?: MonthlySpend] = [nil: all.spend(vehicleID: nil, currency: homeCurrency, window: window)]
        for vehicle in vehicles.map(\.vehicle) {
            result[vehicle.id] = (byVehicle[vehicle.id] ?? SpendTally())
                .spend(vehicleID: vehicle.id, currency: homeCurrency, window: window)
        }
        return result
    }
}
