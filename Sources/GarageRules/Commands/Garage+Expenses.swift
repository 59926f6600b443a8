import WidgetContract

extension Garage {
    /// Adds an expense (see `Expense.new`); returns it.
    public mutating func addExpense(
        _ draft: ExpenseDraft, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> Expense {
        let vehicle = try signedInVehicle(draft.vehicleID)
        let neighbours = draft.odometer.map { _ in ReadingNeighbours(of: draft.date, in: readings(for: vehicle.id)) }
        let expense = try Expense.new(ids: ids, draft: draft, vehicle: vehicle, today: today, neighbours: neighbours)
        try claim([expense.id])
        expenses.append(expense)
        return expense
    }

    /// The expense in `currency` (the home currency by default) at its own date, or `nil` without a rate.
    public func converted(
        _ expense: Expense, to currency: CurrencyCode? = nil, rates: ExchangeRates
    ) -> Money? {
        expense.converted(to: currency ?? homeCurrency, rates: rates)
    }
}
