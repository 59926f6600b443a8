import GarageRules
import GarageStorage

/// A synthetic garage and the exchange rates its expenses need, as the generator made them.
public struct GeneratedGarage: Sendable {
    /// The logbook.
    public var garage: Garage
    /// Weekday reference rates of every non-euro currency used, over the whole history.
    public var rates: [ECBRatesParser.Rate]

    /// The number of records (odometer entries, expenses, services, maintenance items, deadlines).
    public var recordCount: Int {
        garage.odometerEntries.count + garage.expenses.count + garage.services.count
            + garage.maintenanceItems.count + garage.deadlines.count
    }

    /// The rates as the rules' in-memory table.
    public func exchangeRates() -> ExchangeRates {
        ExchangeRates(rates.compactMap { rate -> ExchangeRate? in
            guard let currency = try? CurrencyCode(rate.currency), let value = ExchangeRate.parseDecimal(rate.rate)
            else { return nil }
            return try? ExchangeRate(day: rate.day, currency: currency, perEuro: value)
        })
    }
}
