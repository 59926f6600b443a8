import Foundation
import WidgetContract

extension Garage {
    /// Adds an expense; returns it.
    ///
    /// Refused when the vehicle is not writable, the date is after `today`, the amount is negative,
    /// the fuel quantity is not positive (or too long to store), or the odometer fails `validateReading`.
    public mutating func addExpense(
        _ draft: ExpenseDraft, today: CalendarDay, ids: IdentifierSource
    ) throws(GarageError) -> Expense {
        _ = try writableVehicle(draft.vehicleID)
        guard draft.date <= today else { throw .futureDate(draft.date, today: today) }
        guard draft.amount.minorUnits >= 0 else { throw .negativeAmount(draft.amount.amountText) }
        if let quantity = draft.fuelQuantity, !ExchangeRate.isStorable(quantity) {
            throw .invalidNumber(field: "fuel quantity", value: "\(quantity)")
        }
        if let mark = draft.odometer {
            try validateReading(
                vehicleID: draft.vehicleID, value: mark.value, date: draft.date, isCorrection: mark.isCorrection,
                today: today)
        }
        let expense = Expense(
            id: try newID(ids), vehicleID: draft.vehicleID, date: draft.date, amount: draft.amount,
            category: draft.category, note: Self.cleaned(draft.note), odometer: draft.odometer,
            fuelQuantity: draft.fuelQuantity, userRate: draft.userRate)
        expenses.append(expense)
        return expense
    }

    /// The expense in `currency` (the home currency by default) at its own date, or `nil` without a rate.
    public func converted(
        _ expense: Expense, to currency: CurrencyCode? = nil, rates: ExchangeRates
    ) -> Money? {
        rates.convert(expense.amount, to: currency ?? homeCurrency, on: expense.date, userRate: expense.userRate)
    }
}
