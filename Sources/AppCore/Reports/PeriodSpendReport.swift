import GarageRules
import WidgetContract

/// What `spend` over a period is reported from: the expenses dated in it (one range scan), the rates
/// that convert them, and the vehicles reported on.
public struct PeriodSpendReport: Sendable {
    /// The period asked for.
    public let period: SpendPeriod
    /// The expenses dated in the period, of the vehicle asked for or of every vehicle.
    public let expenses: [Expense]
    /// The rates that convert them into the home currency.
    public let rates: ExchangeRates
    /// The currency totals are reported in.
    public let homeCurrency: CurrencyCode
    /// The vehicles reported on, in the garage's order: the one asked for, or all of them.
    public let vehicles: [Vehicle]
    /// The vehicle asked for, or `nil` for every vehicle.
    public let vehicle: Vehicle?

    /// Creates a report (the session builds these).
    init(period: SpendPeriod, expenses: [Expense], rates: ExchangeRates, homeCurrency: CurrencyCode, vehicles: [Vehicle], vehicle: Vehicle?) {
        self.period = period
        self.expenses = expenses
        self.rates = rates
        self.homeCurrency = homeCurrency
        self.vehicles = vehicles
        self.vehicle = vehicle
    }

    /// The spending per `grouping` — of every category, or of one — converted as every expense is.
    public func spend(by grouping: SpendGrouping, only category: ExpenseCategory? = nil) -> PeriodSpend {
        PeriodSpend(
            expenses: category.map { category in expenses.filter { $0.category == category } } ?? expenses, period: period, grouping: grouping, currency: homeCurrency, rates: rates,
            vehicleIDs: vehicles.map(\.id))
    }
}
