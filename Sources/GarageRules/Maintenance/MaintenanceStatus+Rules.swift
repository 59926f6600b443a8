import WidgetContract

extension MaintenanceStatus {
    /// The status of `item` on `today`, from exactly the facts it depends on: its history (latest
    /// service and base reading), the vehicle's current odometer and its forecast.
    ///
    /// The state is the more urgent of the date state and the distance state. The distance state
    /// compares the odometer expected on `today` (`DistanceForecast.projectedOdometer(on:)`, when the
    /// forecast is current) as well as the recorded one: the projection that gives `projectedDate` also
    /// gives the state, so an item projected to reach its warning odometer by today is due soon and one
    /// projected past its due odometer is overdue, however old the last reading. The basis is distance
    /// when there is no due date, when the distance is more urgent, or when the forecast projects the
    /// due odometer before the due date; time otherwise.
    public init(
        item: MaintenanceItem, distanceUnit: DistanceUnit, history: MaintenanceHistory, current: OdometerReading?,
        forecast: DistanceForecast, today: CalendarDay
    ) {
        let due = DuePoint(of: item, history: history)
        let warningDistance = item.effectiveWarningDistance(unit: distanceUnit)
        let warningFrom = due.date?.adding(days: -item.effectiveWarningDays)
        var dateState: AlertState?
        if let dueDate = due.date, let warningFrom {
            dateState = AlertState(today: today, dueDate: dueDate, warningFrom: warningFrom)
        }
        let expected = forecast.projectedOdometer(on: today)
        var distanceState: AlertState?
        if let dueOdometer = due.odometer {
            // The latest reading can be dated after today (an import) or be a lower correction than
            // the series the forecast projects from: the more urgent of the two counts.
            distanceState = [current?.value, expected].compactMap { $0 }
                .map { AlertState(odometer: $0, dueOdometer: dueOdometer, warningDistance: warningDistance) }.max()
        }
        let projected = due.odometer.flatMap { forecast.projectedDay(reaching: $0) }

        let basis: Basis
        switch (due.date, due.odometer) {
        case (nil, _): basis = .distance
        case (_, nil): basis = .time
        case let (dueDate?, _):
            let byDate = dateState ?? .ok
            let byDistance = distanceState ?? .ok
            if byDistance != byDate {
                basis = byDistance > byDate ? .distance : .time
            } else if let projected, projected < dueDate {
                basis = .distance
            } else {
                basis = .time
            }
        }
        self.init(
            item: item, distanceUnit: distanceUnit, lastService: history.lastService, dueDate: due.date,
            dueOdometer: due.odometer, warningFrom: warningFrom, warningOdometer: due.odometer.map { $0 - warningDistance },
            currentOdometer: current?.value, projectedDate: projected, forecastStatus: forecast.status,
            state: max(dateState ?? .ok, distanceState ?? .ok), basis: basis,
            projectedOdometer: due.odometer == nil ? nil : expected)
    }
}
