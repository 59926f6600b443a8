import Foundation
import Testing

/// What the fuel apps' exports write that earlier builds refused or changed without a word: Fuelly's
/// `Type` column and month-name dates, Fuelio's undocumented `Full` values, a unit header that
/// contradicts the vehicle, fractional odometers, and the plates aCar and Fuelio files give.
///
/// Fixtures are written by hand in each app's format (`Tests/Fixtures/fuel-apps/`); expected figures
/// are worked out in the comments from their cells.
@Suite struct FuelAppFormatTests {
    func fixture(_ name: String) -> String {
        CLIHarness.fixtures.appendingPathComponent("fuel-apps/\(name)").path
    }

    func fuelRecords(_ cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try cli.json("fuel", "list", "--limit", "100", "--json", sourceLocation: sourceLocation) as? [[String: Any]])
    }

    /// The one economy chain of `vehicle` in `unit`, as `economy --json` gives it.
    func economy(_ cli: CLIHarness, _ vehicle: String, unit: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let object = try #require(
            try cli.json("economy", vehicle, "--unit", unit, "--json", sourceLocation: sourceLocation) as? [String: Any],
            sourceLocation: sourceLocation)
        return try #require((object["economies"] as? [[String: Any]])?.first, sourceLocation: sourceLocation)
    }

    @Test func fuellysNewerExportWithATypeColumnAndMonthNamesIsRead() throws {
        let cli = CLIHarness.signedIn(timeZone: "America/Denver")
        cli.succeed("import", "fuelly", fixture("fuelly-export-type-month-names.csv"), "--currency", "USD")
        let days = try fuelRecords(cli).compactMap { $0["date"] as? String }.sorted()
        // "Jan 6, 2024 8:15 AM", "Jan 19, 2024 5:40 PM", "2 Feb 2024 7:55", "February 16, 2024".
        #expect(days == ["2024-01-06", "2024-01-19", "2024-02-02", "2024-02-16"])
        let chain = try economy(cli, "civic", unit: "mpg-us")
        let values = try #require(chain["segments"] as? [[String: Any]]).compactMap { $0["value"] as? String }
        // 342 mi / 10.118 gal = 33.8011; 338 / 9.870 = 34.2452; 350 / 10.000 = 35.0000.
        #expect(values == ["33.8011", "34.2452", "35.0000"])
        // 42,240 − 41,210 = 1,030 mi on 10.118 + 9.870 + 10.000 = 29.988 gal: 34.3471 mpg (US).
        #expect((chain["lifetime"] as? [String: Any])?["value"] as? String == "34.3471")
    }

    @Test func aTypeThatIsNoFuelOrAMonthNameInAnotherLanguageIsRefusedAtItsCell() throws {
        let cli = CLIHarness.signedIn()
        let header = "car_name,odometer,gallons,price,fuelup_date,Type\n"
        let servicePath = try cli.write(header + "Civic,41210,10.412,3.099,\"Jan 6, 2024\",Service\n", to: "service.csv")
        let service = cli.run("import", "fuelly", servicePath, "--currency", "USD")
        #expect(service.status == 2)
        #expect(service.errors.contains("service.csv:2:6: Type 'Service' is no fuel Glovebox knows"), "\(service.errors)")
        let frenchPath = try cli.write(header + "Civic,41210,10.412,3.099,6 janv. 2024,Regular\n", to: "french.csv")
        let french = cli.run("import", "fuelly", frenchPath, "--currency", "USD")
        #expect(french.status == 2)
        #expect(french.errors.contains("french.csv:2:5: not a date"), "\(french.errors)")
        let noDayPath = try cli.write(header + "Civic,41210,10.412,3.099,\"Feb 30, 2024\",Regular\n", to: "no-day.csv")
        let noDay = cli.run("import", "fuelly", noDayPath, "--currency", "USD")
        #expect(noDay.errors.contains("no-day.csv:2:5: no such day: 'Feb 30, 2024'"), "\(noDay.errors)")
        #expect(try fuelRecords(cli).isEmpty)
    }

    @Test func fuelioFullTwoIsRefusedWithItsCellAndNothingIsStored() throws {
        let cli = CLIHarness.signedIn()
        let before = try cli.fingerprint()
        let result = cli.run("import", "fuelio", fixture("bad/fuelio-full-two.csv"), "--currency", "EUR")
        #expect(result.status == 2)
        #expect(result.errors.contains("fuelio-full-two.csv:9:4: Full '2' is neither 0 (a partial fill) nor 1 (a full tank)"),
                "\(result.errors)")
        #expect(try cli.fingerprint() == before)
    }

    @Test func aLitresHeaderOnAVehicleInGallonsIsRefusedUntilTheVolumeUnitSaysWhichIsRight() throws {
        let cli = CLIHarness.signedIn(timeZone: "America/Los_Angeles")
        let file = fixture("fuelio-gallons-litres-header.csv")
        let refused = cli.run("import", "fuelio", file, "--currency", "USD")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("fuelio-gallons-litres-header.csv:5:3: header 'Fuel (litres)' gives quantities in l, "
            + "but the vehicle's FuelUnit at line 3 says us-gal: say which is right (--volume-unit us-gal or l)"), "\(refused.errors)")
        #expect(try fuelRecords(cli).isEmpty)

        cli.succeed("import", "fuelio", file, "--currency", "USD", "--volume-unit", "us-gal")
        #expect(try fuelRecords(cli).allSatisfy { ($0["fuelFill"] as? [String: Any])?["unit"] as? String == "us-gal" })
        // 30,790 − 30,120 = 670 mi on 10.50 + 10.80 = 21.30 US gal: 31.4554 mpg (US).
        #expect((try economy(cli, "tacoma", unit: "mpg-us")["lifetime"] as? [String: Any])?["value"] as? String == "31.4554")
    }

    @Test func theVolumeUnitOverridesAUnitHeaderTheVehicleDoesNotContradict() throws {
        let cli = CLIHarness.signedIn()
        // A backup whose vehicle gives no FuelUnit: the header says litres, the option gallons.
        let text = """
            "## Vehicle"
            "Name","DistUnit"
            "Golf","0"
            "## Log"
            "Data","Odo (km)","Fuel (litres)","Full","Price (optional)"
            "2024-01-04 07:42","48210.0","11.00","1","70.29"
            "2024-01-19 18:05","48862.0","10.00","1","67.76"

            """
        let path = try cli.write(text, to: "golf.csv")
        cli.succeed("import", "fuelio", path, "--currency", "EUR", "--volume-unit", "imp-gal")
        #expect(try fuelRecords(cli).allSatisfy { ($0["fuelFill"] as? [String: Any])?["unit"] as? String == "imp-gal" })
    }

    @Test func aFractionalOdometerIsStoredRoundedAndTheImportSaysSo() throws {
        let cli = CLIHarness.signedIn(timeZone: "Europe/Berlin")
        let result = cli.succeed("import", "fuelio", fixture("fuelio-backup.csv"), "--currency", "EUR")
        // Line 15 writes 53288.5 km; the logbook keeps whole km (half up: 53,289).
        #expect(result.output.contains("rounded 1 odometer value with a fraction"), "\(result.output)")
        #expect(result.output.contains("  fuelio-backup.csv:15:2: 53288.5 stored as 53,289\n"), "\(result.output)")
        let stored = try fuelRecords(cli).first { $0["date"] as? String == "2024-04-20" }
        #expect((stored?["odometer"] as? [String: Any])?["value"] as? Int == 53_289, "\(String(describing: stored))")
        let dry = cli.succeed("import", "fuelio", fixture("fuelio-backup.csv"), "--currency", "EUR", "--dry-run")
        #expect(dry.output.contains("53288.5 stored as 53,289"), "a dry run says it too: \(dry.output)")
    }

    @Test(arguments: [
        ("fuelio", "fuelio-backup.csv", ["--currency", "EUR"], "golf", "M-GB 4711"),
        ("acar", "acar-export.csv", [String](), "altima", "F96 2HK"),
    ])
    func thePlateOfTheFileIsKeptOnTheVehicleItCreatesAndInNoSnapshot(
        app: String, file: String, options: [String], vehicle: String, plate: String
    ) throws {
        let cli = CLIHarness.signedIn()
        try cli.installWidgets()
        cli.succeed(["import", app, fixture(file)] + options)
        let shown = try #require(try cli.json("vehicle", "show", vehicle, "--json") as? [String: Any])
        #expect((shown["vehicle"] as? [String: Any])?["licencePlate"] as? String == plate)
        // The plate is private: neither the widgets' snapshot nor the Shortcuts one holds it.
        for path in [cli.snapshotPath, cli.shortcutsPath] {
            let bytes = try String(contentsOfFile: path, encoding: .utf8)
            #expect(!bytes.contains(plate), "\(path)")
        }
    }
}
