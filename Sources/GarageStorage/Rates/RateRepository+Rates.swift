import GarageRules
import WidgetContract

extension RateRepository {
    /// Stores published rates, replacing any stored for the same currency and day; returns how
    /// many (currency, day) pairs were new.
    ///
    /// Refused (`unreadableRate`, before anything is written) when a rate would not read back: its
    /// currency is unknown or its value is not what `ExchangeRate.parseDecimal` reads as positive.
    @discardableResult
    public func insert(_ rates: [ECBRatesParser.Rate]) throws -> Int {
        for rate in rates {
            guard (try? CurrencyCode(rate.currency)) != nil, let value = ExchangeRate.parseDecimal(rate.rate), value > 0
            else { throw StoreError.unreadableRate(currency: rate.currency, day: rate.day.isoString, rate: rate.rate) }
        }
        let before = try count()
        let statement = try store.database.prepare("INSERT OR REPLACE INTO exchange_rate (currency, day, rate) VALUES (?, ?, ?)")
        for rate in rates {
            try statement.bind([rate.currency, rate.day.isoString, rate.rate])
            while try statement.step() {}
        }
        return try count() - before
    }

    /// The number of stored rates.
    public func count() throws -> Int {
        try store.database.firstRow("SELECT count(*) FROM exchange_rate") { $0.int(0) } ?? 0
    }

    /// The oldest and newest days with a stored rate.
    public func range() throws -> ClosedRange<CalendarDay>? {
        try store.database.firstRow("SELECT min(day), max(day) FROM exchange_rate") { row throws -> ClosedRange<CalendarDay>? in
            guard let low = row.optionalText(0), let high = row.optionalText(1) else { return nil }
            let decode = RowDecoding(table: "exchange_rate", id: low)
            return try decode.day(low)...decode.day(high)
        } ?? nil
    }

    /// The rates of some currencies published between two days inclusive, as the rules' table:
    /// the ``publishedRates`` of the window first, then the stored ones, which win for the same
    /// currency and day (a later entry replaces an earlier one in `ExchangeRates`).
    ///
    /// Each currency is one range scan of the (currency, day) primary key.
    public func exchangeRates(currencies: some Sequence<CurrencyCode>, from start: CalendarDay, through end: CalendarDay) throws -> ExchangeRates {
        let wanted = Set(currencies).subtracting([.euro])
        var rates = wanted.isEmpty ? [] : store.publishedRates?.rates(of: wanted, from: start, through: end) ?? []
        let statement = try store.database.prepare(
            "SELECT day, rate FROM exchange_rate WHERE currency = ? AND day BETWEEN ? AND ? ORDER BY day")
        for currency in wanted.sorted() {
            try statement.bind([currency.code, start.isoString, end.isoString])
            while try statement.step() {
                if let rate = try store.salvaging({ try GarageStore.rate(Row(statement: statement), currency: currency) }) {
                    rates.append(rate)
                }
            }
        }
        return ExchangeRates(rates)
    }

    /// The first and last day a stored rate of `currency` is for, `nil` when none is stored: two
    /// probes of the (currency, day) primary key.
    public func storedCoverage(of currency: CurrencyCode) throws -> ClosedRange<CalendarDay>? {
        let decode = RowDecoding(table: "exchange_rate", id: currency.code)
        func edge(_ order: String) throws -> CalendarDay? {
            try store.database.firstRow(
                "SELECT day FROM exchange_rate WHERE currency = ? ORDER BY day \(order) LIMIT 1", [currency.code]
            ) { row throws -> CalendarDay in try decode.day(row.text(0)) }
        }
        guard let first = try edge("ASC"), let last = try edge("DESC") else { return nil }
        return first...last
    }

    /// How many of the signed-in account's expenses nothing could convert into `home` if it had no
    /// rates at all: those in another currency without a rate of their own quoted in `home`.
    public func expensesNeedingRates(into home: CurrencyCode) throws -> Int {
        try store.database.firstRow(
            """
            SELECT count(*) FROM expense e WHERE e.vehicle_id IN (\(GarageStore.ownVehicleIDs))
            AND \(SpendAmountSQL.code("e.currency")) != ? AND (e.user_rate_quote IS NULL OR \(SpendAmountSQL.code("e.user_rate_quote")) != ?)
            """, [home.code, home.code]
        ) { $0.int(0) } ?? 0
    }

    /// Every stored rate (for conversions over the whole history).
    public func all() throws -> ExchangeRates {
        var rates: [ExchangeRate] = []
        let statement = try store.database.prepare("SELECT day, rate, currency FROM exchange_rate ORDER BY currency, day")
        try statement.bind([])
        var currencies: [String: CurrencyCode] = [:]
        while try statement.step() {
            let row = Row(statement: statement)
            let code = row.text(2)
            let currency: CurrencyCode
            if let known = currencies[code] {
                currency = known
            } else {
                currency = try RowDecoding(table: "exchange_rate", id: code).currency(code)
                currencies[code] = currency
            }
            rates.append(try GarageStore.rate(row, currency: currency))
        }
        return ExchangeRates(rates)
    }
}
