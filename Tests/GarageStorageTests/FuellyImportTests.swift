import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct FuellyImportTests {
    let usd = FuelAppImportOptions(currency: try! CurrencyCode("USD"))

    @Test func readsTheFuellyExportWithItsVehiclesUnitsAndFlags() throws {
        let parsed = try FuelAppFixtures.parse("fuelly-export.csv", usd)
        #expect(parsed.app == .fuelly)
        #expect(parsed.fillUps.count == 15)
        #expect(parsed.costs.isEmpty && parsed.skipped.isEmpty)
        #expect(parsed.vehicles == [
            FuelAppImport.Vehicle(name: "Civic", model: "Honda Civic", distanceUnit: .miles),
            FuelAppImport.Vehicle(name: "F-150", model: "Ford F-150", distanceUnit: .miles),
        ])
        #expect(parsed.currency == (try CurrencyCode("USD")))
        var first = FuelAppImport.FillUp(
            vehicle: 0, day: try CalendarDay(parsing: "2024-01-06"), odometer: 41_210,
            volume: FuelVolume(FuelAppFixtures.decimal("10.412"), .usGallons), isFull: true, missedPrevious: false,
            // Fuelly's price is per gallon: 10.412 × 3.099 = 32.266788, to the cent.
            cost: try FuelAppFixtures.money("32.27", "USD"), note: "Costco", line: 2, dayColumn: 9)
        first.fingerprint = parsed.fillUps[0].fingerprint
        first.source = parsed.fillUps[0].source
        #expect(parsed.fillUps[0] == first)
        #expect(parsed.fillUps.filter { !$0.isFull }.map(\.line) == [5, 14])
        #expect(parsed.fillUps.filter(\.missedPrevious).map(\.line) == [8])
        #expect(parsed.fillUps[3].note == "Chevron: half tank, in a hurry")
        #expect(parsed.fillUps[10].note == "Sinclair: I-80, \"Little America\"")
        #expect(parsed.fillUps.filter { $0.vehicle == 1 }.map(\.odometer) == [88_015, 88_402])
        #expect(parsed.fillUps.last?.day == (try CalendarDay(parsing: "2024-06-07")))
    }

    @Test func anExportWithoutACurrencyAsksForOneAtTheFirstPrice() {
        #expect(throws: ImportError(file: "fuelly-export.csv", line: 2, column: 7,
                                    reason: "cost '3.099' names no currency: say which with --currency")) {
            try FuelAppFixtures.parse("fuelly-export.csv")
        }
    }

    @Test func metricHeadersStateLitresAndKilometresAndContradictingOptionsAreRefused() throws {
        let text = "car_name,model,l/100km,odometer,km,litres,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand\n"
            + "Renegade,Jeep,18.71,186886,306.998,57.432,1.269,50,06/06/2021 0:00,06/06/2021,,,0,1,,,\n"
        let parsed = try FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
            .parse(text: text, fileName: "f.csv")
        #expect(parsed.vehicles[0].distanceUnit == .kilometres)
        #expect(parsed.fillUps[0].volume == FuelVolume(FuelAppFixtures.decimal("57.432"), .litres))
        #expect(parsed.fillUps[0].cost == (try FuelAppFixtures.money("72.88", "EUR")))
        #expect(parsed.fillUps[0].isFull == false)
        #expect(throws: ImportError(file: "f.csv", line: 1, column: 6,
                                    reason: "the file gives quantities in l ('litres'), but --volume-unit says us-gal")) {
            try FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR"), volumeUnit: .usGallons))
                .parse(text: text, fileName: "f.csv")
        }
    }

    @Test func bareGallonsAreUSGallonsUnlessTheUserSaysImperial() throws {
        let options = FuelAppImportOptions(currency: try CurrencyCode("GBP"), volumeUnit: .imperialGallons)
        let parsed = try FuelAppFixtures.parse("fuelly-export.csv", options)
        #expect(parsed.fillUps.allSatisfy { $0.volume.unit == .imperialGallons })
        #expect(parsed.currency == (try CurrencyCode("GBP")))
    }

    @Test func refusesAMissingOdometerColumnAndAnImpossibleDateAtTheirPlace() {
        #expect(throws: ImportError(file: "fuelly-missing-odometer.csv", line: 1, column: 0,
                                    reason: "missing column 'odometer' (or 'odo', 'odometer reading')")) {
            try FuelAppFixtures.parse("bad/fuelly-missing-odometer.csv", usd)
        }
        #expect(throws: ImportError(file: "fuelly-impossible-date.csv", line: 3, column: 9,
                                    reason: "no such day: '02/30/2024'")) {
            try FuelAppFixtures.parse("bad/fuelly-impossible-date.csv", usd)
        }
    }

    @Test func datesThatShowTheDayFirstAreReadDayFirstUnlessTheUserSaidOtherwise() throws {
        let text = "car_name,odometer,gallons,price,fuelup_date\nCivic,41210,10.4,3.09,25/03/2024 8:15\nCivic,41500,10.1,3.09,04/04/2024 8:15\n"
        let parsed = try FuelAppParser(options: usd).parse(text: text, fileName: "f.csv", as: .fuelly)
        #expect(parsed.fillUps.map(\.day) == [try CalendarDay(parsing: "2024-03-25"), try CalendarDay(parsing: "2024-04-04")])
        var monthFirst = usd
        monthFirst.dayOrder = .monthFirst
        #expect(throws: ImportError(
            file: "f.csv", line: 2, column: 5,
            reason: "date '25/03/2024' has no month 25: it reads as day-first (--day-order day-first), but this file is read month-first")) {
            try FuelAppParser(options: monthFirst).parse(text: text, fileName: "f.csv", as: .fuelly)
        }
    }
}
