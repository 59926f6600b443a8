import GarageRules
import GarageStorage
import WidgetContract

/// The bundled rates as the store's `publishedRates`, read from the app's file only when a
/// conversion first needs a rate that is not the euro: a logbook kept in euros never reads it.
public struct BundledRateSource: PublishedRates {
    /// The source.
    public init() {}

    private var table: BundledRateTable? { BundledRates.table }

    public var sourceName: String { table?.sourceName ?? "the bundled ECB rates" }

    public var edition: String { BundledRates.edition }

    public var publishedCurrencies: Set<CurrencyCode> { table?.publishedCurrencies ?? [] }

    public var days: ClosedRange<CalendarDay>? { table?.days }

    public func rates(of currencies: Set<CurrencyCode>, from start: CalendarDay, through end: CalendarDay) -> [ExchangeRate] {
        table?.rates(of: currencies, from: start, through: end) ?? []
    }

    public func coverage(of currency: CurrencyCode) -> ClosedRange<CalendarDay>? {
        table?.coverage(of: currency)
    }
}
