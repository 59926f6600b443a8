import GarageRules
import WidgetContract

extension DashboardQueries {
    /// What the garage shows on `today` — for every vehicle, or one — read in one transaction from the
    /// facts the rules name (see `VehicleDashboard.Inputs`): a few indexed probes and one window scan
    /// per vehicle. Its cost follows what the answers show, never the length of the history.
    public func dashboard(today: CalendarDay, vehicleID: GarageID? = nil) throws -> Dashboard {
        try store.read { store in
            let vehicles = try store.vehicles.all().filter { vehicleID == nil || $0.id == vehicleID }
            return Dashboard(
                today: today, account: try store.accounts.signedIn(),
                vehicles: try vehicles.map { try store.dashboards.inputs(of: $0, today: today) })
        }
    }

    /// The expenses spending on `today` is reported from — of every vehicle, or one — with the home
    /// currency: the home currency's monthly sums the store keeps (`spend_month`, a row per vehicle
    /// and month), and the other currencies' converted sums it remembers (`spend_month_converted`, a
    /// row per vehicle, month and currency; see `convertedMonths`). No expense is read one by one but
    /// those of a month whose converted sum changed since the last read.
    public func spendRecords(today: CalendarDay, vehicleID: GarageID? = nil) throws -> SpendRecords {
        try store.read { store in
            let window = SpendRecords.window(today: today)
            let (first, last) = (window.lowerBound.calendarMonth, window.upperBound.calendarMonth)
            let home = try store.preferences.load().homeCurrency
            return SpendRecords(
                today: today, homeCurrency: home,
                vehicleIDs: try store.vehicles.all().map(\.id).filter { vehicleID == nil || $0 == vehicleID },
                homeMonths: try store.dashboards.homeMonths(currency: home, vehicleID: vehicleID, from: first, through: last),
                expenses: [],
                convertedMonths: try store.dashboards.convertedMonths(home: home, vehicleID: vehicleID, from: first, through: last))
        }
    }

    /// The facts one vehicle's answers on `today` depend on.
    public func inputs(of vehicle: Vehicle, today: CalendarDay) throws -> VehicleDashboard.Inputs {
        let energy = try store.records.mainEnergy(of: vehicle)
        let current = try store.readings.reading(.latest, vehicleID: vehicle.id)
        let latestServices = try store.plans.latestServices(ofItemsOf: vehicle.id)
        return VehicleDashboard.Inputs(
            vehicle: vehicle, current: current,
            forecast: try store.readings.forecastInputs(vehicleID: vehicle.id, today: today, latest: current),
            items: try store.plans.items(vehicleID: vehicle.id).map { item in
                VehicleDashboard.TrackedItem(
                    item: item, history: try store.plans.history(of: item, lastService: latestServices[item.id]))
            },
            deadlines: try store.records.deadlines(vehicleID: vehicle.id),
            fuelFills: try energy.map { try store.records.latestFuelWindow(of: vehicle, energy: $0) } ?? [], mainEnergy: energy)
    }
}
