import Foundation
import GloveboxTestSupport
import Testing

/// LubeLogger's "UK MPG" mode counts miles with litres, which its export does not say:
/// `import lubelogger --volume-unit l` reads it so, and the same `gasrecords.csv` read again by
/// `import lubelogger` or by `import csv` adds nothing.
///
/// The fixture `lubelogger-miles-litres/gasrecords.csv` is written by hand in LubeLogger's export
/// format (the demo's header, `M/D/YYYY` dates, costs with their sign): four full fill-ups of a car
/// counted in miles, 40.00, 45.00, 48.00 and 46.50 litres at 30,120, 30,520, 30,960 and 31,380 mi.
@Suite struct LubeLoggerVolumeUnitTests {
    let export = CLIHarness.fixtures.appendingPathComponent("lubelogger-miles-litres")
    var gasRecords: String { export.appendingPathComponent("gasrecords.csv").path }

    /// A harness with an account signed in, on a pinned day in a named time zone.
    func signedIn() -> CLIHarness {
        CLIHarness.signedIn(timeZone: "Europe/London")
    }

    /// The vehicle's one economy chain in `unit`, as `economy --json` gives it.
    func economy(
        _ cli: CLIHarness, unit: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [String: Any] {
        let object = try #require(
            try cli.json("economy", "mini", "--unit", unit, "--json", sourceLocation: sourceLocation) as? [String: Any],
            sourceLocation: sourceLocation)
        let economies = try #require(object["economies"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(economies.count == 1, sourceLocation: sourceLocation)
        return try #require(economies.first, sourceLocation: sourceLocation)
    }

    func fuelRecords(_ cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try cli.json("fuel", "list", "--limit", "100", "--json", sourceLocation: sourceLocation) as? [[String: Any]])
    }

    /// The unit of each fill-up's quantity, as `fuel list --json` gives it.
    func units(_ cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String?] {
        try fuelRecords(cli, sourceLocation: sourceLocation).map { ($0["fuelFill"] as? [String: Any])?["unit"] as? String }
    }

    @Test func milesWithLitresGiveTheEconomyAHandCalculationGives() throws {
        let cli = signedIn()
        let result = cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l")
        #expect(result.output.hasPrefix("imported 4 new records into 'Mini'"), "\(result.output)")
        #expect(try units(cli) == ["l", "l", "l", "l"])
        let chain = try economy(cli, unit: "mpg-uk")
        let segments = try #require(chain["segments"] as? [[String: Any]])
        // The first full fill only marks a level. 400 mi on 45.00 L: 400 / (45 / 4.54609) = 40.4097.
        #expect(segments.first?["distance"] as? Int == 400)
        #expect(segments.first?["value"] as? String == "40.4097")
        // 31,380 − 30,120 = 1,260 mi on 45.00 + 48.00 + 46.50 = 139.50 L:
        // 1,260 / (139.5 / 4.54609) = 41.0615 mpg (UK).
        let lifetime = try #require(chain["lifetime"] as? [String: Any])
        #expect(lifetime["distance"] as? Int == 1_260)
        #expect(lifetime["value"] as? String == "41.0615")
    }

    @Test func withoutTheVolumeUnitTheQuantitiesAreUSGallonsAsBefore() throws {
        let cli = signedIn()
        cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini")
        #expect(try units(cli) == ["us-gal", "us-gal", "us-gal", "us-gal"])
        // 1,260 mi on 139.50 US gal: 1,260 / 139.5 = 9.0323 mpg (US), the wrong figure the option fixes.
        let lifetime = try #require(try economy(cli, unit: "mpg-us")["lifetime"] as? [String: Any])
        #expect(lifetime["value"] as? String == "9.0323")
    }

    @Test func readingTheSameExportAgainWithEitherCommandAddsNothing() throws {
        let cli = signedIn()
        cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l")
        let before = try cli.fingerprint()
        for again in [
            ["import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l"],
            ["import", "csv", gasRecords, "--vehicle", "Mini", "--volume-unit", "l"],
        ] {
            let result = cli.succeed(again)
            #expect(result.output.contains("imported 0 new records into 'Mini' (4 already imported)"), "\(again): \(result.output)")
            #expect(try cli.fingerprint() == before, "\(again)")
        }
        #expect(try fuelRecords(cli).count == 4)
    }

    @Test func readingTheSameExportWithAnotherMeaningIsRefusedWithBoth() throws {
        let cli = signedIn()
        cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l")
        let before = try cli.fingerprint()
        // Without the option the quantities read as US gallons: the same cells, another meaning.
        for again in [
            ["import", "lubelogger", export.path, "--vehicle", "Mini"],
            ["import", "csv", gasRecords, "--vehicle", "Mini", "--volume-unit", "us-gal"],
            ["import", "csv", gasRecords, "--vehicle", "Mini", "--volume-unit", "imp-gal", "--dry-run"],
        ] {
            let result = cli.run(again)
            #expect(result.status == 2, "\(again)")
            #expect(result.errors.contains("gasrecords.csv:2: this row was imported before (import lubelogger) as 2024-01-14, "
                + "odometer 30120 mi, 40 l, 58 GBP; this import reads it as "), "\(again): \(result.errors)")
            #expect(result.errors.contains("(and 3 more)"), "\(again): \(result.errors)")
            #expect(try cli.fingerprint() == before, "\(again)")
        }
    }

    @Test func afterTheEarlierImportIsUndoneTheFileIsReadAnew() throws {
        let cli = signedIn()
        cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini")
        #expect(try units(cli) == ["us-gal", "us-gal", "us-gal", "us-gal"])
        #expect(cli.run("import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l").status == 2)
        cli.succeed("undo")
        let again = cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l")
        #expect(again.output.hasPrefix("imported 4 new records into 'Mini'"), "\(again.output)")
        #expect(try units(cli) == ["l", "l", "l", "l"])
    }

    @Test func anExportImportCSVReadFirstIsKnownToImportLubeLogger() throws {
        let cli = signedIn()
        let first = cli.succeed("import", "csv", gasRecords, "--vehicle", "Mini", "--volume-unit", "l", "--distance-unit", "mi")
        #expect(first.output.contains("imported 4 new records into 'Mini'"), "\(first.output)")
        // The same figure as through import lubelogger: 1,260 / (139.5 / 4.54609) = 41.0615.
        #expect((try economy(cli, unit: "mpg-uk")["lifetime"] as? [String: Any])?["value"] as? String == "41.0615")
        let before = try cli.fingerprint()
        let again = cli.succeed("import", "lubelogger", export.path, "--vehicle", "Mini", "--volume-unit", "l")
        #expect(again.output.hasPrefix("imported 0 new records into 'Mini' (4 already imported)"), "\(again.output)")
        #expect(try cli.fingerprint() == before)
        #expect(try fuelRecords(cli).count == 4)
    }
}
