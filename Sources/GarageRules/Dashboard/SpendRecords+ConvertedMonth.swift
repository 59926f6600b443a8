import WidgetContract

extension SpendRecords {
    /// The expenses of one vehicle and month paid in one currency other than the home currency,
    /// each converted at its own day's rate and rounded on its own, then summed: the exact share of
    /// the month's total they make, which a store can keep (a memo, invalidated by any change to
    /// those expenses or to a rate they could use) instead of converting each one again.
    public struct ConvertedMonth: Hashable, Sendable {
        /// An expense that had no applicable rate, with its day: the report lists such expenses in
        /// the order of their days, then ids, across every vehicle and currency.
        public struct Unconverted: Hashable, Sendable {
            /// The expense.
            public let id: GarageID
            /// Its day.
            public let day: CalendarDay

            /// Creates an entry.
            public init(id: GarageID, day: CalendarDay) {
                self.id = id
                self.day = day
            }

            /// Whether `self` comes first in a report's list: by day, then by the id's UTF-8 bytes
            /// (the order a store's `ORDER BY day, id` reads expenses in).
            public func comesBefore(_ other: Unconverted) -> Bool {
                if day != other.day { return day < other.day }
                return id.rawValue.utf8.lexicographicallyPrecedes(other.id.rawValue.utf8)
            }
        }

        /// The vehicle.
        public let vehicleID: GarageID
        /// The month.
        public let month: CalendarMonth
        /// The currency the expenses were paid in.
        public let currency: CurrencyCode
        /// The sum of their conversions that had a rate, in the home currency.
        public let total: Money
        /// How many expenses the month holds in `currency`, converted or not.
        public let recordCount: Int
        /// Those that had no applicable rate, left out of `total`, in report order.
        public let unconverted: [Unconverted]
        /// Every currency whose published rates the conversions could use (the paid currency, the
        /// quotes of their user rates and the home currency), sorted: a new or changed rate of one
        /// of them, for a day up to `ExchangeRates.maximumAge` days before one of the month's days,
        /// can change the sum.
        public let rateCurrencies: [CurrencyCode]

        /// Creates a month's converted sum.
        public init(
            vehicleID: GarageID, month: CalendarMonth, currency: CurrencyCode, total: Money, recordCount: Int,
            unconverted: [Unconverted], rateCurrencies: [CurrencyCode]
        ) {
            self.vehicleID = vehicleID
            self.month = month
            self.currency = currency
            self.total = total
            self.recordCount = recordCount
            self.unconverted = unconverted
            self.rateCurrencies = rateCurrencies
        }

        /// The expenses' conversions into `home`, one sum per vehicle, month and currency paid, in
        /// the order of vehicle id, month and currency. Expenses paid in `home` belong in
        /// `HomeMonth`s and are not expected here; given, they convert to themselves.
        public static func converting(_ expenses: [Expense], into home: CurrencyCode, rates: ExchangeRates) -> [ConvertedMonth] {
            struct Key: Hashable {
                let vehicleID: GarageID
                let month: CalendarMonth
                let currency: CurrencyCode
            }
            struct Sum {
                var minorUnits = 0
                var count = 0
                var unconverted: [Unconverted] = []
                var rateCurrencies: Set<CurrencyCode> = []
            }
            var sums: [Key: Sum] = [:]
            for expense in expenses {
                let key = Key(vehicleID: expense.vehicleID, month: expense.date.calendarMonth, currency: expense.amount.currency)
                var sum = sums[key] ?? Sum(rateCurrencies: [home, expense.amount.currency])
                sum.count += 1
                if let quote = expense.userRate?.quote { sum.rateCurrencies.insert(quote) }
                if let converted = expense.converted(to: home, rates: rates) {
                    sum.minorUnits += converted.minorUnits
                } else {
                    sum.unconverted.append(Unconverted(id: expense.id, day: expense.date))
                }
                sums[key] = sum
            }
            return sums.map { key, sum in
                ConvertedMonth(
                    vehicleID: key.vehicleID, month: key.month, currency: key.currency,
                    total: Money(minorUnits: sum.minorUnits, currency: home), recordCount: sum.count,
                    unconverted: sum.unconverted.sorted { $0.comesBefore($1) },
                    rateCurrencies: sum.rateCurrencies.sorted())
            }.sorted { $0.comesBefore($1) }
        }

        /// The order sums are listed in, by vehicle id, month and currency paid: the order of the
        /// store's key, so that sums read from it and sums worked out anew interleave the same way.
        public func comesBefore(_ other: ConvertedMonth) -> Bool {
            (vehicleID.rawValue, month, currency.code) < (other.vehicleID.rawValue, other.month, other.currency.code)
        }
    }
}
