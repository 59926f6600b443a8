import Foundation
import GarageRules
import WidgetContract

/// Adds a fuel record: a fill-up (or charge) with its quantity, unit, tank flags and the odometer at
/// the fill, stored as a fuel expense whose amount is the cost.
///
/// The odometer is a reading like every other and is checked against its two neighbouring readings
/// (as a service's or an expense's is). Without a cost the expense's amount is zero in the home
/// currency and the fill says its cost is unknown (`FuelFill.costUnknown`), which the economy never
/// reads as free; `--cost 0 EUR` is a free charge.
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
    /// The energy bought (`--energy`); when `nil`, the vehicle's for the unit.
    public var energy: Energy?

    /// A fill-up.
    public init(
        vehicle: String, volume: FuelVolume, odometer: OdometerMark, isFull: Bool = true, missedPrevious: Bool = false,
        cost: Money? = nil, date: CalendarDay? = nil, note: String? = nil, rate: String? = nil, energy: Energy? = nil
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
        self.energy = energy
    }

    public var label: String { "fuel add" }

    public func apply(in context: ChangeContext) throws -> Expense {
        let home = try context.store.preferences.load().homeCurrency
        if cost == nil, rate != nil { throw GarageError.invalidFuelRecord(.rateWithoutCost) }
        let found = try context.vehicle(matching: vehicle)
        // Checked as said (the energy named, else the vehicle's for the unit), before anything is written.
        let said = FuelFill(unit: volume.unit, energy: energy)
        try said.checkEnergyMeasure()
        let firstFill = try context.store.records.firstFillEnergy(of: found)
        try found.checkEnergy(of: said, firstFill: firstFill)
        var runsOn = found
        if let energy, found.energies.isEmpty {
            // A fill that names its energy on a vehicle that never said what it runs on says it: the
            // vehicle then runs on what it ran on so far, and on this.
            let before = found.runsOn(firstFill: firstFill)
            runsOn = try EditVehicle(vehicle: found.id.rawValue, energies: before.contains(energy) ? before : before + [energy])
                .apply(in: context)
        }
        // Stored as the vehicle now has it: a fill of its only energy of the kind names none, so that a
        // later correction of what the vehicle runs on names it too.
        let fill = FuelFill(
            unit: volume.unit, isFull: isFull, missedPrevious: missedPrevious,
            energy: runsOn.storedEnergy(named: energy, unit: volume.unit), costUnknown: cost == nil)
        let expense = AddExpense(
            vehicle: found.id.rawValue, amount: cost ?? .zero(home), date: date, category: .fuel, note: note,
            odometer: odometer, fuelQuantity: volume.amount, fuelFill: fill, rate: rate)
        return try expense.apply(in: context)
    }
}
