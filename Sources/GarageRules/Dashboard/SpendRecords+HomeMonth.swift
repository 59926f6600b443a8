import WidgetContract

extension SpendRecords {
    /// The expenses of one vehicle and month that were paid in the home currency, summed: they
    /// convert to themselves, so their sum is exactly the sum of their conversions, and a store can
    /// keep it (`spend_month`) instead of reading each one.
    public struct HomeMonth: Hashable, Sendable {
        /// The vehicle.
        public let vehicleID: GarageID
        /// The month.
        public let month: CalendarMonth
        /// The sum of the expenses, in the home currency.
        public let total: Money
        /// How many expenses `total` sums.
        public let recordCount: Int

        /// Creates a month's sum.
        public init(vehicleID: GarageID, month: CalendarMonth, total: Money, recordCount: Int) {
            self.vehicleID = vehicleID
            self.month = month
            self.total = total
            self.recordCount = recordCount
        }

        /// Whether `self` comes before `other` in the order a store reads the sums (vehicle id,
        /// then month), which keeps two equal reports equal.
        public func comesBefore(_ other: HomeMonth) -> Bool {
            (vehicleID.rawValue, month) < (other.vehicleID.rawValue, other.month)
        }
    }

    /// The records of `expenses` as a store reads them: the home-currency expenses summed per
    /// vehicle and month (`homeMonths`), the others kept one by one, since each of those is converted
    /// at its own day's rate and rounded on its own.
    public static func summingHomeCurrency(
        today: CalendarDay, homeCurrency: CurrencyCode, vehicleIDs: [GarageID], expenses: [Expense]
    ) -> SpendRecords {
        struct Key: Hashable {
            let vehicleID: GarageID
            let month: CalendarMonth
        }
        var sums: [Key: (minorUnits: Int, count: Int)] = [:]
        var others: [Expense] = []
        for expense in expenses {
            guard expense.amount.currency == homeCurrency else {
                others.append(expense)
                continue
            }
            let key = Key(vehicleID: expense.vehicleID, month: expense.date.calendarMonth)
            let sum = sums[key] ?? (0, 0)
            sums[key] = (sum.minorUnits + expense.amount.minorUnits, sum.count + 1)
        }
        let homeMonths = sums.map { key, sum in
            HomeMonth(vehicleID: key.vehicleID, month: key.month,
                      total: Money(minorUnits: sum.minorUnits, currency: homeCurrency), recordCount: sum.count)
        }.sorted { $0.comesBefore($1) }
        return SpendRecords(today: today, homeCurrency: homeCurrency, vehicleIDs: vehicleIDs, homeMonths: homeMonths, expenses: others)
    }
}
