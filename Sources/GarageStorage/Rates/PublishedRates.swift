import GarageRules
import WidgetContract

/// Exchange rates published outside the logbook — the ECB reference rates the app ships — which
/// every logbook can convert with from its first day, without a row of its own.
///
/// The store consults them beneath its own rows (``GarageStore/publishedRates``): a rate the user
/// imported for a currency and day always wins over the published one for that currency and day,
/// and the published ones are never written into the logbook, so an import is never replaced,
/// an export holds only what the user imported, and a newer app brings newer published rates to
/// every logbook at once. Only the window a conversion needs is read.
public protocol PublishedRates: Sendable {
    /// Where the rates come from, as a hint names it ("the bundled ECB rates").
    var sourceName: String { get }

    /// A name for this copy's rates that changes whenever any of them does (a newer app's file):
    /// what the store remembers it converted with them is kept under it, and read by it only.
    var edition: String { get }

    /// Every currency the publisher names, with or without a rate in this copy (the ECB's list,
    /// withdrawn currencies included): a currency outside it is one the publisher never publishes.
    var publishedCurrencies: Set<CurrencyCode> { get }

    /// The first and last day of the copy (any currency), `nil` when it holds no rate.
    var days: ClosedRange<CalendarDay>? { get }

    /// The rates of `currencies` published for the days from `start` through `end`.
    func rates(of currencies: Set<CurrencyCode>, from start: CalendarDay, through end: CalendarDay) -> [ExchangeRate]

    /// The first and last day this copy has a rate of `currency` for; `nil` when it has none.
    func coverage(of currency: CurrencyCode) -> ClosedRange<CalendarDay>?
}
