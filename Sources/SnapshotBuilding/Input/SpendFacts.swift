import Foundation
import WidgetContract

/// Monthly totals in the home currency, as the rules converted and summed them.
public struct SpendFacts: Hashable, Sendable {
    /// One month's converted total.
    public struct Month: Hashable, Sendable {
        /// The month.
        public var month: CalendarMonth
        /// The total in the home currency's major units (312.4 for 312,40 €).
        public var total: Decimal
        /// How many expenses dated in this month had no exchange rate and are left out of `total`.
        public var unconvertedCount: Int

        /// Creates a month.
        public init(month: CalendarMonth, total: Decimal, unconvertedCount: Int = 0) {
            self.month = month
            self.total = total
            self.unconvertedCount = unconvertedCount
        }
    }

    /// The vehicle, or `nil` for all vehicles.
    public var vehicleId: String?
    /// The ISO 4217 home currency.
    public var currencyCode: String
    /// The months, oldest first, ending with the current month, each with its own unconverted count.
    public var months: [Month]

    /// Creates spend facts.
    public init(vehicleId: String?, currencyCode: String, months: [Month]) {
        self.vehicleId = vehicleId
        self.currencyCode = currencyCode
        self.months = months
    }
}
