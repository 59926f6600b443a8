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
        let window = SpendWindow(today: today)
        var tally = SpendTally()
        for expense in expenses where (vehicleID == nil || expense.vehicleID == vehicleID) && window.contains(expense.date) {
            tally.add(expense, converted: converted(expense, rates: rates))
        }
        return tally.spend(vehicleID: vehicleID, currency: homeCurrency, window: window)
    }

    /// `monthlySpend` for all vehicles (key `nil`) and for each vehicle, in one pass that converts
    /// each expense once: what a snapshot shows, without reading the window once per vehicle.
    public func monthlySpends(today: CalendarDay, rates: ExchangeRates) -> [GarageID?: MonthlySpend] {
        let window = SpendWindow(today: today)
        var all = SpendTally()
        var byVehicle: [GarageID: SpendTally] = [:]
        for expense in expenses where window.contains(expense.date) {
            let amount = converted(expense, rates: rates)
            all.add(expense, converted: amount)
            byVehicle[expense.vehicleID, default: SpendTally()].add(expense, converted: amount)
        }
        var result: [GarageID?: MonthlySpend] = [nil: all.spend(vehicleID: nil, currency: homeCurrency, window: window)]
        for vehicle in vehicles {
            result[vehicle.id] = (byVehicle[vehicle.id] ?? SpendTally())
                .spend(vehicleID: vehicle.id, currency: homeCurrency, window: window)
        }
        return result
    }
}
