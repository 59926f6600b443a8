/// What makes a fuel expense a fill-up the economy can read: the unit of its quantity, whether it
/// filled the tank, and whether the fill-up before it went unrecorded.
///
/// A fuel record is an expense whose `fuelQuantity` is set: its cost is the expense itself (any
/// currency, converted as every expense is), its odometer the expense's reading, checked as every
/// reading is. Quantities stored before units existed (schema 8 and older) are read in the unit the
/// vehicle's distance unit implies (`legacy(for:)`), and kept exactly as they were typed.
public struct FuelFill: Hashable, Codable, Sendable {
    /// The unit `fuelQuantity` is in.
    public var unit: VolumeUnit
    /// Whether the tank (or battery) was filled to full; `false` for a partial fill.
    public var isFull: Bool
    /// Whether at least one fill-up before this one was never recorded.
    public var missedPrevious: Bool
    /// The energy bought, when someone said it (`fuel add --energy`, the vehicle's stated energies, an
    /// import's fuel type); `nil` when nobody did, and then the vehicle's energy for the unit stands
    /// for it (`Vehicle.energy(of:)`), so that saying later what the vehicle runs on names these too.
    public var energy: Energy?
    /// Whether the fill's cost was not given (`true`: its zero amount is no price), given (`false`:
    /// even a zero amount is a price, a free charge), or not said (`nil`, fills stored before the flag:
    /// a zero amount then reads as not given, as it always did). It counts only at a zero amount: see
    /// `Expense.knownCost`.
    public var costUnknown: Bool?

    /// Creates the facts of a fill (a full tank with no missed fill-up before it by default).
    public init(
        unit: VolumeUnit, isFull: Bool = true, missedPrevious: Bool = false, energy: Energy? = nil, costUnknown: Bool? = nil
    ) {
        self.unit = unit
        self.isFull = isFull
        self.missedPrevious = missedPrevious
        self.energy = energy
        self.costUnknown = costUnknown
    }

    /// How a quantity stored without a unit is read: US gallons on a vehicle counted in miles (the
    /// only imports that wrote one, LubeLogger's US exports, are in gallons), litres otherwise; a
    /// full tank with nothing missed, as every app assumes of a row that says neither.
    public static func legacy(for distanceUnit: DistanceUnit) -> FuelFill {
        FuelFill(unit: distanceUnit == .miles ? .usGallons : .litres)
    }
}
