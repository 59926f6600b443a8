import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageRules

/// A hand-made table around real ECB quirks: no rows on weekends or on TARGET holidays
/// (Good Friday 2024-03-29, Easter Monday 2024-04-01, 2024-12-25/26, 2025-01-01, 2025-05-01).
@Suite struct ExchangeRatesTests {
    let usd = currency("USD")
    let gbp = currency("GBP")
    let jpy = currency("JPY")
    let brl = currency("BRL")
    let eur = CurrencyCode.euro

    var table: ExchangeRates {
        let rows: [(String, String, String, String, String)] = [
            // day,        USD,      GBP,      JPY,     BRL
            ("2024-03-27", "1.0816", "0.85768", "163.92", "5.3934"),
            ("2024-03-28", "1.0811", "0.85510", "163.45", "5.4018"),  // Thursday before Good Friday
            ("2024-04-02", "1.0749", "0.85685", "163.00", "5.4356"),  // Tuesday after Easter Monday
            ("2024-12-23", "1.0410", "0.82960", "163.44", "6.4236"),
            ("2024-12-24", "1.0406", "0.82880", "163.62", "6.4468"),
            ("2024-12-27", "1.0427", "0.83015", "164.25", "6.4350"),
            ("2024-12-30", "1.0444", "0.82918", "164.64", "6.4253"),
            ("2024-12-31", "1.0389", "0.82918", "163.06", "6.4253"),
            ("2025-01-02", "1.0321", "0.82830", "163.37", "6.3716"),
            ("2026-10-30", "1.1554", "0.87950", "177.88", "6.2210"),
        ]
        var rates: [ExchangeRate] = []
        for (text, usdRate, gbpRate, jpyRate, brlRate) in rows {
            for (code, rate) in [("USD", usdRate), ("GBP", gbpRate), ("JPY", jpyRate), ("BRL", brlRate)] {
                rates.append(try! ExchangeRate(day: day(text), currency: currency(code), perEuro: decimal(rate)))
            }
        }
        // Shuffled on purpose: the table must not depend on input order.
        var generator = SplitMix(seed: 7)
        return ExchangeRates(rates.shuffled(using: &generator))
    }

    @Test func aRatePublishedOnTheDayIsUsed() throws {
        let rate = try #require(table.rate(for: usd, on: day("2024-12-23")))
        #expect(rate.perEuro == decimal("1.0410"))
        #expect(rate.publishedOn == day("2024-12-23"))
    }

    @Test func weekendsAndTargetHolidaysUseTheLatestEarlierRate() throws {
        // Saturday and Sunday after Friday 2024-12-27.
        #expect(table.rate(for: gbp, on: day("2024-12-28"))?.publishedOn == day("2024-12-27"))
        #expect(table.rate(for: gbp, on: day("2024-12-29"))?.perEuro == decimal("0.83015"))
        // Christmas and St Stephen's Day (TARGET holidays) take Christmas Eve's rate.
        #expect(table.rate(for: usd, on: day("2024-12-25"))?.perEuro == decimal("1.0406"))
        #expect(table.rate(for: usd, on: day("2024-12-26"))?.publishedOn == day("2024-12-24"))
        // New Year's Day takes New Year's Eve's rate; Easter Monday takes Maundy Thursday's (4 days back).
        #expect(table.rate(for: jpy, on: day("2025-01-01"))?.perEuro == decimal("163.06"))
        #expect(table.rate(for: brl, on: day("2024-04-01"))?.publishedOn == day("2024-03-28"))
    }

    @Test func aRateOlderThanSevenDaysDoesNotApply() {
        // 2026-10-30 is the last row: it still applies 7 days later, not 8.
        #expect(table.rate(for: usd, on: day("2026-11-06"))?.publishedOn == day("2026-10-30"))
        #expect(table.rate(for: usd, on: day("2026-11-07")) == nil)
        // Never a later rate: before the first row there is none.
        #expect(table.rate(for: usd, on: day("2024-03-26")) == nil)
        // A currency with no rows has no rate; the euro always has 1.
        #expect(table.rate(for: currency("CHF"), on: day("2024-12-23")) == nil)
        #expect(table.rate(for: eur, on: day("1999-01-01"))?.perEuro == 1)
    }

    @Test func crossRatesGoThroughTheEuro() throws {
        // 1,000,000 GBP × 1.0410 / 0.82960 = 1,254,821.6007… USD.
        let converted = try #require(table.convert(money("1000000", "GBP"), to: usd, on: day("2024-12-23")))
        #expect(converted.currency == usd && converted.minorUnits == 125_482_160)
        // The same currency needs no rate; a side without one gives no conversion.
        #expect(table.convert(money("5", "USD"), to: usd, on: day("2020-01-01"))?.minorUnits == 500)
        #expect(table.convert(money("5", "USD"), to: currency("CHF"), on: day("2024-12-23")) == nil)
    }

    @Test func conversionRoundsHalfToEvenPerRecord() throws {
        let rates = try ExchangeRates([ExchangeRate(day: day("2025-01-02"), currency: usd, perEuro: decimal("1.25"))])
        // Amounts that land exactly on half a cent: 0.02 EUR × 1.25 = 0.025 USD → 0.02 (2 is even).
        #expect(rates.convert(money("0.02", "EUR"), to: usd, on: day("2025-01-02"))?.minorUnits == 2)
        // 0.06 × 1.25 = 0.075 → 0.08 (half to even goes up from 7).
        #expect(rates.convert(money("0.06", "EUR"), to: usd, on: day("2025-01-02"))?.minorUnits == 8)
        #expect(rates.convert(money("10.00", "USD"), to: eur, on: day("2025-01-02"))?.minorUnits == 800)
    }

    @Test func aUserRateWinsOverTheTable() throws {
        let rate = try UserRate(parsing: "0.9", quote: eur)
        let converted = table.convert(money("100.00", "USD"), to: eur, on: day("2024-12-23"), userRate: rate)
        #expect(converted == money("90.00", "EUR"))
        // Even on a day the table has nothing for.
        #expect(table.convert(money("100.00", "USD"), to: eur, on: day("2030-01-01"), userRate: rate) != nil)
        // A rate quoted in another currency converts through it at the record's date: 100 USD → 120 GBP → EUR.
        let viaGBP = try UserRate(parsing: "1.2", quote: gbp)
        let expected = Money(rounding: decimal("120") * 1 / decimal("0.82960"), currency: eur)
        #expect(table.convert(money("100.00", "USD"), to: eur, on: day("2024-12-23"), userRate: viaGBP) == expected)
        #expect(throws: GarageError.invalidRate("0")) { try UserRate(parsing: "0", quote: eur) }
        #expect(throws: GarageError.invalidRate("1,2")) { try UserRate(parsing: "1,2", quote: eur) }
    }

    @Test func insertingKeepsDaysSortedAndReplacesTheSameDay() throws {
        var rates = ExchangeRates()
        try rates.insert(ExchangeRate(day: day("2025-01-10"), currency: usd, perEuro: decimal("1.03")))
        try rates.insert(ExchangeRate(day: day("2025-01-06"), currency: usd, perEuro: decimal("1.04")))
        try rates.insert(ExchangeRate(day: day("2025-01-08"), currency: usd, perEuro: decimal("1.05")))
        try rates.insert(ExchangeRate(day: day("2025-01-08"), currency: usd, perEuro: decimal("1.06")))
        #expect(rates.count == 3)
        #expect(rates.rate(for: usd, on: day("2025-01-09"))?.perEuro == decimal("1.06"))
        #expect(rates.rate(for: usd, on: day("2025-01-07"))?.perEuro == decimal("1.04"))
        #expect(rates.dayRange == day("2025-01-06")...day("2025-01-10"))
        #expect(rates.currencies == [usd])
    }

    @Test func ratesAreRefusedWhenNotPositive() {
        #expect(throws: GarageError.self) {
            try ExchangeRate(day: day("2025-01-02"), currency: usd, perEuro: 0)
        }
        #expect(ExchangeRate.parseDecimal("N/A") == nil)
        #expect(ExchangeRate.parseDecimal("1.0856") == decimal("1.0856"))
        #expect(ExchangeRate.parseDecimal("1e3") == nil)
    }
}

