import Foundation
import GarageRules
import WidgetContract

/// Adds a fuel record: a fill-up (or charge) with its quantity, unit, tank flags and the odometer at
/// the fill, stored as a fuel expense whose amount is the cost.
///
/// The odometer is a reading like every other and is checked against its two neighbouring readings
/// (as a service's or an expense's is). Without a cost the expense's amount is zero in the home
/// currency, which the economy reads as "cost unknown" (`Expense.fillUp`), never as free.
public struct AddFuel: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The quantity bought, with its unit.
    public var volume: FuelVolume
    /// The odometer at the fill.
    public var odometer: OdometerMark
    /// Whether the tank was filled to full (`--partial` says not).
    public var isFull: Bool
    /// Whether the fill-up before this one was not recorded (`--missed`).
    public var missedPrevious: Bool
    /// What it cost, in the currency paid.
    public var cost: Money?
    /// The day; today when `nil`.
    public var date: CalendarDay?
    /// A note.
    public var note: String?
    /// The user's own rate for the cost, as typed.
    public var rate: String?

    /// A fill-up.
    public init(
        vehicle: String, volume: FuelVolume, odometer: OdometerMark, isFull: Bool = true, missedPrevious: Bool = false,
        cost: Money? = nil, date: CalendarDay? = nil, note: String? = nil, rate: String? = nil
    ) {
        self.vehicle = vehicle
        self.volume = volume
        self.odometer = odometer
        self.isFull = isFull
        self.missedPrevious = missedPrevious
        self.cost = cost
        self.date = date
        self.note = note
        self.rate = rate
    }

    public var label: String { "fuel add" }

    public func apply(in context: ChangeContext) throws -> Expense {
        let home = try context.store.preferences.load().homeCurrency
        if cost == nil, rate != nil { throw GarageError.invalidFuelRecord("--rate converts a cost: give --cost AMOUNT CURRENCY") }
        let expense = AddExpense(
            vehicle: vehicle, amount: cost ?? .zero(home), date: date, category: .fuel, note: note, odometer: odometer,
            fuelQuantity: volume.amount,
            fuelFill: FuelFill(unit: volume.unit, isFull: isFull, missedPrevious: missedPrevious), rate: rate)
        return try expense.apply(in: context)
    }
}
