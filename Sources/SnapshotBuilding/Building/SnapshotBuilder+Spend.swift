import Foundation
import WidgetContract

extension SnapshotBuilder.Parts {
    /// The number of monthly bars, the current month included.
    static let monthCount = 6

    /// Spend for all vehicles first, then for each known vehicle in the garage's order.
    func spend(knownVehicles: Set<String>) -> [SnapshotSpend] {
        let all = facts.spend.first { $0.vehicleId == nil }
        var entries: [SnapshotSpend] = []
        if let all { entries.append(entry(all)) }
        for vehicle in facts.vehicles where knownVehicles.contains(vehicle.id) {
            guard let own = facts.spend.first(where: { $0.vehicleId == vehicle.id }),
                  !entries.contains(where: { $0.vehicleId == vehicle.id })
            else { continue }
            entries.append(entry(own))
        }
        return entries
    }

    private func entry(_ spend: SpendFacts) -> SnapshotSpend {
        let current = today.calendarMonth
        let window = (0..<Self.monthCount).reversed().map { current.adding(months: -$0) }
        var totals: [CalendarMonth: Decimal] = [:]
        var unconverted: [CalendarMonth: Int] = [:]
        for month in spend.months {
            totals[month.month, default: 0] += month.total
            unconverted[month.month, default: 0] += month.unconvertedCount
        }
        let shown = window.map { totals[$0] ?? 0 }
        let largest = shown.max() ?? 0
        let buckets = zip(window, shown).map { month, total in
            SpendBucket(
                id: month,
                label: formatter.shortMonthLabel(month),
                ratio: Self.ratio(total, of: largest),
                isCurrent: month == current,
                // Each month answers for its own expenses only: a rate missing in August leaves
                // November's total whole.
                isComplete: (unconverted[month] ?? 0) == 0)
        }
        return SnapshotSpend(
            vehicleId: spend.vehicleId,
            currencyCode: spend.currencyCode,
            monthLabel: formatter.monthLabel(current),
            totalLabel: isLocked ? nil : formatter.money(shown.last ?? 0, currencyCode: spend.currencyCode),
            validUntil: current.adding(months: 1).firstDay,
            buckets: buckets,
            url: DeepLink.spend(vehicleId: spend.vehicleId, month: current).urlString)
    }

    /// `total / largest` rounded to three decimals, within 0...1; 0 when nothing was spent (a
    /// refund-only month counts as nothing, not as a negative bar).
    static func ratio(_ total: Decimal, of largest: Decimal) -> Double {
        guard largest > 0, total > 0 else { return 0 }
        // The quotient of the two as doubles is within some parts in 10^14 of the decimal one, so
        // both round to the same thousandth unless the quotient lies next to a half. Only there is
        // the decimal division made: a 38-digit long division of about 2 µs, and a publish at fifty
        // vehicles makes three hundred bars.
        let quick = NSDecimalNumber(decimal: total).doubleValue / NSDecimalNumber(decimal: largest).doubleValue * 1000
        let rounded = quick.rounded()
        if abs(abs(quick - rounded) - 0.5) > 1e-6 {
            return min(1, max(0, rounded / 1000))
        }
        return decimalRatio(total, of: largest)
    }

    /// The same, by decimal division.
    static func decimalRatio(_ total: Decimal, of largest: Decimal) -> Double {
        guard largest > 0, total > 0 else { return 0 }
        let value = NSDecimalNumber(decimal: total / largest).doubleValue
        return min(1, max(0, (value * 1000).rounded() / 1000))
    }
}
