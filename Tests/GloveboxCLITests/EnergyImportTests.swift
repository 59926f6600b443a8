import Foundation
import GloveboxTestSupport
import Testing

/// Issue 22, item 5: the imports map energies — Fuelly's `Type`, Drivvo's fuel, Fuelio's second tank,
/// kWh for charges — and a vehicle an import creates runs on the energies its fill-ups name. The
/// fixtures are written by hand in each app's documented format (see `Tests/Fixtures/README.md`); the
/// figures below are computed by hand from them.
@Suite struct EnergyImportTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    func fixture(_ name: String) -> String {
        CLIHarness.fixtures.appendingPathComponent("fuel-apps").appendingPathComponent(name).path
    }

    func economies(_ vehicle: String, unit: String? = nil) throws -> [[String: Any]] {
        let arguments = ["economy", vehicle, "--json"] + (unit.map { ["--unit", $0] } ?? [])
        let result = cli.succeed(arguments)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try #require(report["economies"] as? [[String: Any]])
    }

    func value(_ economy: [String: Any], _ key: String) -> String? {
        (economy[key] as? [String: Any])?["value"] as? String
    }

    @Test func fuellysTypeColumnKeepsABiFuelCarsPetrolAndLPGApart() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("import", "fuelly", fixture("fuelly-bi-fuel-lpg.csv"), "--currency", "USD")
        // The vehicle runs on what its fill-ups name, in the order they first do.
        #expect(cli.succeed("vehicle", "show", "passat").output.contains("runs on: petrol, lpg"))
        let economies = try economies("passat")
        #expect(economies.map { $0["energy"] as? String } == ["petrol", "lpg"])
        // Petrol: full at 10,000 and 10,300 mi, 10 gal at the second: 300 mi / 10 gal = 30 mpg.
        #expect(value(economies[0], "last") == "30.0000")
        // LPG: 10,050 → 10,250 → 10,450 mi, 10 gal at each close: 400 mi / 20 gal = 20 mpg.
        #expect(value(economies[1], "lifetime") == "20.0000")
        // Mixed into one chain (as before energies), the stretches would have been 50, 200, 50 and 150 mi.
        #expect((economies[1]["segments"] as? [[String: Any]])?.map { $0["distance"] as? Int } == [200, 200])
        // Importing the same file again adds nothing: energy is not part of what a row is known by.
        let before = try cli.fingerprint()
        cli.succeed("import", "fuelly", fixture("fuelly-bi-fuel-lpg.csv"), "--currency", "USD")
        #expect(try cli.fingerprint() == before)
    }

    @Test func fuelioSecondTankIsItsOwnChainWhenSaidAndPassedOverOtherwise() throws {
        cli.succeed("login", "ana@example.com")
        let passed = cli.succeed("import", "fuelio", fixture("fuelio-bi-fuel-lpg.csv"), "--currency", "EUR", "--dry-run").output
        #expect(passed.contains("--second-tank"), "\(passed)")
        cli.succeed("import", "fuelio", fixture("fuelio-bi-fuel-lpg.csv"), "--currency", "EUR", "--second-tank", "lpg")
        let economies = try economies("dacia")
        #expect(economies.map { $0["energy"] as? String } == ["petrol", "lpg"])
        // Petrol (tank 1): 10,000 → 10,620 km, 30 l at the close: 30 × 100 / 620 = 4.83870… l/100 km.
        #expect(value(economies[0], "last") == "4.8387")
        // LPG (tank 2): 10,020 → 10,520 km, 36 l at the close: 7.2 l/100 km.
        #expect(value(economies[1], "last") == "7.2000")
        let other = cli.run("import", "fuelly", fixture("fuelly-bi-fuel-lpg.csv"), "--currency", "USD", "--second-tank", "lpg")
        #expect(other.status == 2, "--second-tank is Fuelio's only: \(other.errors)")
    }

    @Test func drivvosFuelNameNamesTheEnergy() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("import", "drivvo", fixture("drivvo-export.csv"), "--currency", "BRL")
        let rows = try #require(try cli.json("fuel", "list", "--json") as? [[String: Any]])
        #expect(!rows.isEmpty && rows.allSatisfy { $0["energyBought"] as? String == "petrol" })
        #expect(cli.succeed("vehicle", "show", "onix").output.contains("runs on: petrol"))
    }

    @Test func chargesImportedIntoAPetrolCarAreRefusedAtTheirLine() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Mini", "--unit", "mi", "--energy", "petrol")
        let before = try cli.fingerprint()
        let export = CLIHarness.fixtures.appendingPathComponent("lubelogger-miles-litres").path
        let refused = cli.run("import", "lubelogger", export, "--vehicle", "Mini", "--volume-unit", "kwh")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("gasrecords.csv:2"), "\(refused.errors)")
        #expect(refused.errors.contains("'Mini' runs on petrol"), "\(refused.errors)")
        #expect(try cli.fingerprint() == before, "nothing is stored")
        // In litres they are petrol, and import.
        cli.succeed("import", "lubelogger", export, "--vehicle", "Mini", "--volume-unit", "l")
    }
}
