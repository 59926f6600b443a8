import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// Edits a fuel record: each given field replaces the stored one, and the result is checked as a
/// new fuel record is (its odometer against its neighbours without itself). An id of an expense
/// without a quantity is not a fuel record and is refused.
public struct EditFuel: LogbookChange {
    /// The fuel record's id.
    public var id: String
    /// A new quantity with its unit.
    public var volume: FuelVolume?
    /// A new odometer at the fill.
    public var odometer: OdometerMark?
    /// A new full-tank flag.
    public var isFull: Bool?
    /// A new missed-previous flag.
    public var missedPrevious: Bool?
    /// A new cost, in its currency.
    public var cost: Money?
    /// A new day.
    public var date: CalendarDay?
    /// A new note (empty clears it).
    public var note: String?
    /// A new energy.
    public var energy: Energy?

    /// An edit.
    public init(
        id: String, volume: FuelVolume? = nil, odometer: OdometerMark? = nil, isFull: Bool? = nil,
        missedPrevious: Bool? = nil, cost: Money? = nil, date: CalendarDay? = nil, note: String? = nil, energy: Energy? = nil
    ) {
        self.id = id
        self.volume = volume
        self.odometer = odometer
        self.isFull = isFull
        self.missedPrevious = missedPrevious
        self.cost = cost
        self.date = date
        self.note = note
        self.energy = energy
    }

    public var label: String { "fuel edit" }

    public func apply(in context: ChangeContext) throws -> Expense {
        let (stored, vehicle) = try context.record("fuel record", id: id, context.store.records.fuelRecord, vehicleOf: \.vehicleID)
        // Safe: a fuel record always has its quantity and, once loaded, its fill facts.
        var fill = stored.fuelFill ?? FuelFill(unit: .litres)
        if let volume {
            // A quantity of another kind (litres for kWh) cannot keep the energy it named.
            if volume.unit.energy != fill.unit.energy, energy == nil { fill.energy = nil }
            fill.unit = volume.unit
        }
        // A cost given now is a price, even zero.
        if cost != nil { fill.costUnknown = false }
        if let isFull { fill.isFull = isFull }
        if let missedPrevious { fill.missedPrevious = missedPrevious }
        if energy != nil || volume != nil {
            fill.energy = vehicle.storedEnergy(named: energy ?? fill.energy, unit: fill.unit)
            try fill.checkEnergyMeasure()
            try vehicle.checkEnergy(of: fill, firstFill: try context.store.records.firstFillEnergy(of: vehicle, excluding: stored.id))
        }
        let edit = EditExpense(
            id: id, amount: cost, date: date, note: note, odometer: odometer.map { .some($0) },
            fuelQuantity: volume.map { .some($0.amount) }, fuelFill: fill)
        return try edit.apply(in: context)
    }
}
