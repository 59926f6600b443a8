import GarageRules
import WidgetContract

/// Converted sums a read worked out and the store will remember once the read has ended (a read
/// transaction cannot write): kept only if no other connection committed in between, since a
/// change it made could have invalidated them after the triggers that forget them had run.
struct ConvertedMonthMemo {
    /// The sums.
    var months: [SpendRecords.ConvertedMonth]
    /// The home currency they are in.
    let homeCurrency: CurrencyCode
    /// The published rates they were converted with (`PublishedRates.edition`).
    let ratesEdition: String
    /// `PRAGMA data_version` during the read that worked them out.
    let dataVersion: Int

    /// Stores the sums, replacing what was remembered for the same keys. Call it inside a write.
    func store(into database: Database) throws {
        let statement = try database.prepare(
            """
            INSERT OR REPLACE INTO spend_month_converted
                (vehicle_id, month, currency, home_currency, rates_edition, minor_units, record_count, unconverted, rate_currencies)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for month in months {
            try statement.bind([
                month.vehicleID.rawValue, month.month.isoString, month.currency.code, homeCurrency.code, ratesEdition,
                month.total.minorUnits, month.recordCount, Self.unconvertedText(month.unconverted), Self.currenciesText(month.rateCurrencies),
            ])
            while try statement.step() {}
        }
    }

    /// `day id` pairs, one per line.
    static func unconvertedText(_ entries: [SpendRecords.ConvertedMonth.Unconverted]) -> String {
        entries.map { "\($0.day.isoString) \($0.id.rawValue)" }.joined(separator: "\n")
    }

    /// The codes, each between spaces (` EUR GBP `), so that a trigger finds one with `instr`.
    static func currenciesText(_ currencies: [CurrencyCode]) -> String {
        " " + currencies.map(\.code).joined(separator: " ") + " "
    }

    /// A remembered row as a sum; `nil` when any of its texts does not read back (the sum is then
    /// worked out again and the row replaced).
    ///
    /// `currencyLists` keeps the rate currencies of the texts read so far: a garage's rows share a
    /// handful of lists, and a publish at fifty vehicles reads some nine hundred rows.
    static func month(
        vehicleID: String, month: String, currency: String, homeCurrency: CurrencyCode, minorUnits: Int, recordCount: Int,
        unconverted: String, rateCurrencies: String, currencyLists: inout [String: [CurrencyCode]]
    ) -> SpendRecords.ConvertedMonth? {
        guard let vehicle = GarageID(rawValue: vehicleID), let calendarMonth = try? CalendarMonth(parsing: month),
              let paid = try? CurrencyCode(currency)
        else { return nil }
        var entries: [SpendRecords.ConvertedMonth.Unconverted] = []
        for line in unconverted.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let day = try? CalendarDay(parsing: String(parts[0])), let id = GarageID(rawValue: String(parts[1]))
            else { return nil }
            entries.append(SpendRecords.ConvertedMonth.Unconverted(id: id, day: day))
        }
        guard let codes = currencyLists[rateCurrencies] ?? currencies(rateCurrencies) else { return nil }
        currencyLists[rateCurrencies] = codes
        return SpendRecords.ConvertedMonth(
            vehicleID: vehicle, month: calendarMonth, currency: paid, total: Money(minorUnits: minorUnits, currency: homeCurrency),
            recordCount: recordCount, unconverted: entries, rateCurrencies: codes)
    }

    /// The codes of a `currenciesText`, or `nil` when one is not a code.
    private static func currencies(_ text: String) -> [CurrencyCode]? {
        var codes: [CurrencyCode] = []
        for code in text.split(separator: " ") {
            guard let currency = try? CurrencyCode(String(code)) else { return nil }
            codes.append(currency)
        }
        return codes
    }
}
