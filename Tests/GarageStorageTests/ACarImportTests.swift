import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct ACarImportTests {
    @Test func readsTheExportWithPerRowUnitsAndTheCurrencyItsSignNames() throws {
        let parsed = try FuelAppFixtures.parse("acar-export.csv")
        #expect(parsed.app == .aCar)
        #expect(parsed.currency == (try CurrencyCode("USD")))
        #expect(parsed.vehicles == [FuelAppImport.Vehicle(
            name: "Altima", make: "Nissan", model: "Altima", year: 2012, plate: "F96 2HK", distanceUnit: .miles)])
        #expect(parsed.fillUps.count == 4)
        var first = FuelAppImport.FillUp(
            vehicle: 0, day: try CalendarDay(parsing: "2024-05-02"), odometer: 105_620,
            volume: FuelVolume(FuelAppFixtures.decimal("18.204"), .usGallons), isFull: true, missedPrevious: false,
            cost: try FuelAppFixtures.money("70.98", "USD"), note: "Maverik", line: 11, dayColumn: 2)
        first.fingerprint = parsed.fillUps[0].fingerprint
        first.source = parsed.fillUps[0].source
        #expect(parsed.fillUps[0] == first)
        #expect(parsed.fillUps.map(\.isFull) == [true, false, true, true])
        #expect(parsed.fillUps.map(\.missedPrevious) == [false, false, false, true])
        #expect(parsed.costs.map(\.amount) == [try FuelAppFixtures.money("22.00", "USD"), try FuelAppFixtures.money("1064.25", "USD")])
        #expect(parsed.costs.map(\.kind) == [.service, .expense])
        #expect(parsed.costs[0].title == "Engine Oil, Oil Filter" && parsed.costs[0].odometer == 105_900)
    }

    @Test func aCurrencyTheSignContradictsIsRefusedAtTheFirstCost() {
        #expect(throws: ImportError(
            file: "acar-export.csv", line: 11, column: 9,
            reason: "cost '$70.98' is in $ (a dollar or peso), which --currency EUR contradicts")) {
            try FuelAppFixtures.parse("acar-export.csv", FuelAppImportOptions(currency: try CurrencyCode("EUR")))
        }
    }
}
