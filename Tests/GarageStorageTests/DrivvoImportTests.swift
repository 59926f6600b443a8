import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct DrivvoImportTests {
    let brl = FuelAppImportOptions(currency: try! CurrencyCode("BRL"))

    @Test func readsATranslatedExportWithItsSectionsUnitsAndFlags() throws {
        let parsed = try FuelAppFixtures.parse("drivvo-export.csv", brl)
        #expect(parsed.app == .drivvo)
        #expect(parsed.vehicles == [FuelAppImport.Vehicle(name: "Onix", distanceUnit: .kilometres)])
        #expect(parsed.fillUps.count == 9)
        var first = FuelAppImport.FillUp(
            vehicle: 0, day: try CalendarDay(parsing: "2024-01-08"), odometer: 31_250,
            volume: FuelVolume(FuelAppFixtures.decimal("40"), .litres), isFull: true, missedPrevious: false,
            cost: try FuelAppFixtures.money("231.60", "BRL"), note: "Shell Paulista", line: 3, dayColumn: 2)
        first.fingerprint = parsed.fillUps[0].fingerprint
        first.source = parsed.fillUps[0].source
        // `Gasolina comum` is petrol.
        first.energy = .petrol
        #expect(parsed.fillUps[0] == first)
        #expect(parsed.fillUps.filter { !$0.isFull }.map(\.line) == [5, 7])
        // Line 7's odometer is 0, Drivvo's "not typed": kept without a reading, cost and all.
        let unread = try #require(parsed.fillUps.first { $0.line == 7 })
        let paid = try FuelAppFixtures.money("56.90", "BRL")
        #expect(unread.odometer == nil && unread.cost == paid)
        #expect(parsed.fillUps[2].note == "Posto BR Rodovia: meio tanque")
        #expect(parsed.fillUps.allSatisfy { !$0.missedPrevious })
        #expect(parsed.skipped == [FuelAppImport.Skipped(line: 22, reason: "no amount")])
        #expect(parsed.costs.map(\.kind) == [.service, .service, .expense, .expense])
        var oil = FuelAppImport.Cost(
            vehicle: 0, day: try CalendarDay(parsing: "2024-01-25"), amount: try FuelAppFixtures.money("389.90", "BRL"),
            kind: .service, category: nil, title: "Troca de óleo e filtro", note: "5W30 sintético", odometer: 31_800, line: 15,
            dayColumn: 2)
        oil.fingerprint = parsed.costs[0].fingerprint
        oil.source = parsed.costs[0].source
        #expect(parsed.costs[0] == oil)
        // `1,234.56`: a thousands comma in a file whose decimals are points.
        #expect(parsed.costs[2].amount == (try FuelAppFixtures.money("1234.56", "BRL")))
        #expect(parsed.costs[2].odometer == nil && parsed.costs[2].title == "IPVA" && parsed.costs[2].category == nil)
        #expect(parsed.costs[3].odometer == 32_500)
    }

    @Test func anEnglishExportWithoutUnitsAsksForTheVolumeUnit() throws {
        let text = "##Refuelling\nOdometer,Date,Fuel,Price,Total cost,Volume,Full tank,Note\n"
            + "12345,5/3/2024,Petrol,1.85,55.50,30.0,Yes,Highway trip\n12700,12/3/2024,Petrol,1.90,52.73,27.75,No,\n"
        #expect(throws: ImportError(
            file: "d.csv", line: 3, column: 6,
            reason: "a Drivvo export does not say the unit of quantity '30.0': name it with --volume-unit (l, us-gal, imp-gal, kwh)")) {
            try FuelAppParser(options: brl).parse(text: text, fileName: "d.csv")
        }
        var litres = brl
        litres.volumeUnit = .litres
        let parsed = try FuelAppParser(options: litres).parse(text: text, fileName: "d.csv")
        // Slash dates in a Drivvo export are day first (12/3 is 12 March).
        #expect(parsed.fillUps.map(\.day) == [try CalendarDay(parsing: "2024-03-05"), try CalendarDay(parsing: "2024-03-12")])
        #expect(parsed.fillUps.map(\.isFull) == [true, false])
        #expect(parsed.fillUps[0].note == "Highway trip")
        #expect(parsed.vehicles == [FuelAppImport.Vehicle()])
    }

    @Test func refusesMixedDecimalSeparatorsAndUnknownSections() {
        #expect(throws: ImportError(
            file: "drivvo-mixed-decimals.csv", line: 4, column: 6,
            reason: "'39,00' writes decimals with ',', but '38.4' at drivvo-mixed-decimals.csv:3:6 writes them with '.'")) {
            try FuelAppFixtures.parse("bad/drivvo-mixed-decimals.csv", brl)
        }
        #expect(throws: ImportError(
            file: "d.csv", line: 4, column: 1,
            reason: "unknown section '#Parts' in a Drivvo export (expected Refuelling, Service, Expense or Vehicle)")) {
            try FuelAppParser(options: brl).parse(
                text: "##Service\nOdometer,Date,Cost,Title\n100,2024-01-02 10:00:00,10.00,Oil\n##Parts\nx\n", fileName: "d.csv")
        }
    }
}

extension DrivvoImportTests {
    @Test func aDrivvoSectionAcceptsLubeLoggersHeaderAliasesToo() throws {
        let text = "##Refuelling\nODO,fuelup_date,Fuel,Price,Total Price,Litres,Filled Up\n12345,2024-03-05 10:00:00,Petrol,1.85,55.50,30.0,False\n"
        let fill = try #require(try FuelAppParser(options: brl).parse(text: text, fileName: "d.csv").fillUps.first)
        #expect(fill.odometer == 12_345 && fill.volume == FuelVolume(FuelAppFixtures.decimal("30"), .litres) && !fill.isFull)
        #expect(fill.cost == (try FuelAppFixtures.money("55.50", "BRL")))
    }
}
