import Foundation
import Testing

/// A dry run is the real run without the commit: on every import fixture, into an empty logbook,
/// again into the logbook the real run filled, and into a garage the free plan's vehicle limit
/// stops, `--dry-run` exits with the real run's status, says the same refusal, and counts the same
/// records; and it changes nothing.
@Suite struct DryRunImportTests {
    /// An importer, its fixture and the options it needs.
    struct Case: Sendable, CustomTestStringConvertible {
        let app: String
        let path: String
        let options: [String]
        var testDescription: String { app }

        var arguments: [String] { ["import", app, CLIHarness.fixtures.appendingPathComponent(path).path] + options }
    }

    static let cases = [
        Case(app: "fuelly", path: "fuel-apps/fuelly-export.csv", options: ["--currency", "USD"]),
        Case(app: "fuelio", path: "fuel-apps/fuelio-backup.csv", options: ["--currency", "EUR"]),
        Case(app: "drivvo", path: "fuel-apps/drivvo-export.csv", options: ["--currency", "BRL"]),
        Case(app: "acar", path: "fuel-apps/acar-export.csv", options: []),
        Case(
            app: "csv", path: "fuel-apps/spreadsheet-decimal-comma.csv",
            options: ["--currency", "EUR", "--vehicle", "Golf", "--distance-unit", "km"]),
        Case(app: "lubelogger", path: "lubelogger-demo", options: ["--vehicle", "Jeep", "--with-reminders"]),
    ]

    /// The lines that count records, with a dry run's words made the real run's.
    func counts(_ result: CLIHarness.Result) -> [String] {
        result.output.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("imported ") || $0.hasPrefix("would import ") }
            .map { $0.replacingOccurrences(of: "would import ", with: "imported ") }
    }

    /// Runs `example` as a dry run, then for real, and expects the same status, refusal and counts,
    /// and no change from the dry run.
    @discardableResult
    func expectSame(
        _ example: Case, in cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CLIHarness.Result {
        let before = try cli.fingerprint()
        let dry = cli.run(example.arguments + ["--dry-run"])
        #expect(try cli.fingerprint() == before, "a dry run changes nothing", sourceLocation: sourceLocation)
        let real = cli.run(example.arguments)
        #expect(dry.status == real.status, "\(dry.errors) / \(real.errors)", sourceLocation: sourceLocation)
        #expect(dry.errors == real.errors, sourceLocation: sourceLocation)
        #expect(counts(dry) == counts(real), sourceLocation: sourceLocation)
        if real.status == 0 {
            #expect(!counts(real).isEmpty, "\(real.output)", sourceLocation: sourceLocation)
        }
        return real
    }

    @Test(arguments: cases)
    func aDryRunAgreesWithTheRealRunFirstAndAgain(_ example: Case) throws {
        let cli = CLIHarness.signedIn()
        #expect(try expectSame(example, in: cli).status == 0)
        // Again: everything already imported, said the same way.
        #expect(try expectSame(example, in: cli).status == 0)
    }

    @Test(arguments: cases)
    func aDryRunIsRefusedWhereTheFreePlansVehicleLimitRefusesTheImport(_ example: Case) throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("vehicle", "add", "Zoe")
        let real = try expectSame(example, in: cli)
        #expect(real.status == 2)
        #expect(real.errors.contains("the free plan allows 2 vehicles"), "\(real.errors)")
    }

    /// Fuelly's fixture holds two vehicles (Civic and F-150): with one vehicle in the garage the
    /// free plan (two vehicles) takes the first and refuses the second, so both runs exit 2.
    @Test func aFileOfTwoVehiclesIsRefusedByTheDryRunWhenOnlyOneMoreFits() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Clio")
        let real = try expectSame(Self.cases[0], in: cli)
        #expect(real.status == 2)
        #expect(real.errors.contains("F-150"), "\(real.errors)")
        #expect(cli.succeed("vehicle", "list").output.contains("Civic") == false, "nothing of the file is stored")
    }
}
