import WidgetContract

extension Garage {
    /// Every deadline and maintenance item of every vehicle (or of one) with its state on `today`,
    /// most urgent first (see `DashboardAlert.comesBefore`). Items in the `ok` state are included;
    /// maintenance items without a due point (`hasDuePoint`) are not.
    public func alerts(today: CalendarDay, vehicleID: GarageID? = nil) -> [DashboardAlert] {
        var result: [DashboardAlert] = []
        for vehicle in vehicles where vehicleID == nil || vehicle.id == vehicleID {
            for deadline in deadlines where deadline.vehicleID == vehicle.id {
                result.append(DashboardAlert(
                    subject: .deadline(deadline), vehicleID: vehicle.id, state: deadline.state(on: today)))
            }
            for status in maintenanceStatuses(for: vehicle.id, today: today) where status.hasDuePoint {
                result.append(DashboardAlert(subject: .maintenance(status), vehicleID: vehicle.id, state: status.state))
            }
        }
        return result.sorted(by: DashboardAlert.comesBefore)
    }

    /// Spending per month in the home currency for the `MonthlySpend.monthCount` (6) local calendar
    /// months ending with the month of `today`, for one vehicle or (with `nil`) all of them.
    ///
    /// Each expense is converted at its own date with `rates` (its user rate wins) and rounded to the
    /// home currency's minor unit, half to even; the month's total is the sum of those. An expense
    /// without an applicable rate is counted in the month's `unconvertedExpenseIDs`, never converted at
    /// another date's rate.
    public func monthlySpend(vehicleID: GarageID? = nil, today: CalendarDay, rates: ExchangeRates) -> MonthlySpend {
        let current = today.calendarMonth
        let months = (0..<MonthlySpend.monthCount).map { current.adding(months: $0 - (MonthlySpend.monthCount - 1)) }
        let first = months[0].firstDay
        let last = current.lastDay
        var totals = [CalendarMonth: Int]()
        var counts = [CalendarMonth: Int]()
        var missing = [CalendarMonth: [GarageID]]()
        for expense in expenses where (vehicleID == nil || expense.vehicleID == vehicleID)
            && expense.date >= first && expense.date <= last {
            let month = expense.date.calendarMonth
            counts[month, default: 0] += 1
            if let amount = converted(expense, rates: rates) {
                totals[month, default: 0] += amount.minorUnits
            } else {
                missing[month, default: []].append(expense.id)
            }
        }
        return MonthlySpend(
            vehicleID: vehicleID, currency: homeCurrency,
            months: months.map { month in
                MonthlySpend.Month(
                    month: month, total: Money(minorUnits: totals[month] ?? 0, currency: homeCurrency),
                    recordCount: counts[month] ?? 0, unconvertedExpenseIDs: missing[month] ?? [])
            })
    }
}
