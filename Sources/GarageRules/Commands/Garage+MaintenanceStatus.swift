import WidgetContract

extension Garage {
    /// The status of every maintenance item of the vehicle on `today`, next one first
    /// (see `MaintenanceStatus.comesBefore`).
    public func maintenanceStatuses(for vehicleID: GarageID, today: CalendarDay) -> [MaintenanceStatus] {
        guard let vehicle = vehicle(id: vehicleID) else { return [] }
        let history = readings(for: vehicleID)
        let forecast = DistanceForecast(readings: history, today: today)
        return maintenanceItems.filter { $0.vehicleID == vehicleID }
            .map { status(of: $0, vehicle: vehicle, readings: history, forecast: forecast, today: today) }
            .sorted(by: MaintenanceStatus.comesBefore)
    }

    /// The vehicle's next maintenance on `today`: the first of `maintenanceStatuses`.
    public func nextMaintenance(for vehicleID: GarageID, today: CalendarDay) -> MaintenanceStatus? {
        maintenanceStatuses(for: vehicleID, today: today).first
    }

    /// The latest service of an item: by date, then odometer, then id.
    public func lastService(of itemID: GarageID) -> ServiceRecord? {
        services.filter { $0.itemID == itemID }.max { lhs, rhs in
            (lhs.date, lhs.odometer?.value ?? -1, lhs.id) < (rhs.date, rhs.odometer?.value ?? -1, rhs.id)
        }
    }

    func maintenanceStatus(of item: MaintenanceItem, vehicle: Vehicle, today: CalendarDay) -> MaintenanceStatus {
        let history = readings(for: vehicle.id)
        return status(
            of: item, vehicle: vehicle, readings: history,
            forecast: DistanceForecast(readings: history, today: today), today: today)
    }

    private func status(
        of item: MaintenanceItem, vehicle: Vehicle, readings history: [OdometerReading],
        forecast: DistanceForecast, today: CalendarDay
    ) -> MaintenanceStatus {
        let last = lastService(of: item.id)
        var dueDate: CalendarDay?
        var dueOdometer: Int?
        if let last {
            dueDate = item.intervalMonths.map { last.date.adding(months: $0) }
            // A service logged without an odometer starts its interval at the reading of that day or before.
            let base = last.odometer?.value ?? history.last(where: { $0.date <= last.date })?.value
            if let interval = item.intervalDistance, let base { dueOdometer = base + interval }
        } else {
            dueDate = item.firstDueDate ?? item.intervalMonths.map { item.startDate.adding(months: $0) }
            let base = item.startOdometer ?? history.first(where: { $0.date >= item.startDate })?.value
            dueOdometer = item.firstDueOdometer ?? item.intervalDistance.flatMap { interval in base.map { $0 + interval } }
        }
        if let postponed = item.postponement {
            dueDate = postponed.dueDate ?? dueDate
            dueOdometer = postponed.dueOdometer ?? dueOdometer
        }

        let current = history.last?.value
        let warningFrom = dueDate?.adding(days: -item.effectiveWarningDays)
        let warningOdometer = dueOdometer.map { $0 - item.effectiveWarningDistance(unit: vehicle.distanceUnit) }
        var dateState: AlertState?
        if let dueDate, let warningFrom {
            dateState = AlertState(today: today, dueDate: dueDate, warningFrom: warningFrom)
        }
        var distanceState: AlertState?
        if let dueOdometer, let current {
            distanceState = AlertState(
                odometer: current, dueOdometer: dueOdometer,
                warningDistance: item.effectiveWarningDistance(unit: vehicle.distanceUnit))
        }
        let projected = dueOdometer.flatMap { forecast.projectedDay(reaching: $0) }

        let basis: MaintenanceStatus.Basis
        switch (dueDate, dueOdometer) {
        case (nil, _): basis = .distance
        case (_, nil): basis = .time
        case let (due?, _):
            let byDate = dateState ?? .ok
            let byDistance = distanceState ?? .ok
            if byDistance != byDate {
                basis = byDistance > byDate ? .distance : .time
            } else if let projected, projected < due {
                basis = .distance
            } else {
                basis = .time
            }
        }
        return MaintenanceStatus(
            item: item, distanceUnit: vehicle.distanceUnit, lastService: last, dueDate: dueDate,
            dueOdometer: dueOdometer, warningFrom: warningFrom, warningOdometer: warningOdometer,
            currentOdometer: current, projectedDate: projected, forecastStatus: forecast.status,
            state: max(dateState ?? .ok, distanceState ?? .ok), basis: basis)
    }
}
