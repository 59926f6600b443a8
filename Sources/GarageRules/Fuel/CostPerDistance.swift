import Foundation

/// What driving cost per unit of distance, over the counted segments whose every fill has a convertible cost.
///
/// Mixed currencies are converted as every expense is (`ExchangeRates.convert`): each fill at its own
/// day's rate, or its user rate, rounded once to the target's minor unit; the total is the sum of the
/// rounded fills. A segment with a fill of unknown cost, or whose cost no rate converts, is left out of
/// both the money and the distance, and counted in `segmentsWithoutCost` or `segmentsWithoutRate`, so
/// the figure never mixes a stretch's distance with only part of its price.
public struct CostPerDistance: Hashable, Sendable {
    /// The money spent over the segments counted, in the target currency.
    public let total: Money
    /// Their total distance in kilometres, exact.
    public let kilometres: Decimal
    /// How many segments were counted.
    public let segmentCount: Int
    /// How many counted-for-economy segments were left out because a fill has no cost.
    public let segmentsWithoutCost: Int
    /// How many were left out because a fill's cost could not be converted into the target currency.
    public let segmentsWithoutRate: Int

    /// Creates a result (the rule builds these).
    init(total: Money, kilometres: Decimal, segmentCount: Int, segmentsWithoutCost: Int, segmentsWithoutRate: Int) {
        self.total = total
        self.kilometres = kilometres
        self.segmentCount = segmentCount
        self.segmentsWithoutCost = segmentsWithoutCost
        self.segmentsWithoutRate = segmentsWithoutRate
    }

    /// The currency of the figure.
    public var currency: CurrencyCode { total.currency }

    /// The cost of one `unit` of distance in major units of `currency` (one division, relative error
    /// below 1e-33; unrounded), or `nil` when no segment was counted.
    public func amount(per unit: DistanceUnit) -> Decimal? {
        guard segmentCount > 0, kilometres > 0 else { return nil }
        return (total.decimalAmount * unit.kilometresPerUnit).quotient(dividingBy: kilometres)
    }
}
