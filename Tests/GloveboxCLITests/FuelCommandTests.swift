import Foundation
import GloveboxTestSupport
import Testing

/// Issue 14, items 1 and 2 (the command line): fuel records added, listed, shown, edited and removed
/// like every record, their odometer checked as every reading is, and refused input that changes nothing.
@Suite struct FuelCommandTests {
    let files = TemporaryDirectory(prefix: "glovebox-fuel-files")
    /// A signed-in account with a car in km, read up to 84,210 on 2026-11-01.
    func garage() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio", "--unit", "km")
        cli.succeed("odometer", "log", "clio", "84210", "--date", "2026-11-01")
        return cli
    }

    func rows(_ cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try cli.json("fuel", "list", "clio", "--json", sourceLocation: sourceLocation) as? [[String: Any]])
    }

    @Test func editsHelpSaysWhatAnEditTakesNotWhatAnAddNeeds() {
        let help = CLIHarness().run("fuel", "edit", "--help").output
        #expect(help.contains("--odometer N       a new odometer at the fill"), "\(help)")
        #expect(help.contains("--date YYYY-MM-DD  a new day of the fill"), "\(help)")
        #expect(!help.contains("(required)") && !help.contains("default today"), "\(help)")
    }

    @Test func aFillUpIsStoredWithItsUnitFlagsOdometerAndCost() throws {
        let cli = garage()
        let added = cli.succeed(
            "fuel", "add", "clio", "31.5", "l", "--odometer", "84700", "--partial", "--missed", "--cost", "52.10", "EUR",
            "--date", "2026-11-10", "--note", "Porto")
        #expect(added.output.hasPrefix("added fill-up 31.5 l at 84,700 on 2026-11-10, 52.10 EUR (id "))
        let row = try #require(try rows(cli).first)
        #expect(row["fuelQuantity"] as? String == "31.5")
        #expect((row["fuelFill"] as? [String: Any])?["unit"] as? String == "l")
        #expect((row["fuelFill"] as? [String: Any])?["isFull"] as? Bool == false)
        #expect((row["fuelFill"] as? [String: Any])?["missedPrevious"] as? Bool == true)
        #expect((row["odometer"] as? [String: Any])?["value"] as? Int == 84_700)
        #expect(row["amount"] as? String == "52.10" && row["currency"] as? String == "EUR" && row["hasCost"] as? Bool == true)
        #expect(row["note"] as? String == "Porto")
        // The cost is an expense like every other: it counts in spend, in any currency.
        let expenses = try #require(try cli.json("expense", "list", "clio", "--json") as? [[String: Any]])
        #expect(expenses.count == 1 && expenses.first?["category"] as? String == "fuel")
        #expect((expenses.first?["fuelFill"] as? [String: Any])?["unit"] as? String == "l" && (expenses.first?["fuelFill"] as? [String: Any])?["isFull"] as? Bool == false)
        // The odometer is a reading: the vehicle's current odometer is the fill's.
        let shown = try #require(try cli.json("vehicle", "show", "clio", "--json") as? [String: Any])
        #expect((shown["vehicle"] as? [String: Any])?["odometer"] as? Int == 84_700)
    }

    @Test func aFillUpsOdometerIsCheckedAgainstTheReadingsAroundIt() throws {
        let cli = garage()
        let before = try cli.fingerprint()
        let lower = cli.run("fuel", "add", "clio", "40", "l", "--odometer", "84000", "--date", "2026-11-20")
        #expect(lower.status == 2)
        #expect(lower.errors.contains(
            "odometer 84000 is lower than 84210 recorded on 2026-11-01; pass --correct if this is a correction"), "\(lower.errors)")
        #expect(try cli.fingerprint() == before)
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "84000", "--date", "2026-11-20", "--correct")
    }

    static let refusals: [(arguments: [String], message: String)] = [
        (["fuel", "add", "clio", "40", "l"], "a fill-up needs the odometer at the fill: --odometer N"),
        (["fuel", "add", "clio", "40", "litros", "--odometer", "84300"],
         "unknown volume unit 'litros' (expected one of: l, us-gal, imp-gal, kwh)"),
        (["fuel", "add", "clio", "0", "l", "--odometer", "84300"], "is not a positive number like 42.5"),
        (["fuel", "add", "clio", "40", "l", "--odometer", "84300", "--rate", "1.1"],
         "--rate converts a cost: give --cost AMOUNT CURRENCY"),
        (["fuel", "add", "clio", "40", "l", "--odometer", "84300", "--cost", "45,90", "EUR"],
         "amount '45,90' is not a number like 1234.56"),
        (["economy", "clio", "--unit", "mpg-au"], "unknown economy unit 'mpg-au'"),
    ]

    @Test(arguments: refusals)
    func badInputIsRefusedWithExitStatusTwoAndChangesNothing(_ refusal: (arguments: [String], message: String)) throws {
        let cli = garage()
        let before = try cli.fingerprint()
        let result = cli.run(refusal.arguments)
        #expect(result.status == 2, "\(refusal.arguments)")
        #expect(result.errors.contains(refusal.message), "\(result.errors)")
        #expect(try cli.fingerprint() == before)
    }

    @Test func anEconomyUnitOfTheOtherEnergyIsRefusedWithTheUnitsThatFit() throws {
        let cli = garage()
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "84300", "--date", "2026-11-10")
        let result = cli.run("economy", "clio", "--unit", "kwh/100km")
        #expect(result.status == 2)
        #expect(result.errors.contains("'Clio' has no kWh charges to show in kwh/100km: use l/100km, km/l, mpg-us, mpg-uk"), "\(result.errors)")
    }

    @Test func aFuelRecordIsEditedShownAndRemovedAndUndoBringsItBack() throws {
        let cli = garage()
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "84300", "--date", "2026-11-10")
        let id = try #require(try rows(cli).first?["id"] as? String)
        cli.succeed("fuel", "edit", id, "--volume", "10.5", "us-gal", "--partial", "--cost", "39.99", "USD", "--odometer", "84350")
        let row = try #require(try rows(cli).first)
        #expect(row["fuelQuantity"] as? String == "10.5" && (row["fuelFill"] as? [String: Any])?["unit"] as? String == "us-gal")
        #expect((row["fuelFill"] as? [String: Any])?["isFull"] as? Bool == false && (row["odometer"] as? [String: Any])?["value"] as? Int == 84_350)
        #expect(row["amount"] as? String == "39.99" && row["currency"] as? String == "USD")
        let shown = cli.succeed("fuel", "show", id).output
        #expect(shown.hasPrefix("fill-up \(id) of Clio: 10.5 us-gal on 2026-11-10 (petrol, partial)"), "\(shown)")
        cli.succeed("fuel", "edit", id, "--full")
        #expect((try rows(cli).first?["fuelFill"] as? [String: Any])?["isFull"] as? Bool == true)

        let before = try cli.records()
        cli.succeed("fuel", "remove", id)
        #expect(cli.succeed("fuel", "list", "clio").output == "no fill-ups\n")
        cli.succeed("undo")
        #expect(try cli.records() == before)
    }

    @Test func anExpenseWithoutAQuantityIsNotAFuelRecord() throws {
        let cli = garage()
        cli.succeed("expense", "add", "clio", "12", "EUR", "--category", "parking")
        let expenses = try #require(try cli.json("expense", "list", "clio", "--json") as? [[String: Any]])
        let id = try #require(expenses.first?["id"] as? String)
        for command in [["fuel", "show", id], ["fuel", "edit", id, "--partial"], ["fuel", "remove", id]] {
            let result = cli.run(command)
            #expect(result.status == 2, "\(command)")
            #expect(result.errors.contains("no fuel record '\(id)'"), "\(result.errors)")
        }
    }

    @Test func aFillsFlagsTravelThroughAnExportAndARestore() throws {
        let cli = garage()
        cli.succeed("fuel", "add", "clio", "6.6", "imp-gal", "--odometer", "84300", "--partial", "--missed", "--date", "2026-11-10")
        let written = files.appending("clio.json").path
        cli.succeed("export", "--out", written)
        let fresh = CLIHarness(now: "2026-11-29T12:00:00Z")
        fresh.succeed("restore", written)
        let row = try #require(try rows(fresh).first)
        #expect((row["fuelFill"] as? [String: Any])?["unit"] as? String == "imp-gal" && row["fuelQuantity"] as? String == "6.6")
        #expect((row["fuelFill"] as? [String: Any])?["isFull"] as? Bool == false && (row["fuelFill"] as? [String: Any])?["missedPrevious"] as? Bool == true)
    }

    /// An export written before fuel records has no `fuelFill`: its quantities are read as the
    /// schema-9 migration reads stored ones (US gallons on the vehicle in miles), full, nothing missed.
    @Test func anExportFromBeforeFuelRecordsRestoresItsQuantitiesInTheUnitTheVehicleImplies() throws {
        let golden = ExportFixtureTests.fixtures.appendingPathComponent("valid/imported.json")
        let text = String(decoding: try Data(contentsOf: golden), as: UTF8.self)
        let legacy = text.replacing(try Regex(#""fuelFill": (null|\{[^}]*\}), "#), with: "")
        #expect(!legacy.contains("fuelFill") && legacy.contains("\"fuelQuantity\": \"10.5\""))
        let written = files.appending("legacy.json").path
        try Data(legacy.utf8).write(to: URL(fileURLWithPath: written))
        let fresh = CLIHarness(now: "2026-11-29T12:00:00Z")
        fresh.succeed("restore", written)
        let jeep = try #require(try fresh.json("fuel", "list", "jeep-cherokee", "--json") as? [[String: Any]])
        #expect(jeep.map { ($0["fuelFill"] as? [String: Any])?["unit"] as? String } == ["us-gal", "us-gal"])
        #expect(jeep.map { $0["fuelQuantity"] as? String } == ["10.5", "9.25"])
        #expect(jeep.allSatisfy { ($0["fuelFill"] as? [String: Any])?["isFull"] as? Bool == true && ($0["fuelFill"] as? [String: Any])?["missedPrevious"] as? Bool == false })
    }
}
