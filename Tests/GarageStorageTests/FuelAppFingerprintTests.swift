import Foundation
import GarageRules
import Testing
import WidgetContract
@testable import GarageStorage

/// A second import of the same file must add nothing: every row's (fingerprint, occurrence) is
/// stable across runs and machines, distinct within a file, and blind to the options.
@Suite struct FuelAppFingerprintTests {
    static let files: [(name: String, options: FuelAppImportOptions)] = [
        ("fuelly-export.csv", FuelAppImportOptions(currency: try! CurrencyCode("USD"))),
        ("fuelio-backup.csv", FuelAppImportOptions(currency: try! CurrencyCode("EUR"))),
        ("drivvo-export.csv", FuelAppImportOptions(currency: try! CurrencyCode("BRL"))),
        ("acar-export.csv", FuelAppImportOptions()),
        ("spreadsheet-decimal-comma.csv", FuelAppImportOptions(currency: try! CurrencyCode("EUR"))),
    ]

    static func keys(_ parsed: FuelAppImport) -> [String] {
        parsed.fillUps.map { "fill \($0.vehicle) \($0.fingerprint) \($0.occurrence)" }
            + parsed.costs.map { "cost \($0.vehicle) \($0.fingerprint) \($0.occurrence)" }
    }

    @Test(arguments: files.map(\.name))
    func everyRowOfAFixtureHasItsOwnKey(_ name: String) throws {
        let options = try #require(Self.files.first { $0.name == name }).options
        let keys = Self.keys(try FuelAppFixtures.parse(name, options))
        #expect(!keys.isEmpty)
        #expect(Set(keys).count == keys.count)
        // A second parse of the same file gives the same keys: what the store probes on a second import.
        #expect(Self.keys(try FuelAppFixtures.parse(name, options)) == keys)
    }

    @Test func theFingerprintIsTheSameOnEveryMachineAndRun() throws {
        let parsed = try FuelAppFixtures.parse("fuelly-export.csv", Self.files[0].options)
        // RowFingerprint is FNV-1a with a fixed seed, not `Hasher`: this value is what the logbook keeps.
        #expect(parsed.fillUps[0].fingerprint == FuelAppFingerprintTests.firstFuellyFingerprint)
    }

    /// Recorded once from this parser; a change here means every earlier import would be imported again.
    static let firstFuellyFingerprint: Int64 = 6_340_683_180_305_857_888

    @Test func anotherCurrencyOrVolumeUnitFindsTheSameRows() throws {
        let usd = try FuelAppFixtures.parse("fuelly-export.csv", Self.files[0].options)
        let gbp = try FuelAppFixtures.parse(
            "fuelly-export.csv", FuelAppImportOptions(currency: try CurrencyCode("GBP"), volumeUnit: .imperialGallons))
        #expect(Self.keys(gbp) == Self.keys(usd))
    }

    @Test func aLaterExportThatRepeatsTheHistoryOnlyAddsItsNewRows() throws {
        let text = try FuelAppFixtures.text("fuelly-export.csv")
        var lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let header = lines.removeFirst()
        // A later export: newest first, one new fill-up on top.
        let later = ([header, "Civic,Honda Civic,33.1,45350,340,10.270,3.279,60,06/21/2024 8:00,06/21/2024,,,0,0,,,Costco"]
            + lines.reversed()).joined(separator: "\n")
        let options = Self.files[0].options
        let first = Set(Self.keys(try FuelAppFixtures.parse("fuelly-export.csv", options)))
        let second = Self.keys(try FuelAppParser(options: options).parse(text: later, fileName: "later.csv"))
        #expect(second.filter { !first.contains($0) }.count == 1)
    }

    @Test func identicalRowsAreTellApartByTheirOccurrence() throws {
        let text = "date,odometer,litres,cost\n2024-01-04,48210,41.37,70.29\n2024-01-04,48210,41.37,70.29\n2024-01-05,48310,5.5,9.35\n"
        let parsed = try FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
            .parse(text: text, fileName: "s.csv")
        #expect(parsed.fillUps[0].fingerprint == parsed.fillUps[1].fingerprint)
        #expect(parsed.fillUps.map(\.occurrence) == [1, 2, 1])
        #expect(parsed.fillUps[2].fingerprint != parsed.fillUps[0].fingerprint)
    }

    @Test func whatTheRecordKeepsChangesTheFingerprint() throws {
        let base = "date,odometer,litres,cost,partial_fuelup,missed_fuelup,notes\n"
        let rows = ["2024-01-04,48210,41.37,70.29,0,0,", "2024-01-05,48210,41.37,70.29,0,0,", "2024-01-04,48211,41.37,70.29,0,0,",
                    "2024-01-04,48210,41.38,70.29,0,0,", "2024-01-04,48210,41.37,70.30,0,0,", "2024-01-04,48210,41.37,70.29,1,0,",
                    "2024-01-04,48210,41.37,70.29,0,1,", "2024-01-04,48210,41.37,70.29,0,0,Shell"]
        let parsed = try FuelAppParser(options: FuelAppImportOptions(currency: try CurrencyCode("EUR")))
            .parse(text: base + rows.joined(separator: "\n"), fileName: "s.csv")
        #expect(Set(parsed.fillUps.map(\.fingerprint)).count == rows.count)
    }
}
