extension Expense {
    /// The expense in `currency` at its own date (its user rate wins), or `nil` without a rate.
    public func converted(to currency: CurrencyCode, rates: ExchangeRates) -> Money? {
        rates.convert(amount, to: currency, on: date, userRate: userRate)
    }
}
