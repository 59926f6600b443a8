import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

@Suite struct FuelioImportTests {
    let eur = FuelAppImportOptions(currency: try! CurrencyCode("EUR"))

    @Test func readsTheSectionedBackupWithItsVehicleUnitsFillUpsAndCosts() throws {
        let parsed = try FuelAppFixtures.parse("fuelio-backup.csv", eur)
        #expect(parsed.app == .fuelio)
        #expect(parsed.vehicles == [FuelAppImport.Vehicle(
            name: "Golf", make: "Volkswagen", model: "Golf VII 1.4 TSI", year: 2017, plate: "M-GB 4711",
            distanceUnit: .kilometres)])
        #expect(parsed.fillUps.count == 13)
        var first = FuelAppImport.FillUp(
            vehicle: 0, day: try CalendarDay(parsing: "2024-01-04"), odometer: 48_210,
            volume: FuelVolume(FuelAppFixtures.decimal("41.37"), .litres), isFull: true, missedPrevious: false,
            cost: try FuelAppFixtures.money("70.29", "EUR"), note: "Aral München", line: 6, dayColumn: 1)
        first.fingerprint = parsed.fillUps[0].fingerprint
        first.source = parsed.fillUps[0].source
        #expect(parsed.fillUps[0] == first)
        // No total: VolumePrice × litres, 1.659 × 38.95 = 64.61805.
        #expect(parsed.fillUps[2].cost == (try FuelAppFixtures.money("64.62", "EUR")))
        #expect(parsed.fillUps[2].note == "Aral München: price not noted")
        #expect(parsed.fillUps.filter { !$0.isFull }.map(\.line) == [9, 16])
        #expect(parsed.fillUps.filter(\.missedPrevious).map(\.line) == [12])
        // 53288.5 km, rounded half up.
        #expect(parsed.fillUps.first { $0.line == 15 }?.odometer == 53_289)
        // And said: the only value of the file with a fraction ("48210.0" and its like have none).
        #expect(parsed.roundedOdometers == [FuelAppImport.RoundedOdometer(line: 15, column: 2, written: "53288.5", stored: 53_289)])
        #expect(parsed.skipped == [
            FuelAppImport.Skipped(
                line: 11, reason: "a fill-up of the second tank: say what it holds with --second-tank (lpg, electricity…) to keep it as its own chain"),
            FuelAppImport.Skipped(line: 36, reason: "a cost template, not a payment"),
            FuelAppImport.Skipped(line: 37, reason: "an income, not a cost"),
            FuelAppImport.Skipped(line: 38, reason: "no amount (a reminder, not a payment)"),
        ])
        #expect(parsed.costs.map(\.line) == [32, 33, 34, 35, 39])
        #expect(parsed.costs.map(\.category) == ["Service", "Tolls", "Parking", "Tax", "Maintenance"])
        #expect(parsed.costs.map(\.kind) == [.service, .expense, .expense, .expense, .service])
        var inspection = FuelAppImport.Cost(
            vehicle: 0, day: try CalendarDay(parsing: "2024-01-22"), amount: try FuelAppFixtures.money("289.40", "EUR"),
            kind: .service, category: "Service", title: "Inspektion", note: "Ölwechsel, Filter", odometer: 48_950, line: 32,
            dayColumn: 2)
        inspection.fingerprint = parsed.costs[0].fingerprint
        inspection.source = parsed.costs[0].source
        #expect(parsed.costs[0] == inspection)
        #expect(parsed.costs[1].odometer == nil)
    }

    @Test func costsWithoutACurrencyAskForOneAtTheFirstPaidAmount() {
        #expect(throws: ImportError(file: "fuelio-backup.csv", line: 6, column: 5,
                                    reason: "cost '70.29' names no currency: say which with --currency")) {
            try FuelAppFixtures.parse("fuelio-backup.csv")
        }
    }

    @Test func theVehicleSectionsUnitsWinAndAContradictingOptionIsRefused() throws {
        var gallons = eur
        gallons.volumeUnit = .usGallons
        #expect(throws: ImportError(file: "fuelio-backup.csv", line: 3, column: 4,
                                    reason: "the file gives quantities in l ('FuelUnit 0'), but --volume-unit says us-gal")) {
            try FuelAppFixtures.parse("fuelio-backup.csv", gallons)
        }
        let miles = try FuelAppFixtures.text("fuelio-backup.csv")
            .replacingOccurrences(of: #""Golf","Family car","0","0""#, with: #""Golf","Family car","1","2""#)
            .replacingOccurrences(of: "Odo (km)", with: "Odo (mi)").replacingOccurrences(of: "Fuel (litres)", with: "Fuel (gal)")
        let parsed = try FuelAppParser(options: eur).parse(text: miles, fileName: "uk.csv")
        #expect(parsed.vehicles[0].distanceUnit == .miles)
        #expect(parsed.fillUps.allSatisfy { $0.volume.unit == .imperialGallons })
    }

    @Test func badBackupsAreRefusedAtTheirLineAndColumn() {
        #expect(throws: ImportError(
            file: "fuelio-unknown-section.csv", line: 40, column: 1,
            reason: "unknown section '## Vouchers' in a Fuelio backup (expected Vehicle, Log, CostCategories, Costs, "
                + "FavStations, Category, Pictures, TripLog)")) {
            try FuelAppFixtures.parse("bad/fuelio-unknown-section.csv", eur)
        }
        #expect(throws: ImportError(file: "fuelio-unreadable-number.csv", line: 7, column: 3,
                                    reason: "not a number for fuel: '4O.12' (decimals written with '.')")) {
            try FuelAppFixtures.parse("bad/fuelio-unreadable-number.csv", eur)
        }
        #expect(throws: ImportError(file: "fuelio-backup.csv", line: 0, column: 0,
                                    reason: "not a Drivvo export: the file looks like a Fuelio backup")) {
            try FuelAppFixtures.parse("fuelio-backup.csv", eur, as: .drivvo)
        }
        #expect(throws: ImportError(file: "empty.csv", line: 0, column: 0, reason: "file is empty")) {
            try FuelAppFixtures.parse("bad/empty.csv", eur)
        }
    }
}
