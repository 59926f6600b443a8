import Foundation
import WidgetContract

extension FuelEconomy {
    /// The cost per distance in `currency` over the counted segments that close between `first` and
    /// `last` (each end optional, both included); see `CostPerDistance` for which segments count.
    public func costPerDistance(
        in currency: CurrencyCode, rates: ExchangeRates, from first: CalendarDay? = nil, through last: CalendarDay? = nil
    ) -> CostPerDistance {
        var minorUnits = 0
        var kilometres = Decimal(0)
        var counted = 0
        var withoutCost = 0
        var withoutRate = 0
        for segment in segments {
            if let first, segment.end.day < first { continue }
            if let last, segment.end.day > last { continue }
            let costs = segment.fills.map { fill in fill.cost.map { (fill, $0) } }
            guard costs.allSatisfy({ $0 != nil }) else {
                withoutCost += 1
                continue
            }
            let converted = costs.compactMap { $0 }.map { fill, cost in
                rates.convert(cost, to: currency, on: fill.day, userRate: fill.costRate)
            }
            guard converted.allSatisfy({ $0 != nil }) else {
                withoutRate += 1
                continue
            }
            minorUnits += converted.reduce(0) { $0 + ($1?.minorUnits ?? 0) }
            kilometres += segment.kilometres
            counted += 1
        }
        return CostPerDistance(
            total: Money(minorUnits: minorUnits, currency: currency), kilometres: kilometres, segmentCount: counted,
            segmentsWithoutCost: withoutCost, segmentsWithoutRate: withoutRate)
    }
}
