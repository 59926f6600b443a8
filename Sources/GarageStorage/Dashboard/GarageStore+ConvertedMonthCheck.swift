import GarageRules
import WidgetContract

extension GarageStore {
    /// Where the converted spending the store remembers (`spend_month_converted`) differs from its
    /// expenses converted again now, with the rates the store has: every remembered row of the
    /// published rates in use, worked out from its vehicle's expenses of its month and currency.
    /// Sums in minor units of the row's home currency. Empty when they agree; for `glovebox doctor`
    /// and the tests (a read never checks what it remembered).
    public func convertedMonthDifferences() throws -> [SpendMonthDifference] {
        let edition = publishedRates?.edition ?? "none"
        let rows = try database.rows(
            """
            SELECT vehicle_id, month, currency, home_currency, minor_units, record_count, unconverted FROM spend_month_converted
            WHERE rates_edition = ? ORDER BY vehicle_id, month, currency, home_currency
            """, [edition]
        ) { row in
            (vehicle: row.text(0), month: row.text(1), currency: row.text(2), home: row.text(3),
             kept: SpendMonthDifference.Total(minorUnits: row.int(4), recordCount: row.int(5)), unconverted: row.text(6))
        }
        var differences: [SpendMonthDifference] = []
        for row in rows {
            var recomputed: SpendMonthDifference.Total?
            var unconverted = ""
            if let home = try? CurrencyCode(row.home), let month = try? CalendarMonth(parsing: row.month) {
                let expenses = try records.expenses(vehicleText: row.vehicle, currencyText: row.currency, in: month)
                if let sum = SpendRecords.ConvertedMonth.converting(
                    expenses, into: home, rates: try rates.converting(expenses, into: home)).first
                {
                    recomputed = SpendMonthDifference.Total(minorUnits: sum.total.minorUnits, recordCount: sum.recordCount)
                    unconverted = ConvertedMonthMemo.unconvertedText(sum.unconverted)
                }
            }
            guard recomputed != row.kept || unconverted != row.unconverted else { continue }
            differences.append(SpendMonthDifference(
                vehicleID: row.vehicle, month: row.month, currency: row.currency, kept: row.kept, recomputed: recomputed))
        }
        return differences
    }
}
