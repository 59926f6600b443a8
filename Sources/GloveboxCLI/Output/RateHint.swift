import AppCore
import GarageRules

/// What the spend report says about expenses without a rate: the reason, and the one thing that
/// fixes it — a rates import only where a rates file can have the rate.
enum RateHint {
    /// One line for `count` expenses missing a rate for `reason`, converting into `home`.
    static func line(_ reason: MissingRate, count: Int, home: CurrencyCode) -> String {
        let records = count == 1 ? "1 record" : "\(count) records"
        let ownRate = home == reason.currency
            ? "give each expense its own rate in \(home) ('glovebox expense edit ID --rate R'), or choose another home currency"
            : "give each its own rate ('glovebox expense edit ID --rate R', in \(home) per 1 \(reason.currency))"
        switch reason {
        case .neverPublished(let currency):
            return "\(records): the ECB publishes no \(currency) rate, so no rates file has one; \(ownRate)"
        case .newerThanRates(let currency, let lastDay):
            return "\(records): the \(currency) rates end on \(lastDay), before their dates; import newer ECB rates with 'glovebox rates import FILE' (eurofxref-hist.csv)"
        case .olderThanRates(let currency, let firstDay):
            return "\(records): the \(currency) rates start on \(firstDay), after their dates; import the ECB's full history with 'glovebox rates import FILE' (eurofxref-hist.csv)"
        case .notPublishedThen(let currency):
            return "\(records): the ECB published no \(currency) rate for their dates or the week before; \(ownRate)"
        }
    }
}
