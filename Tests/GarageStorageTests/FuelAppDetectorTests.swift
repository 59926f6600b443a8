import Foundation
import GarageRules
import Testing
@testable import GarageStorage

@Suite struct FuelAppDetectorTests {
    @Test(arguments: [
        ("fuelly-export.csv", FuelApp.fuelly), ("fuelio-backup.csv", .fuelio), ("drivvo-export.csv", .drivvo),
        ("acar-export.csv", .aCar), ("spreadsheet-decimal-comma.csv", .csv),
    ])
    func tellsEachFixturesAppApart(_ name: String, _ app: FuelApp) throws {
        #expect(try FuelAppParser.detect(text: FuelAppFixtures.text(name), fileName: name) == app)
    }

    @Test func knowsTranslatedAndUnspacedSectionMarkers() throws {
        #expect(try FuelAppParser.detect(text: "#Reabastecimiento\nOdómetro,Fecha\n", fileName: "d.csv") == .drivvo)
        #expect(try FuelAppParser.detect(text: "\"##Vehicle\",,\nName\nx\n\"##Log\"\nData\n", fileName: "f.csv") == .fuelio)
    }

    @Test func refusesAnUnknownSectionedFile() {
        #expect(throws: ImportError(
            file: "x.csv", line: 1, column: 1,
            reason: "unknown section '## Trips': not a Fuelio backup ('## Vehicle', '## Log') or a Drivvo export "
                + "('##Refuelling', '##Service', '##Expense')")) {
            try FuelAppParser.detect(text: "## Trips\nfrom,to\n", fileName: "x.csv")
        }
    }

    @Test func aFuellyFileMayBeReadAsAPlainCSVButNotAsAnotherApp() throws {
        var options = FuelAppImportOptions(currency: try CurrencyCode("USD"))
        // Every number of the file has three decimals (10.412 gallons, 3.099 a gallon): read as a plain
        // CSV, without Fuelly's habit of decimal points, only the user can say.
        #expect(throws: ImportError.self) { try FuelAppFixtures.parse("fuelly-export.csv", options, as: .csv) }
        options.decimalSeparator = .point
        let parsed = try FuelAppFixtures.parse("fuelly-export.csv", options, as: .csv)
        #expect(parsed.app == .csv && parsed.fillUps.count == 15)
        #expect(throws: ImportError(file: "fuelly-export.csv", line: 0, column: 0,
                                    reason: "not a Fuelio backup: the file looks like a Fuelly export")) {
            try FuelAppFixtures.parse("fuelly-export.csv", options, as: .fuelio)
        }
    }

    @Test func linesEndedByABareCarriageReturnAreLines() throws {
        let text = "date,odometer,litres,cost\r2024-01-04,48210,41.37,70.29\r2024-01-19,48862,40.12,67.76\r"
        let parsed = try FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
            .parse(text: text, fileName: "mac.csv")
        #expect(parsed.fillUps.map(\.line) == [2, 3])
        #expect(parsed.fillUps.map(\.odometer) == [48_210, 48_862])
    }
}
