import AppCore
import GarageRules

/// What the spend report says about expenses without a rate: the reason, and the one thing that
/// fixes it — a rates import only where a rates file can have the rate.
enum RateHint {
    /// One line for `count` expenses missing a rate for `reason`, converting into `home`.
    static func line(_ reason: MissingRate, count: Int, home: CurrencyCode, words: CLIWords = .english) -> String {
        let records = words.plural(.records, count: count)
        let ownRate = home == reason.currency
            ? words.text(.rateFixInHome, ["home": home.code])
            : words.text(.rateFixOwn, ["home": home.code, "currency": reason.currency.code])
        switch reason {
        case .neverPublished(let currency):
            return words.text(.rateNeverPublished, ["records": records, "currency": currency.code, "fix": ownRate])
        case .newerThanRates(let currency, let lastDay):
            return words.text(.rateNewerThanRates, ["records": records, "currency": currency.code, "day": words.day(lastDay)])
        case .olderThanRates(let currency, let firstDay):
            return words.text(.rateOlderThanRates, ["records": records, "currency": currency.code, "day": words.day(firstDay)])
        case .notPublishedThen(let currency):
            return words.text(.rateNotPublishedThen, ["records": records, "currency": currency.code, "fix": ownRate])
        }
    }
}
