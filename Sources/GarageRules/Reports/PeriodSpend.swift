import WidgetContract

/// Spending over any ``SpendPeriod`` in the home currency, per month, category or vehicle.
///
/// Each expense is converted exactly as `MonthlySpend` converts it (`Expense.converted(to:rates:)`: its
/// own date's rate, its user rate first, rounded to the home currency's minor unit) and a group's total
/// is the sum of those; an expense without an applicable rate is counted in its group's
/// `unconvertedExpenseIDs` and left out of the totals, never converted at another date's rate.
public struct PeriodSpend: Hashable, Sendable {
    /// One group's spending.
    public struct Group: Hashable, Sendable {
        /// The month (`2026-11`), category (`fuel`) or vehicle id the group is for.
        public let key: String
        /// The sum of the converted expenses.
        public let total: Money
        /// The expenses in the group.
        public let recordCount: Int
        /// The ids of the expenses that had no rate (left out of `total`).
        public let unconvertedExpenseIDs: [GarageID]

        /// The number of expenses that had no rate.
        public var unconvertedCount: Int { unconvertedExpenseIDs.count }
    }

    /// The period reported.
    public let period: SpendPeriod
    /// What the groups are.
    public let grouping: SpendGrouping
    /// The home currency of every total.
    public let currency: CurrencyCode
    /// The groups, in the grouping's order (see ``SpendGrouping``).
    public let groups: [Group]

    /// Tallies `expenses` (those outside `period` are ignored) into groups; `vehicleIDs` are the
    /// vehicles reported on, in the garage's order (the rows of a report by vehicle).
    public init(
        expenses: [Expense], period: SpendPeriod, grouping: SpendGrouping, currency: CurrencyCode,
        rates: ExchangeRates, vehicleIDs: [GarageID]
    ) {
        let counted = expenses.filter { period.contains($0.date) }
        var totals: [String: Int] = [:]
        var counts: [String: Int] = [:]
        var missing: [String: [GarageID]] = [:]
        for expense in counted {
            let key = Self.key(of: expense, by: grouping)
            counts[key, default: 0] += 1
            if let converted = expense.converted(to: currency, rates: rates) {
                totals[key, default: 0] += converted.minorUnits
            } else {
                missing[key, default: []].append(expense.id)
            }
        }
        let keys: [String]
        switch grouping {
        case .month:
            keys = period.months(oldest: counted.map(\.date).min()).map(\.isoString)
        case .vehicle:
            keys = vehicleIDs.map(\.rawValue)
        case .category:
            // Largest first; ties (and categories with nothing converted) in the categories' own order.
            let order = ExpenseCategory.allCases.map(\.rawValue)
            keys = order.filter { counts[$0] != nil }.enumerated().sorted { lhs, rhs in
                let (left, right) = (totals[lhs.element] ?? 0, totals[rhs.element] ?? 0)
                return left != right ? left > right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        self.period = period
        self.grouping = grouping
        self.currency = currency
        self.groups = keys.map { key in
            Group(key: key, total: Money(minorUnits: totals[key] ?? 0, currency: currency), recordCount: counts[key] ?? 0,
                  unconvertedExpenseIDs: missing[key] ?? [])
        }
    }

    /// The sum over all groups.
    public var total: Money {
        Money(minorUnits: groups.reduce(0) { $0 + $1.total.minorUnits }, currency: currency)
    }

    /// The number of expenses over all groups.
    public var recordCount: Int { groups.reduce(0) { $0 + $1.recordCount } }

    /// The number of expenses without a rate over all groups.
    public var unconvertedCount: Int { groups.reduce(0) { $0 + $1.unconvertedCount } }

    /// Whether every expense was converted.
    public var isComplete: Bool { unconvertedCount == 0 }

    /// The group of `key`, if the report has one.
    public func group(_ key: String) -> Group? { groups.first { $0.key == key } }

    private static func key(of expense: Expense, by grouping: SpendGrouping) -> String {
        switch grouping {
        case .month: expense.date.calendarMonth.isoString
        case .category: expense.category.rawValue
        case .vehicle: expense.vehicleID.rawValue
        }
    }
}
