import GarageRules
import WidgetContract

/// Why an expense has no rate into the home currency, which decides what can fix it: importing
/// newer or older ECB rates helps only where the ECB published a rate; for a currency it never
/// publishes, or a day it published none, only the expense's own rate (`--rate`) does.
public enum MissingRate: Hashable, Sendable, Comparable {
    /// No source has ever had a rate of the currency (the ECB publishes no MAD rate).
    case neverPublished(CurrencyCode)
    /// The rates the logbook converts with end before the day (the files are older than it).
    case newerThanRates(CurrencyCode, lastDay: CalendarDay)
    /// They start after the day, while the ECB published the currency then (its full history does).
    case olderThanRates(CurrencyCode, firstDay: CalendarDay)
    /// The ECB has rates of the currency, but none for the day or the week before it (it stopped
    /// publishing it, as RUB after 2022-03-01, or had not started).
    case notPublishedThen(CurrencyCode)

    /// The currency that lacks the rate.
    public var currency: CurrencyCode {
        switch self {
        case .neverPublished(let currency), .newerThanRates(let currency, _), .olderThanRates(let currency, _),
             .notPublishedThen(let currency):
            currency
        }
    }

    /// Whether importing a rates file can fix it.
    public var isFixedByImporting: Bool {
        switch self {
        case .newerThanRates, .olderThanRates: true
        case .neverPublished, .notPublishedThen: false
        }
    }

    /// The reason for an expense of `expense` currency on `day` converted into `home`, or `nil` when
    /// `rates` convert it. `coverage` gives the first and last day any source has a rate of a
    /// currency for; `sourceDays` the days any source covers at all; `published` every currency
    /// the publisher names.
    static func reason(
        for expense: Expense, into home: CurrencyCode, rates: ExchangeRates,
        coverage: (CurrencyCode) throws -> ClosedRange<CalendarDay>?, sourceDays: ClosedRange<CalendarDay>?,
        published: Set<CurrencyCode>
    ) rethrows -> MissingRate? {
        guard rates.convert(expense.amount, to: home, on: expense.date, userRate: expense.userRate) == nil else { return nil }
        let source = expense.userRate?.quote ?? expense.amount.currency
        // The side that lacks a rate: the paid currency (or the user rate's quote), else the home one.
        let lacking = [source, home].first { $0 != .euro && rates.rate(for: $0, on: expense.date) == nil } ?? home
        let day = expense.date
        guard let covered = try coverage(lacking) else {
            // Named by the ECB but in no file the logbook has: before the files start, its full
            // history may hold it (a withdrawn currency such as CYP); within them, the ECB published
            // none (RUB since 2022). Never named: only the expense's own rate converts it.
            guard published.contains(lacking) else { return .neverPublished(lacking) }
            if let sourceDays, day < sourceDays.lowerBound {
                return .olderThanRates(lacking, firstDay: sourceDays.lowerBound)
            }
            return .notPublishedThen(lacking)
        }
        let allowance = ExchangeRates.maximumAge
        if day > covered.upperBound {
            // The currency's rates end with the files' (they are old), or well before (the ECB stopped).
            let filesEnd = sourceDays?.upperBound ?? covered.upperBound
            return covered.upperBound.days(to: filesEnd) <= allowance
                ? .newerThanRates(lacking, lastDay: filesEnd) : .notPublishedThen(lacking)
        }
        if day < covered.lowerBound {
            let filesStart = sourceDays?.lowerBound ?? covered.lowerBound
            return filesStart.days(to: covered.lowerBound) <= allowance && lacking.isActive
                ? .olderThanRates(lacking, firstDay: filesStart) : .notPublishedThen(lacking)
        }
        return .notPublishedThen(lacking)
    }
}
