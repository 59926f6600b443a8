import GarageRules
import WidgetContract

extension GarageStore {
    /// What the garage shows on `today` — for every vehicle, or one — read in one transaction from the
    /// facts the rules name (see `VehicleDashboard.Inputs`): a few indexed probes and one window scan
    /// per vehicle, and the spend window's expenses. Its cost follows what the answers show, never the
    /// length of the history.
    public func dashboard(today: CalendarDay, vehicleID: GarageID? = nil) throws -> Dashboard {
        try read { store in
            let vehicles = try store.vehicles().filter { vehicleID == nil || $0.id == vehicleID }
            let window = Dashboard.spendWindow(today: today)
            return Dashboard(
                today: today, account: try store.loadAccount(), homeCurrency: try store.preferences().homeCurrency,
                vehicles: try vehicles.map { try store.dashboardInputs(of: $0, today: today) },
                spendExpenses: try store.expenses(
                    vehicleID: vehicleID, from: window.lowerBound, through: window.upperBound))
        }
    }

    /// The facts one vehicle's answers on `today` depend on.
    public func dashboardInputs(of vehicle: Vehicle, today: CalendarDay) throws -> VehicleDashboard.Inputs {
        VehicleDashboard.Inputs(
            vehicle: vehicle, current: try reading(.latest, vehicleID: vehicle.id),
            forecast: try forecastInputs(vehicleID: vehicle.id, today: today),
            items: try maintenanceItems(vehicleID: vehicle.id).map { item in
                VehicleDashboard.TrackedItem(item: item, history: try maintenanceHistory(of: item))
            },
            deadlines: try deadlines(vehicleID: vehicle.id))
    }

    /// The stored rates that converting the dashboard's spend can use: the currencies of its
    /// expenses and of their user rates, and the home currency, over the spend window and the
    /// `ExchangeRates.maximumAge` days before it.
    public func spendRates(for dashboard: Dashboard) throws -> ExchangeRates {
        try rates(converting: dashboard.spendExpenses, into: dashboard.homeCurrency)
    }

    /// The stored rates that converting `expenses` into `home` can use (their currencies, their user
    /// rates' quotes and the home currency, from `ExchangeRates.maximumAge` days before the first
    /// through the last).
    public func rates(converting expenses: [Expense], into home: CurrencyCode) throws -> ExchangeRates {
        guard let first = expenses.map(\.date).min(), let last = expenses.map(\.date).max() else { return ExchangeRates() }
        var currencies = Set(expenses.map(\.amount.currency))
        currencies.formUnion(expenses.compactMap(\.userRate?.quote))
        currencies.insert(home)
        return try exchangeRates(currencies: currencies, from: first.adding(days: -ExchangeRates.maximumAge), through: last)
    }
}
