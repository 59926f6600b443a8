import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

/// A fill-up reaches the vehicle widget and Siri: `fuel add` republishes, only the kinds whose content it
/// changed reload, and `ask fuel-economy` answers from the Shortcuts snapshot.
@Suite struct EconomyWidgetCommandTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    /// Signed in, every kind installed, a Clio read at 11,000 km today, two full fill-ups before that.
    func garageWithAnEconomy() throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "11000")
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "10000", "--date", "2026-11-01")
        cli.succeed("fuel", "add", "clio", "32", "l", "--odometer", "10500", "--date", "2026-11-15")
    }

    @Test func aFillUpWithoutACostReloadsTheVehicleWidgetOnly() throws {
        try garageWithAnEconomy()
        #expect(try cli.snapshot().vehicles[0].lastEconomy == VehicleEconomy(label: "6.4\u{00A0}L/100 km", title: "Last fill-up"))
        // Below the latest reading, so the odometer the widgets show stays; no cost, so spend stays.
        let kinds = try cli.reloads {
            cli.succeed("fuel", "add", "clio", "20", "l", "--odometer", "10800", "--date", "2026-11-22")
        }
        #expect(kinds == ["vehicle"], "a fill-up changes the vehicle widget's economy and nothing else, not \(kinds)")
        // 300 km on 20 l.
        #expect(try cli.snapshot().vehicles[0].lastEconomy?.label == "6.7\u{00A0}L/100 km")
    }

    @Test func aFillUpWithACostReloadsTheSpendWidgetToo() throws {
        try garageWithAnEconomy()
        let kinds = try cli.reloads {
            cli.succeed("fuel", "add", "clio", "20", "l", "--odometer", "10800", "--date", "2026-11-22", "--cost", "35.00", "EUR")
        }
        #expect(Set(kinds) == ["vehicle", "spend"], "\(kinds)")
    }

    @Test func thePreferenceAndTheLockRepublishTheEconomy() throws {
        try garageWithAnEconomy()
        #expect(try cli.reloads { cli.succeed("prefs", "set", "economy", "km/l") } == ["vehicle"])
        #expect(try cli.snapshot().vehicles[0].lastEconomy?.label == "15.6\u{00A0}km/L")
        cli.succeed("prefs", "set", "lock", "on")
        #expect(try cli.snapshot().vehicles.allSatisfy { $0.lastEconomy == nil })
        #expect(cli.succeed("ask", "fuel-economy").output == "Glovebox is locked. Open the app to see this.\n")
    }

    @Test func siriAnswersWhatTheFuelEconomyIs() throws {
        try garageWithAnEconomy()
        #expect(cli.succeed("ask", "fuel-economy").output == "Clio: 6.4\u{00A0}L/100 km (last fill-up).\n")
        cli.succeed("vehicle", "add", "Golf")
        let which = cli.succeed("ask", "fuel-economy", "--json").output
        #expect(which.contains("\"status\" : \"whichVehicle\""), "\(which)")
        #expect(cli.succeed("ask", "fuel-economy", "--vehicle", "golf").output
            == "Golf has no fuel economy yet: it needs two full fill-ups in a row.\n")
        cli.succeed("prefs", "set", "locale", "pt-PT")
        #expect(cli.succeed("ask", "fuel-economy", "--vehicle", "clio").output
            == "Clio: 6,4\u{00A0}l/100 km (último abastecimento).\n")
    }
}
