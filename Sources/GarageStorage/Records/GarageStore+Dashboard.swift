import GarageRules
import WidgetContract

extension GarageStore {
    /// What the garage shows on `today` — for every vehicle, or one — read in one transaction from the
    /// facts the rules name (see `VehicleDashboard.Inputs`): a few indexed probes and one window scan
    /// per vehicle. Its cost follows what the answers show, never the length of the history.
    public func dashboard(today: CalendarDay, vehicleID: GarageID? = nil) throws -> Dashboard {
        try read { store in
            let vehicles = try store.vehicles().filter { vehicleID == nil || $0.id == vehicleID }
            return Dashboard(
                today: today, account: try store.loadAccount(),
                vehicles: try vehicles.map { try store.dashboardInputs(of: $0, today: today) })
        }
    }

    /// The expenses spending on `today` is reported from — of every vehicle, or one — with the home
    /// currency: one range scan of the spend window.
    public func spendRecords(today: CalendarDay, vehicleID: GarageID? = nil) throws -> SpendRecords {
        try read { store in
            let window = SpendRecords.window(today: today)
            return SpendRecords(
                today: today, homeCurrency: try store.preferences().homeCurrency,
                vehicleIDs: try store.vehicles().map(\.id).filter { vehicleID == nil || $0 == vehicleID },
                expenses: try store.expenses(vehicleID: vehicleID, from: window.lowerBound, through: window.upperBound))
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
            deadlines: try deadlines(vehicleID: vehicle.id),
            fuelFills: try latestFuelWindow(vehicleID: vehicle.id))
    }

    /// The stored rates that converting `spend` can use (see `rates(converting:into:)`).
    public func rates(for spend: SpendRecords) throws -> ExchangeRates {
        try rates(converting: spend.expenses, into: spend.homeCurrency)
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
