import Foundation
import WidgetContract

/// The economy over several counted segments: their total quantity over their total distance.
///
/// Distance-weighted, never a mean of per-segment figures (hargata/lubelog #132): a 0.22 L top-up's
/// stretch weighs what its distance weighs. And only the counted segments' own distances are summed,
/// never the odometer span from first to last fill (hargata/lubelog #187, where the stretches left out
/// for missed fill-ups kept their distance but lost their fuel, and the average rose above the maximum).
public struct EconomyAverage: Hashable, Sendable {
    /// The segments averaged, in order; never empty.
    public let segments: [FuelSegment]
    /// Their total distance in kilometres, exact.
    public let kilometres: Decimal
    /// Their total quantity in the base unit (litres or kWh), exact.
    public let quantity: Decimal

    /// The average of `segments`, or `nil` when there are none.
    init?(segments: [FuelSegment]) {
        guard !segments.isEmpty else { return nil }
        self.segments = segments
        self.kilometres = segments.reduce(Decimal(0)) { $0 + $1.kilometres }
        self.quantity = segments.reduce(Decimal(0)) { $0 + $1.quantity }
    }

    /// The energy measured.
    public var energy: Energy { segments[0].energy }

    /// The total distance in the vehicle's unit.
    public var distance: Int { segments.reduce(0) { $0 + $1.distance } }

    /// The first and last day of the stretches averaged (from the first segment's start to the last one's end).
    public var days: ClosedRange<CalendarDay> { segments[0].start.day...segments[segments.count - 1].end.day }

    /// The smallest and largest segment figure in `unit`, or `nil` when `unit` measures the other energy.
    public func range(in unit: EconomyUnit) -> ClosedRange<Decimal>? {
        let values = segments.compactMap { $0.consumption(in: unit) }
        guard values.count == segments.count, let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }

    /// The average in `unit`, or `nil` when `unit` measures the other energy.
    ///
    /// The exact average lies within `range(in:)`; each figure is rounded once, far below any digit shown
    /// (relative 1e-33), so the average is held to the range, which moves it at most by that rounding and
    /// keeps the promise exact.
    public func value(in unit: EconomyUnit) -> Decimal? {
        guard let bounds = range(in: unit), let value = unit.value(quantity: quantity, kilometres: kilometres)
        else { return nil }
        return min(max(value, bounds.lowerBound), bounds.upperBound)
    }
}
