import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// Issue 22, items 4: a vehicle has one or more energies; each is a chain of its own; the widget and
/// Siri show the main energy's economy, never the chain of whichever fill came last; a fill of an
/// energy the vehicle does not run on is refused with the fix.
@Suite struct EnergyCommandTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    /// The economy entries `economy --json` prints.
    func economies(_ vehicle: String) throws -> [[String: Any]] {
        let report = try #require(try cli.json("economy", vehicle, "--json") as? [String: Any])
        return try #require(report["economies"] as? [[String: Any]])
    }

    /// The energies the fill-ups of a vehicle bought, oldest first.
    func energiesBought(_ vehicle: String) throws -> [String] {
        let rows = try #require(try cli.json("fuel", "list", vehicle, "--json") as? [[String: Any]])
        return rows.compactMap { $0["energyBought"] as? String }
    }

    /// A plug-in hybrid: petrol first, so the widget and Siri show petrol, though a charge came last.
    func plugInHybrid() throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Outlander", "--energy", "petrol,electricity")
        let fills: [[String]] = [
            ["40", "l", "10000", "2026-11-01", "70.00"],
            ["10", "kwh", "10020", "2026-11-02", "3.00"],
            ["12", "kwh", "10100", "2026-11-05", "3.60"],
            ["20", "l", "10500", "2026-11-10", "35.00"],
            ["30", "kwh", "10700", "2026-11-20", "9.00"],
        ]
        for fill in fills {
            cli.succeed("fuel", "add", "outlander", fill[0], fill[1], "--odometer", fill[2], "--date", fill[3], "--cost", fill[4], "EUR")
        }
    }

    @Test func aPlugInHybridsChainsAreMeasuredApartAndShownSideBySide() throws {
        try plugInHybrid()
        let economies = try economies("outlander")
        #expect(economies.map { $0["energy"] as? String } == ["petrol", "electricity"])
        #expect(economies.map { $0["unit"] as? String } == ["l/100km", "kwh/100km"])
        // Petrol: 20 l over 10,000 → 10,500 km = 4 l/100 km; the charges in between are not petrol.
        let petrol = try #require(economies[0]["last"] as? [String: Any])
        #expect(petrol["value"] as? String == "4.0000" && petrol["distance"] as? Int == 500)
        // Electricity: 12 kWh over 80 km, then 30 kWh over 600 km; lifetime 42 kWh / 680 km = 6.17647… kWh/100 km.
        let charges = try #require(economies[1]["segments"] as? [[String: Any]])
        #expect(charges.map { $0["value"] as? String } == ["15.0000", "5.0000"])
        #expect((economies[1]["lifetime"] as? [String: Any])?["value"] as? String == "6.1765")
        // Cost per km: petrol 35 EUR / 500 km = 0.07; charges 12.60 EUR / 680 km = 0.0185294…; driving
        // used both, so all energies cost 0.0885294… EUR per km.
        #expect((economies[0]["costPerDistance"] as? [String: Any])?["amount"] as? String == "0.0700")
        #expect((economies[1]["costPerDistance"] as? [String: Any])?["amount"] as? String == "0.0185")
        let report = try #require(try cli.json("economy", "outlander", "--json") as? [String: Any])
        #expect(report["costPerDistanceAllEnergies"] as? String == "0.0885")
        #expect(report["runsOn"] as? [String] == ["petrol", "electricity"] && report["energiesStated"] as? Bool == true)
        let text = cli.succeed("economy", "outlander").output
        #expect(text.hasPrefix("Outlander: petrol economy in L/100 km"), "\(text)")
        #expect(text.contains("\n\nOutlander: electricity economy in kWh/100 km"), "\(text)")
        #expect(text.contains("cost with petrol and electricity: 0.089 EUR per km"), "\(text)")
        // A charge's stretch is in kWh, and the first charge started from an unknown battery level.
        #expect(text.contains("80 km     12 kWh"), "\(text)")
        #expect(text.contains("left out: 2026-11-02 1 fill with no full fill-up before it: the battery's charge it started from is unknown"), "\(text)")
        // The charges are the vehicle's: it cannot stop running on electricity while they are there.
        let dropped = cli.run("vehicle", "edit", "outlander", "--energy", "petrol")
        #expect(dropped.status == 2 && dropped.errors.contains("'Outlander' has fill-ups of electricity"), "\(dropped.errors)")
    }

    @Test func theWidgetAndSiriShowTheMainEnergyNotTheLatestFill() throws {
        try plugInHybrid()
        // The latest fill is a charge, whose stretch is counted; the widget still shows petrol's.
        #expect(try cli.snapshot().vehicles[0].lastEconomy == VehicleEconomy(label: "4.0\u{00A0}L/100 km", title: "Last fill-up"))
        #expect(cli.succeed("ask", "fuel-economy").output == "Outlander: 4.0\u{00A0}L/100 km (last fill-up).\n")
        // Electricity first: the charges' chain is the one shown.
        cli.succeed("vehicle", "edit", "outlander", "--energy", "electricity,petrol")
        #expect(try cli.snapshot().vehicles[0].lastEconomy == VehicleEconomy(label: "5.0\u{00A0}kWh/100 km", title: "Last charge"))
    }

    @Test func aChargeOfAPetrolCarIsRefusedWithTheFix() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio", "--energy", "petrol")
        let before = try cli.fingerprint()
        let refused = cli.run("fuel", "add", "clio", "30", "kwh", "--odometer", "100")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("'Clio' runs on petrol, and a fill in kwh is electricity"), "\(refused.errors)")
        #expect(refused.errors.contains("glovebox vehicle edit clio --energy petrol,electricity"), "\(refused.errors)")
        #expect(try cli.fingerprint() == before, "a refused fill stores nothing")
        // Naming an energy its unit cannot measure is refused too.
        let wrongUnit = cli.run("fuel", "add", "clio", "30", "l", "--odometer", "100", "--energy", "electricity")
        #expect(wrongUnit.status == 2 && wrongUnit.errors.contains("electricity is not measured in l"), "\(wrongUnit.errors)")
        let unknown = cli.run("vehicle", "add", "Mirai", "--energy", "petrol,plutonium")
        #expect(unknown.status == 2 && unknown.errors.contains("plutonium"), "\(unknown.errors)")
        let twice = cli.run("vehicle", "add", "Twice", "--energy", "petrol,petrol")
        #expect(twice.status == 2 && twice.errors.contains("named twice"), "\(twice.errors)")
    }

    @Test func aVehicleThatNeverSaidRunsOnWhatItWasFirstFilledWith() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Zoe")
        cli.succeed("fuel", "add", "zoe", "30", "kwh", "--odometer", "100", "--date", "2026-11-01")
        let refused = cli.run("fuel", "add", "zoe", "20", "l", "--odometer", "200")
        #expect(refused.status == 2, "\(refused.output)")
        #expect(refused.errors.contains("'Zoe' runs on electricity (taken from its first fill-up)"), "\(refused.errors)")
        #expect(refused.errors.contains("--energy electricity,petrol"), "\(refused.errors)")
        // The economy says where its energy came from, and how to say otherwise.
        #expect(cli.succeed("economy", "zoe").output.contains("runs on electricity, taken from its first fill-up"))
        #expect(cli.succeed("vehicle", "show", "zoe").output.contains("  runs on: electricity (from its first fill-up;"))

        // A fill that names its energy on a vehicle that never said says it for the vehicle.
        cli.succeed("vehicle", "add", "Golf")
        cli.succeed("fuel", "add", "golf", "40", "l", "--odometer", "1000", "--energy", "diesel", "--date", "2026-11-01")
        #expect(cli.succeed("vehicle", "show", "golf").output.contains("runs on: diesel"))
        let vehicles = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        #expect(vehicles.first { $0["id"] as? String == "golf" }?["energies"] as? String == "diesel")
        // Its next fill in litres is diesel without saying.
        cli.succeed("fuel", "add", "golf", "35", "l", "--odometer", "1500", "--date", "2026-11-10")
        #expect(try energiesBought("golf") == ["diesel", "diesel"])
        // Its only energy of the kind, so the fills follow a correction of it (it was petrol after all).
        cli.succeed("vehicle", "edit", "golf", "--energy", "petrol")
        #expect(try energiesBought("golf") == ["petrol", "petrol"])
    }

    @Test func correctingWhatAVehicleRunsOnRenamesItsUnnamedFillsAndReorderingKeepsThem() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Dacia", "--energy", "petrol")
        cli.succeed("fuel", "add", "dacia", "40", "l", "--odometer", "1000", "--date", "2026-11-01")
        cli.succeed("fuel", "add", "dacia", "30", "l", "--odometer", "1400", "--date", "2026-11-05")
        // A correction: it was diesel all along; fills that never named their energy follow.
        cli.succeed("vehicle", "edit", "dacia", "--energy", "diesel")
        #expect(try energiesBought("dacia") == ["diesel", "diesel"])
        #expect(try economies("dacia").map { $0["energy"] as? String } == ["diesel"])
        // A bi-fuel conversion: LPG first, diesel kept. The old fills stay diesel; new litres are LPG.
        cli.succeed("vehicle", "edit", "dacia", "--energy", "lpg,diesel")
        cli.succeed("fuel", "add", "dacia", "50", "l", "--odometer", "1800", "--date", "2026-11-10")
        #expect(try energiesBought("dacia") == ["diesel", "diesel", "lpg"])
        #expect(try economies("dacia").map { $0["energy"] as? String } == ["lpg", "diesel"])
        // Diesel cannot be dropped while fills name it: refused, with the fix, and nothing changes.
        let before = try cli.fingerprint()
        let refused = cli.run("vehicle", "edit", "dacia", "--energy", "lpg")
        #expect(refused.status == 2 && refused.errors.contains("'Dacia' has fill-ups of diesel"), "\(refused.errors)")
        #expect(try cli.fingerprint() == before)
        // And undo takes the conversion back, the pinned fills with it.
        cli.succeed("undo")
        cli.succeed("undo")
        #expect(try energiesBought("dacia") == ["diesel", "diesel"])
    }

    @Test func aBackupMadeBeforeEnergiesRestoresAndItsVehiclesRunOnTheirFirstFill() throws {
        let backup = CLIHarness.fixtures.appendingPathComponent("exports/older/before-energies.json").path
        #expect(!(try String(contentsOfFile: backup, encoding: .utf8)).contains("energ"), "the fixture is of before energies")
        cli.succeed("restore", backup, "--yes")
        let vehicles = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        #expect(vehicles.count == 2 && vehicles.allSatisfy { $0["energies"] is NSNull })
        // Its fill in litres is petrol, so the Clio runs on petrol, and a charge is refused with the fix
        // (in the backup's own locale preference, pt-PT).
        #expect(try energiesBought("clio") == ["petrol"])
        let refused = cli.run("fuel", "add", "clio", "30", "kwh", "--odometer", "84700")
        #expect(refused.status == 2 && refused.errors.contains("(pelo primeiro abastecimento)"), "\(refused.errors)")
        #expect(refused.errors.contains("'glovebox vehicle edit clio --energy petrol,electricity'"), "\(refused.errors)")
    }

    @Test func aFreeChargeCostsNothingWhereAFillWithoutACostIsUnknown() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Zoe", "--energy", "electricity")
        cli.succeed("fuel", "add", "zoe", "30", "kwh", "--odometer", "1000", "--cost", "0", "EUR", "--date", "2026-11-01")
        cli.succeed("fuel", "add", "zoe", "20", "kwh", "--odometer", "1200", "--cost", "0", "EUR", "--date", "2026-11-05")
        var cost = try #require(try economies("zoe").first?["costPerDistance"] as? [String: Any])
        // The workplace charger is free: 0 EUR over 200 km, counted, not left out.
        #expect(cost["amount"] as? String == "0.0000" && cost["segments"] as? Int == 1 && cost["segmentsWithoutCost"] as? Int == 0)
        let unknown = cli.succeed("fuel", "add", "zoe", "25", "kwh", "--odometer", "1400", "--date", "2026-11-09").output
        #expect(unknown.contains("no cost"), "\(unknown)")
        cost = try #require(try economies("zoe").first?["costPerDistance"] as? [String: Any])
        #expect(cost["segments"] as? Int == 1 && cost["segmentsWithoutCost"] as? Int == 1)
        let rows = try #require(try cli.json("fuel", "list", "zoe", "--json") as? [[String: Any]])
        #expect(rows.map { $0["hasCost"] as? Bool } == [true, true, false])
        // Giving its cost later makes it known, and a zero then is a price.
        let id = try #require(rows.last?["id"] as? String)
        cli.succeed("fuel", "edit", id, "--cost", "0", "EUR")
        cost = try #require(try economies("zoe").first?["costPerDistance"] as? [String: Any])
        #expect(cost["segments"] as? Int == 2 && cost["segmentsWithoutCost"] as? Int == 0)
    }
}
