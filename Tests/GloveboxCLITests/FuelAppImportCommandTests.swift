import Foundation
import Testing

/// `import fuelly|fuelio|drivvo|acar|csv`: each app's fixture imports, a second import adds
/// nothing, a bad file is refused with file:line:column and exit 2 and changes nothing, and the
/// imported fill-ups are fuel records the economy reads.
@Suite struct FuelAppImportCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuel-apps")

    func fixture(_ name: String) -> String { Self.fixtures.appendingPathComponent(name).path }

    func fuelRecords(_ cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try cli.json("fuel", "list", "--limit", "10000", "--json", sourceLocation: sourceLocation) as? [[String: Any]])
    }

    /// The app, its fixture, the options it needs, and the fill-ups and other records it holds.
    struct Case: Sendable, CustomTestStringConvertible {
        let app: String
        let file: String
        let options: [String]
        let fills: Int
        let records: Int
        var testDescription: String { app }
    }

    static let cases = [
        Case(app: "fuelly", file: "fuelly-export.csv", options: ["--currency", "USD"], fills: 15, records: 15),
        Case(app: "fuelio", file: "fuelio-backup.csv", options: ["--currency", "EUR"], fills: 13, records: 18),
        Case(app: "drivvo", file: "drivvo-export.csv", options: ["--currency", "BRL"], fills: 9, records: 13),
        Case(app: "acar", file: "acar-export.csv", options: [], fills: 4, records: 6),
        Case(app: "csv", file: "spreadsheet-decimal-comma.csv", options: ["--currency", "EUR", "--vehicle", "Golf", "--distance-unit", "km"], fills: 7, records: 7),
    ]

    @Test(arguments: cases) func eachAppsExportImportsAndASecondImportAddsNothing(_ example: Case) throws {
        let cli = CLIHarness.signedIn()
        let first = cli.succeed(["import", example.app, fixture(example.file)] + example.options)
        let added = first.output.split(separator: "\n").filter { $0.hasPrefix("imported ") }
        #expect(!added.isEmpty, "\(first.output)")
        #expect(try fuelRecords(cli).count == example.fills)
        let total = try #require(try cli.json("expense", "list", "--limit", "10000", "--json") as? [[String: Any]]).count
        #expect(total == example.records)

        let before = try cli.fingerprint()
        let again = cli.succeed(["import", example.app, fixture(example.file)] + example.options)
        for line in again.output.split(separator: "\n") where line.hasPrefix("imported ") {
            #expect(line.hasPrefix("imported 0 new records"), "\(line)")
        }
        #expect(try cli.fingerprint() == before, "a second import changes nothing")
    }

    @Test func fuellysFillUpsKeepTheirFlagsAndUnitsAndTheEconomyReadsThem() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("import", "fuelly", fixture("fuelly-export.csv"), "--currency", "USD")
        let fills = try fuelRecords(cli)
        #expect(fills.contains { ($0["fuelFill"] as? [String: Any])?["isFull"] as? Bool == false }, "a partial fill")
        #expect(fills.contains { ($0["fuelFill"] as? [String: Any])?["missedPrevious"] as? Bool == true }, "a missed fill")
        #expect(fills.allSatisfy { ($0["fuelFill"] as? [String: Any])?["unit"] as? String == "us-gal" })
        let economy = cli.succeed("economy", "Civic", "--unit", "mpg-us")
        #expect(economy.output.contains("lifetime: 33.95 mpg (US)"), "\(economy.output)")
        #expect(economy.output.contains("not recorded"), "the missed stretch is left out and said: \(economy.output)")
    }

    /// Every bad fixture: exit 2, the file, line and column of the fault, and the logbook as it was.
    @Test(arguments: [
        ("csv", "csv-no-volume-unit.csv", "csv-no-volume-unit.csv:2:3: "),
        ("drivvo", "drivvo-mixed-decimals.csv", "drivvo-mixed-decimals.csv:4:6: "),
        ("fuelio", "fuelio-unknown-section.csv", "fuelio-unknown-section.csv:40:1: unknown section"),
        ("fuelio", "fuelio-unreadable-number.csv", "fuelio-unreadable-number.csv:7:3: not a number"),
        ("fuelly", "fuelly-impossible-date.csv", "fuelly-impossible-date.csv:3:9: no such day"),
        ("fuelly", "fuelly-missing-odometer.csv", "fuelly-missing-odometer.csv:1: missing column 'odometer'"),
    ]) func aBadFileIsRefusedAtItsCellAndChangesNothing(app: String, file: String, message: String) throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("import", "fuelly", fixture("fuelly-export.csv"), "--currency", "USD")
        let before = try cli.fingerprint()
        let result = cli.run("import", app, fixture("bad/" + file), "--currency", "EUR")
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(try cli.fingerprint() == before)
    }

    @Test func anotherAppsFileIsRefusedAndAFileOfSeveralVehiclesTakesNoVehicle() throws {
        let cli = CLIHarness.signedIn()
        let wrong = cli.run("import", "fuelio", fixture("fuelly-export.csv"), "--currency", "USD")
        #expect(wrong.status == 2, "\(wrong.errors)")
        let several = cli.run("import", "fuelly", fixture("fuelly-export.csv"), "--currency", "USD", "--vehicle", "Civic")
        #expect(several.status == 2)
        #expect(several.errors.contains("holds several vehicles"), "\(several.errors)")
        let missing = cli.run("import", "fuelly", cli.home.appending("nowhere.csv").path, "--currency", "USD")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("nowhere.csv': no such file"), "\(missing.errors)")
        #expect(try fuelRecords(cli).isEmpty)
    }

    @Test func aDryRunSaysWhatItWouldAddAndAnUndoTakesAVehiclesImportBack() throws {
        let cli = CLIHarness.signedIn()
        let before = try cli.fingerprint()
        let dry = cli.succeed("import", "drivvo", fixture("drivvo-export.csv"), "--currency", "BRL", "--dry-run")
        #expect(dry.output.contains("would import 13 new records into 'Onix'"), "\(dry.output)")
        #expect(dry.output.contains("dry run: nothing was changed"))
        #expect(try cli.fingerprint() == before)

        cli.succeed("import", "drivvo", fixture("drivvo-export.csv"), "--currency", "BRL")
        #expect(try fuelRecords(cli).count == 9)
        #expect(cli.succeed("history").output.contains("import drivvo"))
        cli.succeed("undo")
        #expect(try fuelRecords(cli).isEmpty)
        // Undone, the rows are imported again.
        cli.succeed("import", "drivvo", fixture("drivvo-export.csv"), "--currency", "BRL")
        #expect(try fuelRecords(cli).count == 9)
    }
}
