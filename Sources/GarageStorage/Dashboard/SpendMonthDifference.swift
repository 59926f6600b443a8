/// One (vehicle, month, currency) where `spend_month` and a recomputation from the expenses
/// disagree: what each says (`nil` when one has no row).
public struct SpendMonthDifference: Hashable, Sendable, CustomStringConvertible {
    /// The vehicle id, as stored.
    public let vehicleID: String
    /// The month, `YYYY-MM`.
    public let month: String
    /// The currency code, as stored.
    public let currency: String
    /// What the table keeps: the sum in minor units and the number of expenses.
    public let kept: Total?
    /// What the expenses add up to.
    public let recomputed: Total?

    /// A sum in minor units and the number of expenses it sums.
    public struct Total: Hashable, Sendable {
        /// The sum, in minor units of the currency.
        public let minorUnits: Int
        /// The number of expenses.
        public let recordCount: Int

        /// Creates a total.
        public init(minorUnits: Int, recordCount: Int) {
            self.minorUnits = minorUnits
            self.recordCount = recordCount
        }
    }

    /// Creates a difference.
    public init(vehicleID: String, month: String, currency: String, kept: Total?, recomputed: Total?) {
        self.vehicleID = vehicleID
        self.month = month
        self.currency = currency
        self.kept = kept
        self.recomputed = recomputed
    }

    /// `vehicle 'clio' 2026-11 EUR: kept 7550 in 2 expenses, the expenses say 3000 in 1`.
    public var description: String {
        func text(_ total: Total?) -> String {
            total.map { "\($0.minorUnits) in \($0.recordCount)" } ?? "nothing"
        }
        return "vehicle '\(vehicleID)' \(month) \(currency): kept \(text(kept)), the expenses say \(text(recomputed))"
    }
}
