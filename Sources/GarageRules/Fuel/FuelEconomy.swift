import Foundation

/// A vehicle's fuel (or charge) economy, measured only between full fill-ups.
///
/// The rule, applied to one energy's fill-ups in day order (odometer order within a day):
/// - A full fill-up marks a known level. The stretch to the next full fill counts everything bought
///   along it: the partial fills in between and the closing fill. Partial fills alone measure nothing.
/// - A fill that says the previous fill-up was missed breaks the chain: the stretch ending at it is left
///   out (not averaged in), and the chain restarts at it if it is full, else at the next full fill.
/// - A fill whose odometer is below the previous fill's, or whose quantity is zero or less, breaks the
///   chain too and cannot restart it: it is a problem, reported with the fills it took with it.
/// - Two full fills at the same odometer leave nothing to divide by: that stretch is a problem and left
///   out; the tank is full at the second, so the chain continues from it.
/// - A fill without an odometer reading is placed by its day (after that day's readings) and its fuel
///   counts in the stretch it falls in, as a partial fill's does: economy between full fills needs every
///   fill's fuel, not every fill's odometer. A full fill without a reading cannot end a stretch (its
///   distance is unknown), so the two stretches around it become one, whose fuel and distance are both
///   known. One that says the fill before it was missed breaks the chain, which restarts at the next
///   full fill with a reading. Such fills are listed in `withoutReading`.
///
/// So a counted segment always has a distance and a quantity above zero, and every average is total
/// quantity over total distance of the segments it covers (distance-weighted), which lies between their
/// smallest and largest figure. Fills of the vehicle's other energies are ignored: each energy is a
/// chain of its own (see `Energy`).
///
/// ```swift
/// let economy = FuelEconomy(fillUps: fills, distanceUnit: .miles)
/// economy.last?.consumption(in: .milesPerUSGallon)
/// economy.lifetime?.value(in: .litresPer100Kilometres)
/// ```
public struct FuelEconomy: Sendable {
    /// The energy measured: the chain of fills this economy reads.
    public let energy: Energy
    /// The vehicle's distance unit.
    public let distanceUnit: DistanceUnit
    /// The counted segments, in order.
    public let segments: [FuelSegment]
    /// The stretches left out, in order, with their reasons.
    public let skipped: [SkippedFuel]
    /// The fills after the last full fill-up with a reading (partial fills, and fills without a reading),
    /// which the next full fill with a reading will count.
    public let pending: [FillUp]
    /// Every fill-up of the energy with a quantity above zero, summed in the base unit (litres or kWh).
    public let totalQuantity: Decimal
    /// The fills of the energy without an odometer reading, in the rule's order; each is also in a
    /// segment, a skipped stretch or `pending`, like every fill.
    public let withoutReading: [FillUp]

    /// Applies the rule to `fillUps` (any order; fills of other energies are ignored).
    public init(fillUps: some Sequence<FillUp>, distanceUnit: DistanceUnit, energy: Energy = .petrol) {
        self.energy = energy
        self.distanceUnit = distanceUnit
        // Day order, odometer order within a day, then the given order: the same answer for any input order
        // of distinct fills.
        let ordered = Self.ordered(fillUps, energy: energy)

        var segments: [FuelSegment] = []
        var skipped: [SkippedFuel] = []
        // The full fill the open stretch starts from, if the chain is unbroken, and the fills bought since.
        var anchor: FillUp?
        var open: [FillUp] = []
        var previousOdometer: Int?

        for fill in ordered {
            let stretch = open + [fill]
            open = []
            guard let odometer = fill.odometer else {
                if fill.volume.amount <= 0 {
                    skipped.append(SkippedFuel(fills: stretch, reason: .nonPositiveVolume))
                    anchor = nil
                } else if fill.missedPrevious {
                    // Even a full tank cannot restart the chain where its place on the road is unknown.
                    skipped.append(SkippedFuel(fills: stretch, reason: .missedFillUp))
                    anchor = nil
                } else {
                    // Full or not, its fuel was used on the stretch to the next full fill with a reading.
                    open = stretch
                }
                continue
            }
            defer { previousOdometer = odometer }
            if let previous = previousOdometer, odometer < previous {
                skipped.append(SkippedFuel(fills: stretch, reason: .outOfOdometerOrder(previous: previous)))
                anchor = nil
            } else if fill.volume.amount <= 0 {
                skipped.append(SkippedFuel(fills: stretch, reason: .nonPositiveVolume))
                anchor = nil
            } else if fill.missedPrevious {
                skipped.append(SkippedFuel(fills: stretch, reason: .missedFillUp))
                anchor = fill.isFull ? fill : nil
            } else if !fill.isFull {
                open = stretch
            } else if let start = anchor, let startOdometer = start.odometer {
                let distance = odometer - startOdometer
                if distance > 0 {
                    segments.append(FuelSegment(start: start, fills: stretch, distanceUnit: distanceUnit))
                } else {
                    skipped.append(SkippedFuel(fills: stretch, reason: .nonPositiveDistance(distance: distance)))
                }
                anchor = fill
            } else {
                skipped.append(SkippedFuel(fills: stretch, reason: .noKnownLevelBefore))
                anchor = fill
            }
        }
        if anchor == nil, !open.isEmpty {
            // Partial fills with no full fill before them can never be counted, whatever comes next.
            skipped.append(SkippedFuel(fills: open, reason: .noKnownLevelBefore))
            open = []
        }

        self.segments = segments
        self.skipped = skipped
        self.pending = open
        self.withoutReading = ordered.filter { $0.odometer == nil }
        self.totalQuantity = ordered.reduce(Decimal(0)) { total, fill in
            fill.volume.amount > 0 ? total + fill.volume.inBaseUnit : total
        }
    }

    /// The skipped stretches that are faults in the data (out of order, no distance, no quantity).
    public var problems: [SkippedFuel] { skipped.filter(\.reason.isProblem) }

    /// The quantity the counted segments hold, in the base unit; never more than `totalQuantity`.
    public var countedQuantity: Decimal { segments.reduce(Decimal(0)) { $0 + $1.quantity } }
}
