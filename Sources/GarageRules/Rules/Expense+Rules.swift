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
        try vehicle.requireWritable()
        guard draft.date <= today else { throw .futureDate(draft.date, today: today) }
        guard draft.amount.minorUnits >= 0 else { throw .negativeAmount(draft.amount.amountText) }
        if let quantity = draft.fuelQuantity, !ExchangeRate.isStorable(quantity) {
            throw .invalidNumber(field: "fuel quantity", value: "\(quantity)")
        }
        if let mark = draft.odometer {
            try (neighbours ?? ReadingNeighbours(previous: nil, next: nil)).check(
                value: mark.value, date: draft.date, isCorrection: mark.isCorrection, today: today)
        }
        return Expense(
            id: ids.next(), vehicleID: vehicle.id, date: draft.date, amount: draft.amount, category: draft.category,
            note: try TextField.note.checked(draft.note), odometer: draft.odometer, fuelQuantity: draft.fuelQuantity,
            userRate: draft.userRate)
    }
}
