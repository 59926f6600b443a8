import Foundation
import GarageRules
import GarageStorage
import GloveboxBench
import Testing
import WidgetContract

@Suite struct GasRecordsGeneratorTests {
    let lastDay = CalendarDay(year: 2026, month: 11, day: 28)!
    let usd = try! CurrencyCode("USD")

    func parse(_ text: String) throws -> LubeLoggerExport {
        try LubeLoggerParser(currency: usd).parse(files: [GasRecordsGenerator.fileName: text])
    }

    @Test func theSameCountAndDayGiveTheSameBytes() {
        let first = GasRecordsGenerator(rows: 2_000, lastDay: lastDay).csv()
        let second = GasRecordsGenerator(rows: 2_000, lastDay: lastDay).csv()
        #expect(first == second)
    }

    @Test func theBenchmarkFileHasAHundredThousandFillUpsThatTheLubeLoggerParserReads() throws {
        let text = GasRecordsGenerator(lastDay: lastDay).csv()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == GasRecordsGenerator.header)
        #expect(lines.count == 100_000 + 2)  // the header, the rows, and the empty text after the last line feed
        let export = try parse(text)
        #expect(export.fuel.count == 100_000)
        #expect(export.services.isEmpty && export.readings.isEmpty && export.taxes.isEmpty)
    }

    @Test func theOdometerRisesWithEveryFillUp() throws {
        let export = try parse(GasRecordsGenerator(rows: 20_000, lastDay: lastDay).csv())
        let values = export.fuel.compactMap(\.odometer)
        #expect(values.count == 20_000)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func theFillUpsSpreadOverTenYearsAndEndOnTheLastDay() throws {
        let export = try parse(GasRecordsGenerator(rows: 20_000, lastDay: lastDay).csv())
        let days = export.fuel.map(\.day)
        #expect(days == days.sorted())
        #expect(days.last == lastDay)
        #expect(days.first == lastDay.adding(days: -(10 * 365 - 1)))
    }

    @Test func quantitiesHaveThreeDecimalsAndCostsTwo() throws {
        let text = GasRecordsGenerator(rows: 1_000, lastDay: lastDay).csv()
        let row = try #require(text.split(separator: "\n").dropFirst().first).split(separator: ",", omittingEmptySubsequences: false)
        #expect(row[2].split(separator: ".").last?.count == 3)
        #expect(row[3].hasPrefix("$") && row[3].split(separator: ".").last?.count == 2)
        let export = try parse(text)
        #expect(export.fuel.allSatisfy { ($0.quantity ?? 0) > 0 && $0.cost.minorUnits > 0 && $0.cost.currency == usd })
    }

    @Test func someFillUpsAreNotToFullAndSomeHaveQuotedNotes() throws {
        let text = GasRecordsGenerator(rows: 5_000, lastDay: lastDay).csv()
        let export = try parse(text)
        #expect(export.fuel.contains { !$0.isFillToFull })
        #expect(export.fuel.contains { $0.missedFuelUp })
        #expect(export.fuel.contains { $0.note?.contains(",") == true })
    }
}
