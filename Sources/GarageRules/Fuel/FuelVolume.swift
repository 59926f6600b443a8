import Foundation

/// An exact quantity of fuel or charge as bought: `42.5 l`, `11.913 us-gal`, `38.2 kwh`.
public struct FuelVolume: Hashable, Codable, Sendable {
    /// The amount, exactly as entered.
    public var amount: Decimal
    /// The unit it was entered in.
    public var unit: VolumeUnit

    /// Creates a quantity (no validation; the rules treat zero or less as a data problem).
    public init(_ amount: Decimal, _ unit: VolumeUnit) {
        self.amount = amount
        self.unit = unit
    }

    /// The energy it measures.
    public var energy: FuelEnergy { unit.energy }

    /// The quantity in the energy's base unit (litres or kilowatt-hours): one exact multiplication, since
    /// every factor has at most 9 decimals and `Decimal` holds 38 digits.
    public var inBaseUnit: Decimal { amount * unit.baseUnitsPerUnit }
}
