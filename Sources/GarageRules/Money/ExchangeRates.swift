import Foundation
import WidgetContract

/// The ECB reference rates in memory: per currency, the days it was published, sorted, for binary search.
///
/// Lookup rule: the rate published on the day; else the latest earlier one at most
/// `maximumAge` (7) days older; else none. Never a later rate, never an older one.
/// The euro is always 1. Loading the whole ECB history (about 7,000 days × 41 currencies)
/// costs one sort per currency; a lookup is a binary search.
///
/// ```swift
/// var rates = ExchangeRates()
/// try rates.insert(ExchangeRate(day: friday, currency: gbp, perEuro: 0.8412))
/// rates.rate(for: gbp, on: sunday)   // Friday's 0.8412, published two days earlier
/// ```
public struct ExchangeRates: Sendable, Equatable {
    /// How many days older than the record's date a published rate may be and still apply.
    public static let maximumAge = 7

    /// One currency's history: day numbers ascending, with their rates.
    struct Series: Sendable, Equatable {
        var days: [Int] = []
        var rates: [Decimal] = []

        /// The index of the last day `<= day`, or `nil`.
        func lastIndex(onOrBefore day: Int) -> Int? {
            var low = 0
            var high = days.count
            while low < high {
                let middle = (low + high) / 2
                if days[middle] <= day { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : low - 1
        }
    }

    var series: [CurrencyCode: Series] = [:]

    /// An empty table (only the euro has a rate).
    public init() {}

    /// A table holding `rates`; a later entry for the same currency and day replaces an earlier one.
    public init(_ rates: some Sequence<ExchangeRate>) {
        var grouped: [CurrencyCode: [(Int, Decimal)]] = [:]
        for rate in rates where rate.currency != .euro {
            grouped[rate.currency, default: []].append((rate.day.dayNumber, rate.perEuro))
        }
        for (currency, entries) in grouped {
            // Stable sort, then keep the last entry of each day so later inputs win.
            let sorted = entries.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            var built = Series()
            for (_, entry) in sorted {
                if built.days.last == entry.0 {
                    built.rates[built.rates.count - 1] = entry.1
                } else {
                    built.days.append(entry.0)
                    built.rates.append(entry.1)
                }
            }
            series[currency] = built
        }
    }

    /// Adds or replaces one rate, keeping the days sorted (appending in day order is cheapest).
    public mutating func insert(_ rate: ExchangeRate) {
        guard rate.currency != .euro else { return }
        let day = rate.day.dayNumber
        var current = series[rate.currency] ?? Series()
        series[rate.currency] = nil  // so the arrays are uniquely referenced while we edit them
        if let index = current.lastIndex(onOrBefore: day) {
            if current.days[index] == day {
                current.rates[index] = rate.perEuro
            } else {
                current.days.insert(day, at: index + 1)
                current.rates.insert(rate.perEuro, at: index + 1)
            }
        } else {
            current.days.insert(day, at: 0)
            current.rates.insert(rate.perEuro, at: 0)
        }
        series[rate.currency] = current
    }

    /// The currencies with at least one rate (the euro excluded).
    public var currencies: [CurrencyCode] { series.keys.sorted() }

    /// The number of stored (currency, day) rates.
    public var count: Int { series.values.reduce(0) { $0 + $1.days.count } }

    /// The first and last day with any rate, or `nil` for an empty table.
    public var dayRange: ClosedRange<CalendarDay>? {
        let firsts = series.values.compactMap(\.days.first)
        let lasts = series.values.compactMap(\.days.last)
        guard let first = firsts.min(), let last = lasts.max() else { return nil }
        return CalendarDay(dayNumber: first)...CalendarDay(dayNumber: last)
    }

    /// The rate that applies to `day` (see the type's lookup rule), with the day it was published.
    public func rate(for currency: CurrencyCode, on day: CalendarDay) -> AppliedRate? {
        if currency == .euro { return AppliedRate(perEuro: 1, publishedOn: day) }
        guard let history = series[currency] else { return nil }
        let wanted = day.dayNumber
        guard let index = history.lastIndex(onOrBefore: wanted),
              wanted - history.days[index] <= Self.maximumAge
        else { return nil }
        return AppliedRate(perEuro: history.rates[index], publishedOn: CalendarDay(dayNumber: history.days[index]))
    }
}

/// A rate found for a day: the value and the day it was published (the same day or up to 7 days earlier).
public struct AppliedRate: Hashable, Sendable {
    /// Units of the currency per 1 EUR.
    public let perEuro: Decimal
    /// The day the rate was published for.
    public let publishedOn: CalendarDay
}
