import Foundation
import WidgetContract

/// What a user gives to add an expense; `Expense.new` checks it and draws the id.
public struct ExpenseDraft: Hashable, Codable, Sendable {
    /// The vehicle.
    public var vehicleID: GarageID
    /// The day paid; not after today.
    public var date: CalendarDay
    /// The amount; zero or more.
    public var amount: Money
    /// What it was for.
    public var category: ExpenseCategory
    /// An optional note.
    public var note: String?
    /// The odometer at the time (validated as a reading).
    public var odometer: OdometerMark?
    /// Fuel bought; positive when given.
    public var fuelQuantity: Decimal?
    /// The unit and tank facts of the fuel quantity (required with it).
    public var fuelFill: FuelFill?
    /// A rate the user gave.
    public var userRate: UserRate?

    /// Creates a draft.
    public init(
        vehicleID: GarageID, date: CalendarDay, amount: Money, category: ExpenseCategory = .other,
        note: String? = nil, odometer: OdometerMark? = nil, fuelQuantity: Decimal? = nil, fuelFill: FuelFill? = nil,
        userRate: UserRate? = nil
    ) {
        self.vehicleID = vehicleID
        self.date = date
        self.amount = amount
        self.category = category
        self.note = note
        self.odometer = odometer
        self.fuelQuantity = fuelQuantity
        self.fuelFill = fuelFill
        self.userRate = userRate
    }
}
