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

        /// Creates a month.
        public init(month: CalendarMonth, total: Decimal) {
            self.month = month
            self.total = total
        }
    }

    /// The vehicle, or `nil` for all vehicles.
    public var vehicleId: String?
    /// The ISO 4217 home currency.
    public var currencyCode: String
    /// The months, oldest first, ending with the current month.
    public var months: [Month]
    /// How many records of these months had no exchange rate and are left out of the totals.
    public var unconvertedCount: Int

    /// Creates spend facts.
    public init(vehicleId: String?, currencyCode: String, months: [Month], unconvertedCount: Int = 0) {
        self.vehicleId = vehicleId
        self.currencyCode = currencyCode
        self.months = months
        self.unconvertedCount = unconvertedCount
    }
}
