import Foundation

/// A counted stretch between two full fill-ups: the distance driven and every drop bought along it.
///
/// The tank was full at `start` and full again at `end`, so what went in over the stretch (the partial
/// fills after `start`, plus `end` itself) is exactly what the vehicle used over `distance`. The volume
/// of `start` is not part of it: that fuel was used before the stretch began. Both ends have an odometer
/// reading; fills between them may have none (their fuel counts all the same).
public struct FuelSegment: Hashable, Sendable {
    /// The full fill-up the stretch starts from.
    public let start: FillUp
    /// The fills whose quantity the stretch counts: its partial fills in order, then the closing full fill.
    public let fills: [FillUp]
    /// The vehicle's distance unit, the unit of `distance`.
    public let distanceUnit: DistanceUnit
    /// The distance driven, in kilometres, exact.
    public let kilometres: Decimal
    /// The quantity used, in the energy's base unit (litres or kWh), exact.
    public let quantity: Decimal
    /// The distance driven, in the vehicle's unit (always more than zero in a counted segment).
    public let distance: Int

    /// Creates a segment; `fills` must end with the closing full fill (the rule builds these).
    init(start: FillUp, fills: [FillUp], distanceUnit: DistanceUnit) {
        precondition(!fills.isEmpty, "a segment closes at a fill-up")
        guard let from = start.odometer, let to = fills[fills.count - 1].odometer else {
            preconditionFailure("a segment runs between two odometer readings")
        }
        self.start = start
        self.fills = fills
        self.distanceUnit = distanceUnit
        self.distance = to - from
        self.kilometres = Decimal(to - from) * distanceUnit.kilometresPerUnit
        self.quantity = fills.reduce(Decimal(0)) { $0 + $1.volume.inBaseUnit }
    }

    /// The full fill-up that closes the stretch; the figure is shown against it.
    public var end: FillUp { fills[fills.count - 1] }

    /// The energy of the stretch's fills (one chain of the rule).
    public var energy: Energy { end.energy }

    /// The consumption in `unit`, or `nil` when `unit` measures another kind of energy.
    public func consumption(in unit: EconomyUnit) -> Decimal? {
        guard unit.energy == energy.measure else { return nil }
        return unit.value(quantity: quantity, kilometres: kilometres)
    }
}
