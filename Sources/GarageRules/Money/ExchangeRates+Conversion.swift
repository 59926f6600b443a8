import Foundation
import WidgetContract

extension ExchangeRates {
    /// Converts `money` into `target` at the rates of `day`, or returns `nil` when no rate applies.
    ///
    /// The documented rounding, so an independent computation can match to the cent:
    /// `amount × (target per EUR) ÷ (source per EUR)` is computed in `Decimal` (38 significant
    /// digits; multiplication first, then one division), then rounded **half to even** to the
    /// target's minor unit — once per record; totals are sums of the rounded records.
    /// A `userRate` wins: `amount × userRate.rate` (exact), then, unless `userRate.quote` is
    /// `target`, `× (target per EUR) ÷ (quote per EUR)` at `day`; then the same rounding.
    /// The same currency converts to itself without rounding.
    public func convert(
        _ money: Money, to target: CurrencyCode, on day: CalendarDay, userRate: UserRate? = nil
    ) -> Money? {
        if money.currency == target { return money }
        var amount = money.decimalAmount
        var source = money.currency
        if let userRate {
            amount = amount * userRate.rate
            source = userRate.quote
        }
        if source != target {
            guard let from = rate(for: source, on: day), let to = rate(for: target, on: day) else { return nil }
            amount = amount * to.perEuro / from.perEuro
        }
        return Money(rounding: amount, currency: target)
    }
}
