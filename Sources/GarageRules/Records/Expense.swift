import Foundation
import WidgetContract

/// Money spent on a vehicle on a day, in the currency it was paid in.
public struct Expense: Hashable, Codable, Sendable, Identifiable {
    /// The expense's id.
    public let id: GarageID
    /// The vehicle it was spent on.
    public let vehicleID: GarageID
    /// The local calendar day it was paid.
    public var date: CalendarDay
    /// The amount, in the currency paid.
    public var amount: Money
    /// What it was for.
    public var category: ExpenseCategory
    /// An optional note.
    public var note: String?
    /// The odometer at the time, if the user gave it (it then counts as a reading).
    public var odometer: OdometerMark?
    /// Fuel bought, exactly as entered, in `fuelFill`'s unit: set, the expense is a fuel record.
    public var fuelQuantity: Decimal?
    /// The unit and tank facts of `fuelQuantity` (set whenever it is; see `FuelFill`).
    public var fuelFill: FuelFill?
    /// A rate the user gave; it wins over the ECB table.
    public var userRate: UserRate?
    /// The service this expense is the cost of, when it was created by logging a service.
    public var serviceID: GarageID?

    /// Creates an expense value (no validation; `Expense.new` checks user input).
    public init(
        id: GarageID, vehicleID: GarageID, date: CalendarDay, amount: Money, category: ExpenseCategory = .other,
        note: String? = nil, odometer: OdometerMark? = nil, fuelQuantity: Decimal? = nil, fuelFill: FuelFill? = nil,
        userRate: UserRate? = nil, serviceID: GarageID? = nil
    ) {
        self.id = id
        self.vehicleID = vehicleID
        self.date = date
        self.amount = amount
        self.category = category
        self.note = note
        self.odometer = odometer
        self.fuelQuantity = fuelQuantity
        self.fuelFill = fuelQuantity == nil ? nil : fuelFill
        self.userRate = userRate
        self.serviceID = serviceID
    }
}
