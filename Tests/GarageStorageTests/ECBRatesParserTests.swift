import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct ECBRatesParserTests {
    let parser = ECBRatesParser(fileName: "eurofxref-hist.csv")

    @Test func readsTheRealFileWithItsTrailingCommaAndMissingValues() throws {
        let result = try parser.parse(Fixtures.text(Fixtures.ecbRates))
        #expect(result.currencies.count == 41)
        #expect(result.currencies.first == "USD" && result.currencies.last == "ZAR")
        #expect(result.days == 743)
        #expect(result.rates.count + result.missing == 743 * 41)
        #expect(result.range == (try CalendarDay(parsing: "2023-12-01"))...(try CalendarDay(parsing: "2026-10-30")))
        let friday = try CalendarDay(parsing: "2026-10-30")
        #expect(result.rates.contains(ECBRatesParser.Rate(currency: "GBP", day: friday, rate: "0.8338")))
        #expect(!result.rates.contains { $0.currency == "BGN" && $0.day == friday })
    }

    @Test func refusesABadRateWithItsLineAndColumn() {
        let text = "Date,USD,JPY,\n2026-10-30,1.1172,175.68,\n2026-10-29,1.113,17x.92,\n"
        #expect(throws: ImportError(file: "eurofxref-hist.csv", line: 3, column: 3, reason: "not a rate for JPY: '17x.92'")) {
            try parser.parse(text)
        }
    }

    @Test func refusesABadDateAMissingFieldAndABadHeader() {
        #expect(throws: ImportError(file: "eurofxref-hist.csv", line: 2, column: 1, reason: "not a date (YYYY-MM-DD): '30/10/2026'")) {
            try parser.parse("Date,USD,\n30/10/2026,1.1,\n")
        }
        #expect(throws: ImportError(file: "eurofxref-hist.csv", line: 2, column: 0, reason: "expected 3 fields, found 4")) {
            try parser.parse("Date,USD,\n2026-10-30,1.1,2.2,\n")
        }
        #expect(throws: ImportError(file: "eurofxref-hist.csv", line: 1, column: 2, reason: "not a currency code: 'US'")) {
            try parser.parse("Date,US,\n2026-10-30,1.1,\n")
        }
    }
}
