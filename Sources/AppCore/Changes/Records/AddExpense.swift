import Foundation
import GarageRules
import WidgetContract

/// Adds an expense; an odometer given with it is checked against its two neighbouring readings only.
public struct AddExpense: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The amount paid, in its currency.
    public var amount: Money
    /// The day paid; today when `nil`.
    public var date: CalendarDay?
    /// The category.
    public var category: ExpenseCategory
    /// A note.
    public var note: String?
    /// The odometer when paid.
    public var odometer: OdometerMark?
    /// The fuel quantity bought.
    public var fuelQuantity: Decimal?
    /// The unit and tank facts of the fuel quantity; read from the vehicle's distance unit when `nil`.
    public var fuelFill: FuelFill?
    /// The user's own rate, as typed: units of the home currency per 1 of the amount's currency.
    public var rate: String?

    /// An expense.
    public init(
        vehicle: String, amount: Money, date: CalendarDay? = nil, category: ExpenseCategory = .other,
        note: String? = nil, odometer: OdometerMark? = nil, fuelQuantity: Decimal? = nil, fuelFill: FuelFill? = nil,
        rate: String? = nil
    ) {
        self.vehicle = vehicle
        self.amount = amount
        self.date = date
        self.category = category
        self.note = note
        self.odometer = odometer
        self.fuelQuantity = fuelQuantity
        self.fuelFill = fuelFill
        self.rate = rate
    }

    public var label: String { "expense add" }

    public func apply(in context: ChangeContext) throws -> Expense {
        let found = try context.vehicle(matching: vehicle)
        let home = try context.store.preferences.load().homeCurrency
        let userRate = try rate.map { text throws(GarageError) in try UserRate(parsing: text, quote: home) }
        let draft = ExpenseDraft(
            vehicleID: found.id, date: try date ?? context.today(), amount: amount, category: category, note: note,
            odometer: odometer, fuelQuantity: fuelQuantity, fuelFill: fuelFill, userRate: userRate)
        let neighbours = try odometer.map { _ in try context.store.readings.neighbours(vehicleID: found.id, around: draft.date) }
        let expense = try Expense.new(ids: context.ids, draft: draft, vehicle: found, today: try context.today(), neighbours: neighbours)
        try context.claim([expense.id])
        try context.store.records.insert(expense)
        return expense
    }
}
