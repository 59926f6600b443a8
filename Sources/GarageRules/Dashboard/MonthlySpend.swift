import WidgetContract

/// Spending per local calendar month in the home currency, for one vehicle or all of them.
///
/// Each expense is converted at its own date (see `ExchangeRates.convert` for the exact rule and
/// rounding) and the rounded amounts are summed. An expense with no applicable rate is counted in
/// `unconvertedCount` and left out of the totals: it is never converted at another date's rate.
public struct MonthlySpend: Hashable, Sendable {
    /// One month's spending.
    public struct Month: Hashable, Sendable {
        /// The month.
        public let month: CalendarMonth
        /// The sum of the converted expenses.
        public let total: Money
        /// The expenses dated in the month.
        public let recordCount: Int
        /// The ids of the expenses that had no rate (left out of `total`).
        public let unconvertedExpenseIDs: [GarageID]

        /// The number of expenses that had no rate.
        public var unconvertedCount: Int { unconvertedExpenseIDs.count }

        /// Creates a month.
        public init(month: CalendarMonth, total: Money, recordCount: Int, unconvertedExpenseIDs: [GarageID]) {
            self.month = month
            self.total = total
            self.recordCount = recordCount
            self.unconvertedExpenseIDs = unconvertedExpenseIDs
        }
    }

    /// The number of months reported, the current one included.
    public static let monthCount = 6

    /// The vehicle, or `nil` for all vehicles.
    public let vehicleID: GarageID?
    /// The home currency of every total.
    public let currency: CurrencyCode
    /// The months, oldest first; the last is the current month.
    public let months: [Month]

    /// Creates a summary.
    public init(vehicleID: GarageID?, currency: CurrencyCode, months: [Month]) {
        self.vehicleID = vehicleID
        self.currency = currency
        self.months = months
    }

    /// The sum over all months.
    public var total: Money {
        Money(minorUnits: months.reduce(0) { $0 + $1.total.minorUnits }, currency: currency)
    }

    /// The number of expenses without a rate over all months.
    public var unconvertedCount: Int { months.reduce(0) { $0 + $1.unconvertedCount } }

    /// Whether every expense of every month was converted.
    public var isComplete: Bool { unconvertedCount == 0 }

    /// The current (last) month.
    public var currentMonth: Month? { months.last }
}
