import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

/// A plain table under LubeLogger's header aliases, as a German spreadsheet writes it: decimal
/// commas, thousands points, day-first dotted dates.
@Suite struct SpreadsheetImportTests {
    let eur = FuelAppImportOptions(currency: try! CurrencyCode("EUR"))

    @Test func readsDecimalCommasThousandsPointsAndDayFirstDates() throws {
        let parsed = try FuelAppFixtures.parse("spreadsheet-decimal-comma.csv", eur)
        #expect(parsed.app == .csv)
        #expect(parsed.fillUps.map(\.odometer) == [12_345, 12_987, 13_301, 13_655, 14_402, 15_050, 15_698])
        #expect(parsed.fillUps[0].volume == FuelVolume(FuelAppFixtures.decimal("45.3"), .litres))
        #expect(parsed.fillUps[0].cost == (try FuelAppFixtures.money("81.09", "EUR")))
        #expect(parsed.fillUps[0].day == (try CalendarDay(parsing: "2024-01-03")))
        #expect(parsed.fillUps.last?.cost == (try FuelAppFixtures.money("1082.20", "EUR")))
        #expect(parsed.fillUps.filter { !$0.isFull }.map(\.line) == [4])
        #expect(parsed.fillUps.filter(\.missedPrevious).map(\.line) == [6])
        #expect(parsed.fillUps[4].note == "Urlaub: eine Tankung fehlt")
    }

    @Test func theHeaderAliasesMatchWhateverTheirCaseAndSpacing() throws {
        let text = "FUELUP_DATE, Odo ,Litres,Total  Price,Filled Up,MissedFuelUp\n2024-01-04,48210,41.37,70.29,False,True\n"
        let fill = try #require(try FuelAppParser(options: eur).parse(text: text, fileName: "s.csv").fillUps.first)
        #expect(fill.odometer == 48_210 && fill.volume.unit == .litres && !fill.isFull && fill.missedPrevious)
        #expect(fill.cost == (try FuelAppFixtures.money("70.29", "EUR")))
    }

    @Test func aDecimalSeparatorTheNumbersContradictIsReportedAtTheCell() {
        var point = eur
        point.decimalSeparator = .point
        #expect(throws: ImportError(file: "spreadsheet-decimal-comma.csv", line: 2, column: 3,
                                    reason: "not a number for quantity: '45,30' (decimals written with '.')")) {
            try FuelAppFixtures.parse("spreadsheet-decimal-comma.csv", point)
        }
    }

    @Test func numbersThatCouldBeReadTwoWaysAsk() {
        let text = "date,odometer,litres\n2024-01-04,48210,41.370\n"
        #expect(throws: ImportError(
            file: "s.csv", line: 2, column: 3,
            reason: "'41.370' could be a whole number or a decimal, and no other number of the file says which: "
                + "name the decimal separator (--decimal-separator point or comma)")) {
            try FuelAppParser(options: eur).parse(text: text, fileName: "s.csv")
        }
    }

    @Test func aQuantityWithNoUnitAnywhereAsksForTheVolumeUnit() throws {
        #expect(throws: ImportError(
            file: "csv-no-volume-unit.csv", line: 2, column: 3,
            reason: "a fuel CSV does not say the unit of quantity '41.37': name it with --volume-unit (l, us-gal, imp-gal, kwh)")) {
            try FuelAppFixtures.parse("bad/csv-no-volume-unit.csv", eur)
        }
        var litres = eur
        litres.volumeUnit = .litres
        let parsed = try FuelAppFixtures.parse("bad/csv-no-volume-unit.csv", litres)
        #expect(parsed.fillUps.map(\.volume.unit) == [.litres, .litres])
    }

    @Test func slashDatesThatShowNoOrderAsk() {
        let text = "date,odometer,litres,cost\n03/04/2024,48210,41.37,70.29\n"
        #expect(throws: ImportError(
            file: "s.csv", line: 2, column: 1,
            reason: "date '03/04/2024' could be read day first or month first, and no other date of the file says which: "
                + "name the order (--day-order day-first or month-first)")) {
            try FuelAppParser(options: eur).parse(text: text, fileName: "s.csv")
        }
    }

    @Test func aFileOfNoKnownAppSaysWhatItExpected() {
        #expect(throws: ImportError(
            file: "s.csv", line: 1, column: 0,
            reason: "not an export of a fuel app this import knows (Fuelly, Fuelio, Drivvo, aCar), nor a table with "
                + "'date', 'odometer' and 'litres' (or 'gallons', 'quantity') columns")) {
            try FuelAppParser(options: eur).parse(text: "when,km\n2024-01-01,5\n", fileName: "s.csv")
        }
    }
}
