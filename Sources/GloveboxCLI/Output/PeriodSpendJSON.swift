import AppCore
import GarageRules

/// `spend --json` over a period: plain numbers and ISO dates, whatever the locale.
struct PeriodSpendJSON: Encodable {
    struct Group: Encodable {
        /// The month (`2026-11`), category (`fuel`) or vehicle id.
        let key: String
        /// The vehicle's name, when grouped by vehicle.
        let vehicleName: String?
        let total: String
        let recordCount: Int
        let unconvertedCount: Int
        let unconvertedExpenseIds: [String]
    }

    let vehicleId: String?
    let vehicleName: String?
    let currency: String
    /// The first day, or absent when the period has no lower bound (`--to` alone).
    let from: String?
    let to: String
    let by: String
    let total: String
    let recordCount: Int
    let isComplete: Bool
    let unconvertedCount: Int
    let groups: [Group]

    init(_ spend: PeriodSpend, report: PeriodSpendReport) {
        let names = Dictionary(uniqueKeysWithValues: report.vehicles.map { ($0.id.rawValue, $0.name) })
        vehicleId = report.vehicle?.id.rawValue
        vehicleName = report.vehicle?.name
        currency = spend.currency.code
        from = spend.period.first?.isoString
        to = spend.period.last.isoString
        by = spend.grouping.rawValue
        total = spend.total.amountText
        recordCount = spend.recordCount
        isComplete = spend.isComplete
        unconvertedCount = spend.unconvertedCount
        groups = spend.groups.map { group in
            Group(
                key: group.key, vehicleName: spend.grouping == .vehicle ? names[group.key] : nil, total: group.total.amountText,
                recordCount: group.recordCount, unconvertedCount: group.unconvertedCount,
                unconvertedExpenseIds: group.unconvertedExpenseIDs.map(\.rawValue))
        }
    }
}
