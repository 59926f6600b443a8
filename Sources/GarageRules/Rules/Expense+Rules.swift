import WidgetContract

extension Expense {
    /// An expense from a draft, checked.
    ///
    /// Refused when the vehicle is read-only for the account, the date is after `today`, the amount
    /// is negative, the fuel quantity is not positive (or too long to store), or the odometer does not
    /// fit `neighbours` (fetched with `ReadingNeighbours.probes(around: draft.date)`, needed only when
    /// the draft carries an odometer).
    public static func new(
        ids: IdentifierSource, draft: ExpenseDraft, vehicle: Vehicle, today: CalendarDay, neighbours: ReadingNeighbours?
    ) throws(GarageError) -> Expense {
        let expense = Expense(
            id: GarageID(rawValue: "new")!, vehicleID: vehicle.id, date: draft.date, amount: draft.amount,
            category: draft.category, note: draft.note, odometer: draft.odometer, fuelQuantity: draft.fuelQuantity,
            fuelFill: draft.fuelFill, userRate: draft.userRate)
        // The id is drawn only once the checks pass, so a refused change draws none.
        let checked = try expense.checked(vehicle: vehicle, today: today, neighbours: neighbours)
        return Expense(
            id: ids.next(), vehicleID: checked.vehicleID, date: checked.date, amount: checked.amount,
            category: checked.category, note: checked.note, odometer: checked.odometer, fuelQuantity: checked.fuelQuantity,
            fuelFill: checked.fuelFill, userRate: checked.userRate)
    }

    /// The expense as it may be stored, added or edited alike (see `new`); an edit's `neighbours`
    /// leave the expense itself out.
    public func checked(vehicle: Vehicle, today: CalendarDay, neighbours: ReadingNeighbours?) throws(GarageError) -> Expense {
        try vehicle.requireWritable()
        guard date <= today else { throw .futureDate(date, today: today) }
        guard amount.minorUnits >= 0 else { throw .negativeAmount(amount.amountText) }
        var expense = try validatedFields(today: today)
        if let mark = odometer {
            try (neighbours ?? ReadingNeighbours(previous: nil, next: nil)).check(
                value: mark.value, date: date, isCorrection: mark.isCorrection, today: today)
        }
        // A quantity given without its unit (the `expense add --fuel` of before fuel records) is read as
        // the vehicle's distance unit implies, as the schema-9 migration read the stored ones.
        if expense.fuelQuantity != nil, expense.fuelFill == nil { expense.fuelFill = .legacy(for: vehicle.distanceUnit) }
        if expense.fuelQuantity == nil { expense.fuelFill = nil }
        try expense.fuelFill?.checkEnergyMeasure()
        return expense
    }
}
