import WidgetContract

extension Garage {
    /// What the garage shows on `today`, computed from its records in memory: the same value a store
    /// builds from its targeted queries (see `Dashboard`).
    public func dashboard(today: CalendarDay) -> Dashboard {
        Dashboard(today: today, account: account, vehicles: vehicles.map { dashboardInputs(of: $0, today: today) })
    }

    /// The expenses spending on `today` is reported from, taken from the records in memory: the same
    /// value a store fetches (see `SpendRecords`), the home currency's summed per vehicle and month.
    public func spendRecords(today: CalendarDay) -> SpendRecords {
        let window = SpendRecords.window(today: today)
        return SpendRecords.summingHomeCurrency(
            today: today, homeCurrency: homeCurrency, vehicleIDs: vehicles.map(\.id),
            expenses: expenses.filter { window.contains($0.date) }.sorted { ($0.date, $0.id) < ($1.date, $1.id) })
    }

    /// The facts one vehicle's answers on `today` depend on, taken from the records in memory.
    public func dashboardInputs(of vehicle: Vehicle, today: CalendarDay) -> VehicleDashboard.Inputs {
        let history = readings(for: vehicle.id)
        return VehicleDashboard.Inputs(
            vehicle: vehicle, current: ReadingProbe.latest.answer(in: history),
            forecast: DistanceForecast.Inputs(from: history, today: today),
            items: maintenanceItems.filter { $0.vehicleID == vehicle.id }.map { item in
                VehicleDashboard.TrackedItem(
                    item: item, history: MaintenanceHistory(of: item, services: services, readings: history))
            },
            deadlines: deadlines.filter { $0.vehicleID == vehicle.id },
            fuelFills: latestFuelWindow(of: vehicle), mainEnergy: mainEnergy(of: vehicle))
    }

    /// The vehicle's main energy (`Vehicle.mainEnergy(firstFill:)`), from its fills in memory.
    public func mainEnergy(of vehicle: Vehicle) -> Energy? {
        vehicle.mainEnergy(firstFill: FuelEconomy.first(of: fills(of: vehicle))?.energy)
    }

    /// The vehicle's fill-ups in memory, in the order a store reads them.
    func fills(of vehicle: Vehicle) -> [FillUp] {
        expenses.filter { $0.vehicleID == vehicle.id }.compactMap { $0.fillUp(of: vehicle) }
            .sorted { ($0.ruleOrder.day, $0.ruleOrder.odometer, $0.id.rawValue) < ($1.ruleOrder.day, $1.ruleOrder.odometer, $1.id.rawValue) }
    }

    /// The fill-ups of its main energy that a vehicle's latest economy depends on, taken from the
    /// records in memory in the order a store reads them (day, odometer with the fills without one
    /// last, id): the same rows a store fetches.
    public func latestFuelWindow(of vehicle: Vehicle) -> [FillUp] {
        guard let energy = mainEnergy(of: vehicle) else { return [] }
        return FuelEconomy.latestSegmentWindow(of: fills(of: vehicle), energy: energy)
    }

    /// The status of every maintenance item of the vehicle on `today`, next one first
    /// (see `MaintenanceStatus.comesBefore`).
    public func maintenanceStatuses(for vehicleID: GarageID, today: CalendarDay) -> [MaintenanceStatus] {
        guard let vehicle = vehicle(id: vehicleID) else { return [] }
        return VehicleDashboard(dashboardInputs(of: vehicle, today: today), today: today).maintenance
    }

    /// The vehicle's next maintenance on `today`: the first of `maintenanceStatuses`.
    public func nextMaintenance(for vehicleID: GarageID, today: CalendarDay) -> MaintenanceStatus? {
        maintenanceStatuses(for: vehicleID, today: today).first
    }

    /// Every deadline and maintenance item of every vehicle (or of one) with its state on `today`
    /// (see `Dashboard.alerts(vehicleID:)`).
    public func alerts(today: CalendarDay, vehicleID: GarageID? = nil) -> [DashboardAlert] {
        dashboard(today: today).alerts(vehicleID: vehicleID)
    }

    /// Spending per month in the home currency (see `SpendRecords.monthlySpend(vehicleID:rates:)`).
    public func monthlySpend(vehicleID: GarageID? = nil, today: CalendarDay, rates: ExchangeRates) -> MonthlySpend {
        spendRecords(today: today).monthlySpend(vehicleID: vehicleID, rates: rates)
    }

    /// `monthlySpend` for all vehicles (key `nil`) and for each (see `SpendRecords.monthlySpends(rates:)`).
    public func monthlySpends(today: CalendarDay, rates: ExchangeRates) -> [GarageID?: MonthlySpend] {
        spendRecords(today: today).monthlySpends(rates: rates)
    }
}
