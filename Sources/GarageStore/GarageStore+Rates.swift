import WidgetContract

extension GarageStore {
    /// Stores published rates, replacing any stored for the same currency and day; returns how
    /// many rows were new.
    @discardableResult
    public func insertRates(_ rates: [ECBRatesParser.Rate]) throws -> Int {
        let before = try rateCount()
        let statement = try database.prepare("INSERT OR REPLACE INTO exchange_rate (currency, day, rate) VALUES (?, ?, ?)")
        for rate in rates {
            try statement.bind([rate.currency, rate.day.isoString, rate.rate])
            while try statement.step() {}
        }
        return try rateCount() - before
    }

    /// The number of stored rates.
    public func rateCount() throws -> Int {
        try database.firstRow("SELECT count(*) FROM exchange_rate") { $0.int(0) } ?? 0
    }

    /// The rates of some currencies between two days inclusive (the (currency, day) key is the index).
    public func rates(currencies: some Collection<String>, from start: CalendarDay, through end: CalendarDay) throws -> [ECBRatesParser.Rate] {
        var result: [ECBRatesParser.Rate] = []
        let statement = try database.prepare(
            "SELECT currency, day, rate FROM exchange_rate WHERE currency = ? AND day BETWEEN ? AND ? ORDER BY day")
        for currency in Set(currencies).sorted() {
            try statement.bind([currency, start.isoString, end.isoString])
            while try statement.step() {
                let row = Row(statement: statement)
                result.append(ECBRatesParser.Rate(currency: row.text(0), day: try CalendarDay(parsing: row.text(1)), rate: row.text(2)))
            }
        }
        return result
    }

    /// The currencies that have at least one stored rate.
    public func rateCurrencies() throws -> Set<String> {
        Set(try database.rows("SELECT DISTINCT currency FROM exchange_rate", [], { $0.text(0) }))
    }

    /// The oldest and newest days with a stored rate.
    public func rateRange() throws -> ClosedRange<CalendarDay>? {
        try database.firstRow("SELECT min(day), max(day) FROM exchange_rate WHERE day IS NOT NULL") { row throws -> ClosedRange<CalendarDay>? in
            guard let low = row.optionalText(0), let high = row.optionalText(1) else { return nil }
            return try CalendarDay(parsing: low)...CalendarDay(parsing: high)
        } ?? nil
    }
}
