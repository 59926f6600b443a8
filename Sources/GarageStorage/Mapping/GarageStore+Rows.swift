import GarageRules
import WidgetContract

extension GarageStore {
    static func rate(_ row: Row, currency: CurrencyCode) throws -> ExchangeRate {
        let decode = RowDecoding(table: "exchange_rate", id: "\(currency.code) \(row.text(0))")
        guard let value = ExchangeRate.parseDecimal(row.text(1)),
              let rate = try? ExchangeRate(day: try decode.day(row.text(0)), currency: currency, perEuro: value)
        else { throw decode.fail("'\(row.text(1))' is not a rate") }
        return rate
    }
}

extension GarageStore {
    /// Sets the preference a stored row holds, or throws `corruptRow` naming it.
    static func apply(_ name: String, _ value: String, to preferences: inout Preferences) throws(StoreError) {
        let decode = RowDecoding(table: "preference", id: name)
        guard let key = Preferences.Key(rawValue: name) else { throw decode.fail("unknown preference") }
        do {
            try preferences.restore(key, from: value)
        } catch {
            throw decode.fail("\(error.description); set it again to repair it")
        }
    }
}
