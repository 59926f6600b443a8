import GarageRules
import WidgetContract

/// The exchange rates the logbook holds (imported ECB rates), beneath the app's bundled ones.
///
/// A view of the logbook (``GarageStore/rates``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct RateRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// The exchange rates the logbook holds (imported ECB rates), beneath the app's bundled ones.
    public var rates: RateRepository { RateRepository(store: self) }
}

extension RateRepository {
    /// The stored rates that converting `spend` can use (see `converting(_:into:)`).
    public func converting(_ spend: SpendRecords) throws -> ExchangeRates {
        try converting(spend.expenses, into: spend.homeCurrency)
    }

    /// The stored rates that converting `expenses` into `home` can use (their currencies, their user
    /// rates' quotes and the home currency, from `ExchangeRates.maximumAge` days before the first
    /// through the last).
    public func converting(_ expenses: [Expense], into home: CurrencyCode) throws -> ExchangeRates {
        guard let first = expenses.map(\.date).min(), let last = expenses.map(\.date).max() else { return ExchangeRates() }
        var currencies = Set(expenses.map(\.amount.currency))
        currencies.formUnion(expenses.compactMap(\.userRate?.quote))
        currencies.insert(home)
        return try exchangeRates(currencies: currencies, from: first.adding(days: -ExchangeRates.maximumAge), through: last)
    }
}
