import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// Whatever an import accepts must read back: one decimal reader, one length limit.
@Suite struct ImportLimitTests {
    let directory = TemporaryDirectory()
    let today = try! CalendarDay(parsing: "2026-11-20")
    let longNumber = String(repeating: "1", count: 31) + ".5"

    func openStore() throws -> GarageStore {
        try GarageStore(path: directory.appending("app/glovebox.sqlite").path)
    }

    @Test func aLubeLoggerQuantityTooLongToReadBackIsRefusedWithItsPlace() {
        let parser = LubeLoggerParser(currency: try! CurrencyCode("USD"))
        let gas = "Date,Odometer,FuelConsumed,Cost\n5/8/2020,204836,8.331,$16.24\n5/9/2020,204900,\(longNumber),$1\n"
        #expect(throws: ImportError(
            file: "gasrecords.csv", line: 3, column: 3,
            reason: "number for fuelconsumed is longer than 30 characters: '\(longNumber)'")) {
            try parser.parse(files: ["gasrecords.csv": gas])
        }
    }

    @Test func anErrorQuotesAtMostAboutEightyCharactersOfABadField() throws {
        let parser = LubeLoggerParser(currency: try CurrencyCode("USD"))
        let huge = String(repeating: "x", count: 5_000_000)
        let gas = "Date,Odometer,FuelConsumed,Cost\n5/8/2020,\(huge),8.331,$16.24\n"
        do {
            _ = try parser.parse(files: ["gasrecords.csv": gas])
            Issue.record("a 5 MB odometer was accepted")
        } catch {
            let message = error.description
            #expect(message.count < 200, "\(message.count) characters")
            #expect(message.hasPrefix("gasrecords.csv:2:2: not a whole number for odometer: '\(String(repeating: "x", count: 80))… (5000000 bytes)'"))
        }
    }

    @Test func anOverLongFuelQuantityNeverReachesTheLogbook() throws {
        let store = try openStore()
        var garage = Garage(account: try Account(name: "ana"), homeCurrency: .euro)
        let ids = IdentifierSource.sequential(prefix: "q")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        // Stored as plain text, 1e40 is 41 digits: more than the loader reads.
        let huge = try #require(Decimal(string: "1e40"))
        let draft = ExpenseDraft(
            vehicleID: clio.id, date: today, amount: .zero(.euro), category: .fuel, fuelQuantity: huge)
        #expect(throws: GarageError.invalidNumber(field: "fuel quantity", value: "\(huge)")) {
            try garage.addExpense(draft, today: today, ids: ids)
        }
        let imported = Expense(
            id: ids.next(), vehicleID: clio.id, date: today, amount: .zero(.euro), category: .fuel, fuelQuantity: huge)
        #expect(throws: GarageError.invalidNumber(field: "fuel quantity", value: "\(huge)")) {
            try garage.importHistory(vehicleID: clio.id, expenses: [imported], today: today)
        }
        try store.write { try $0.seed(garage, now: Date(timeIntervalSince1970: 0)) }
        #expect(try store.loadGarage().vehicles.count == 1)
    }

    @Test func anEcbRateTooLongToReadBackIsRefusedWithItsPlace() {
        let parser = ECBRatesParser(fileName: "eurofxref-hist.csv")
        #expect(throws: ImportError(
            file: "eurofxref-hist.csv", line: 2, column: 3,
            reason: "number for JPY is longer than 30 characters: '\(longNumber)'")) {
            try parser.parse("Date,USD,JPY,\n2026-10-30,1.1,\(longNumber),\n")
        }
    }

    @Test func anUnknownEcbCurrencyColumnIsSkippedAndCountedAndTheRatesLoad() throws {
        let parsed = try ECBRatesParser(fileName: "eurofxref-hist.csv")
            .parse("Date,USD,XAU,JPY,\n2026-10-30,1.1172,2301.5,175.68,\n2026-10-29,1.113,N/A,175.1,\n")
        #expect(parsed.skippedCurrencies == ["XAU"])
        #expect(parsed.currencies == ["USD", "JPY"])
        #expect(parsed.rates.count == 4 && parsed.missing == 0)
        let store = try openStore()
        _ = try store.write { try $0.rates.insert(parsed.rates) }
        let rates = try store.rates.all()
        let friday = try CalendarDay(parsing: "2026-10-30")
        #expect(rates.rate(for: try CurrencyCode("JPY"), on: friday)?.perEuro == Decimal(string: "175.68"))
        #expect(try store.loadGarage().vehicles.isEmpty)
    }

    @Test func theEcbFilesRetiredCurrenciesAreAllKnown() throws {
        let result = try ECBRatesParser(fileName: "eurofxref-hist.csv").parse(Fixtures.text(Fixtures.ecbRates))
        #expect(result.skippedCurrencies.isEmpty)
        #expect(result.currencies.count == 41)
    }

    @Test func storingARateThatWouldNotReadBackIsRefusedAndStoresNothing() throws {
        let store = try openStore()
        let friday = try CalendarDay(parsing: "2026-10-30")
        let good = ECBRatesParser.Rate(currency: "USD", day: friday, rate: "1.1172")
        for bad in [
            ECBRatesParser.Rate(currency: "XAU", day: friday, rate: "2301.5"),
            ECBRatesParser.Rate(currency: "JPY", day: friday, rate: longNumber),
        ] {
            #expect(throws: StoreError.unreadableRate(currency: bad.currency, day: "2026-10-30", rate: bad.rate)) {
                try store.write { try $0.rates.insert([good, bad]) }
            }
        }
        #expect(try store.rates.count() == 0)
        _ = try store.rates.all()
    }
}
