import AppCore
import Foundation
import GarageRules
import GarageStorage
import Testing
import WidgetContract

/// The bundled file read a window at a time gives exactly what parsing it whole gives.
@Suite struct BundledRateTableTests {
    func day(_ text: String) throws -> CalendarDay { try CalendarDay(parsing: text) }

    @Test func aWindowHoldsExactlyTheWholeFilesRatesOfItsDaysAndCurrencies() throws {
        let table = try #require(BundledRates.table)
        let whole = try BundledRates.load()
        let usd = try CurrencyCode("USD")
        let jpy = try CurrencyCode("JPY")
        let start = try day("2026-05-01")
        let end = try day("2026-10-30")
        let window = table.rates(of: [usd, jpy], from: start, through: end)
        let expected = whole.rates.filter { ($0.currency == "USD" || $0.currency == "JPY") && (start...end).contains($0.day) }
        #expect(window.count == expected.count)
        #expect(Set(window.map { "\($0.currency.code) \($0.day) \($0.perEuro)" })
            == Set(try expected.map { "\($0.currency) \($0.day) \(try #require(ExchangeRate.parseDecimal($0.rate)))" }))
        #expect(table.days == whole.range)
        #expect(table.coverage(of: usd) == whole.range)
        // The ECB names RUB and CYP in its header, with no rate in these years.
        #expect(table.publishedCurrencies.contains(try CurrencyCode("RUB")))
        #expect(table.coverage(of: try CurrencyCode("RUB")) == nil)
        #expect(!table.publishedCurrencies.contains(try CurrencyCode("MAD")))
    }

    @Test func theOrderOfTheLinesDoesNotMatter() throws {
        let csv = "Date,USD,GBP,\n2026-01-02,1.1,N/A,\n2026-01-05,1.2,0.85,\n2025-12-31,1.0,0.84,\n"
        let table = try #require(BundledRateTable(csv: csv))
        let rates = table.rates(of: [try CurrencyCode("USD")], from: try day("2026-01-01"), through: try day("2026-01-31"))
        #expect(rates.map(\.day.isoString).sorted() == ["2026-01-02", "2026-01-05"])
        #expect(table.coverage(of: try CurrencyCode("GBP")) == (try day("2025-12-31"))...(try day("2026-01-05")))
    }
}
