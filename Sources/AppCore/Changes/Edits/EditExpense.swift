import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// Edits an expense: each given field replaces the stored one (a double optional clears an optional
/// field), and the result is checked as a new expense is, its odometer against its neighbours
/// without itself.
public struct EditExpense: LogbookChange {
    /// The expense's id.
    public var id: String
    /// A new amount (in its currency).
    public var amount: Money?
    /// A new day.
    public var date: CalendarDay?
    /// A new category.
    public var category: ExpenseCategory?
    /// A new note (empty clears it).
    public var note: String?
    /// A new odometer, or `.some(nil)` to clear it.
    public var odometer: OdometerMark??
    /// A new fuel quantity, or `.some(nil)` to clear it.
    public var fuelQuantity: Decimal??
    /// New unit and tank facts of the fuel quantity.
    public var fuelFill: FuelFill?
    /// A new user rate as typed, or `.some(nil)` to clear it.
    public var rate: String??

    /// An edit.
    public init(
        id: String, amount: Money? = nil, date: CalendarDay? = nil, category: ExpenseCategory? = nil, note: String? = nil,
        odometer: OdometerMark?? = nil, fuelQuantity: Decimal?? = nil, fuelFill: FuelFill? = nil,
        rate: String?? = nil
    ) {
        self.id = id
        self.amount = amount
        self.date = date
        self.category = category
        self.note = note
        self.odometer = odometer
        self.fuelQuantity = fuelQuantity
        self.fuelFill = fuelFill
        self.rate = rate
    }

    public var label: String { "expense edit" }

    public func apply(in context: ChangeContext) throws -> Expense {
        let (stored, vehicle) = try context.record(.expense, id: id, context.store.records.expense, vehicleOf: \.vehicleID)
        var expense = stored
        expense.amount = amount ?? expense.amount
        expense.date = date ?? expense.date
        expense.category = category ?? expense.category
        expense.note = note ?? expense.note
        if let odometer { expense.odometer = odometer }
        if let fuelQuantity { expense.fuelQuantity = fuelQuantity }
        if let fuelFill { expense.fuelFill = fuelFill }
        if let rate {
            let home = try context.store.preferences.load().homeCurrency
            expense.userRate = try rate.map { text throws(GarageError) in try UserRate(parsing: text, quote: home) }
        }
        // Its reading is checked against its neighbours when it moves (see `EditOdometerEntry`).
        let moved = expense.odometer != stored.odometer || (expense.odometer != nil && expense.date != stored.date)
        let neighbours = try expense.odometer.map { _ in
            moved
                ? try context.store.readings.neighbours(
                    vehicleID: vehicle.id, around: expense.date, excluding: ReadingSourceID(source: .expense, id: expense.id))
                : ReadingNeighbours(previous: nil, next: nil)
        }
        let checked = try expense.checked(vehicle: vehicle, today: try context.today(), neighbours: neighbours)
        try context.store.records.update(checked)
        return checked
    }
}
