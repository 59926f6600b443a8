import ShortcutsContract
import WidgetContract
import HouseholdSync
import GarageStorage
import Foundation
@testable import GloveboxCLI
import GloveboxTestSupport
import Testing

@Suite struct CommandLineTests {
    @Test(arguments: GloveboxCommandLine.commands.map(\.spec.path))
    func everyCommandHasHelp(_ path: [String]) {
        let cli = CLIHarness()
        let result = cli.run(path + ["--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("usage: glovebox \(path.joined(separator: " "))"))
        #expect(result.output.contains("--help"))
    }

    @Test func versionNamesTheProgramAndEveryFormatItSpeaks() {
        let cli = CLIHarness()
        let result = cli.run("--version")
        #expect(result.status == 0)
        #expect(result.output == "glovebox 0.26.0 (logbook schema \(LogbookSchema.migrator.latestVersion), widgets snapshot "
            + "\(WidgetsSnapshot.currentVersion), Shortcuts snapshot \(ShortcutsSnapshot.currentVersion), household server schema "
            + "\(HouseholdServerSession.schemaVersion))\n")
    }

    @Test func everyReadCommandAcceptsJSON() throws {
        let readCommands = GloveboxCommandLine.commands.filter(\.isRead).map(\.spec.name)
        #expect(Set(readCommands) == [
            "plan", "prefs get", "vehicle list", "vehicle show", "expense list", "expense show", "odometer list",
            "odometer show", "service list", "service show", "maintenance list", "maintenance show", "deadline list",
            "deadline show", "status", "spend", "history", "fuel list", "fuel show", "economy", "conflicts list",
        ])
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "1000")
        cli.succeed("expense", "add", "clio", "40", "EUR", "--category", "fuel")
        cli.succeed("fuel", "add", "clio", "38.5", "l", "--odometer", "1000", "--cost", "61.20", "EUR")
        cli.succeed("maintenance", "add", "clio", "Oil", "--every-distance", "15000")
        cli.succeed("maintenance", "done", "clio", "oil", "--odometer", "1000")
        cli.succeed("deadline", "add", "clio", "inspection", "2026-12-10", "--every-months", "24")
        func firstID(_ arguments: String...) throws -> String {
            let listed = cli.run(arguments + ["--json"])
            let rows = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
            return try #require(rows.first?["id"] as? String, "\(arguments) listed no id")
        }
        let item = try firstID("maintenance", "list")
        let deadline = try firstID("deadline", "list")
        let reads: [[String]] = [
            ["plan"], ["prefs", "get"], ["vehicle", "list"], ["vehicle", "show", "CLIO"], ["expense", "list"],
            ["expense", "show", try firstID("expense", "list")], ["odometer", "list"],
            ["odometer", "show", try firstID("odometer", "list")], ["service", "list"],
            ["service", "show", try firstID("service", "list")], ["maintenance", "list"], ["maintenance", "show", item],
            ["deadline", "list"], ["deadline", "show", deadline], ["status"], ["spend"], ["history"],
            ["fuel", "list"], ["fuel", "show", try firstID("fuel", "list")], ["economy", "clio"], ["conflicts", "list"],
        ]
        // Every read command is run below, so a new one cannot be added without JSON.
        let covered = reads.map { arguments in
            readCommands.filter { arguments.starts(with: $0.split(separator: " ").map(String.init)) }.max { $0.count < $1.count }
        }
        #expect(Set(covered.compactMap { $0 }) == Set(readCommands))
        for arguments in reads {
            let result = cli.run(arguments + ["--json"])
            #expect(result.status == 0, "\(arguments): \(result.errors)")
            #expect((try? JSONSerialization.jsonObject(with: Data(result.output.utf8))) != nil, "\(arguments) printed no JSON")
        }
    }

    @Test func aWriteCommandRefusesJSON() {
        let result = CLIHarness().run("vehicle", "add", "Clio", "--json")
        #expect(result.status == 2)
        #expect(result.errors == """
            glovebox: unknown option '--json'
            usage: glovebox vehicle add NAME [--make M] [--model M] [--year Y] [--plate P] [--unit km|mi] [--energy E] [--help]

            """)
    }

    @Test func groupsAndTheTopLevelListTheirCommands() {
        let cli = CLIHarness()
        #expect(cli.run("--help").output.contains("maintenance postpone"))
        #expect(cli.run("help", "vehicle", "add").output.hasPrefix("usage: glovebox vehicle add NAME"))
        let group = cli.run("vehicle", "--help")
        #expect(group.status == 0 && group.output.contains("vehicle remove"))
        let bare = cli.run("vehicle")
        #expect(bare.status == 2 && bare.errors.contains("'vehicle' needs a subcommand: add, list, show, edit, remove"))
    }

    @Test func everyChangeGoesThroughPerformOnceAndReadsDoNot() {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("vehicle", "list")
        cli.succeed("odometer", "log", "clio", "1000")
        cli.succeed("prefs", "set", "lock", "on")
        cli.succeed("status")
        #expect(cli.observed == ["login", "vehicle add", "odometer log", "prefs set lock"])
    }

    @Test func anExampleSessionReadsLikeTheDocumentation() throws {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        #expect(cli.succeed("login", "ana@example.com").output == "signed in as ana@example.com (free plan)\n")
        #expect(cli.succeed("vehicle", "add", "Clio", "--make", "Renault", "--model", "Clio", "--year", "2019",
                            "--plate", "AA-00-BB", "--unit", "km").output == "added vehicle 'Clio' (id clio)\n")
        #expect(cli.succeed("odometer", "log", "clio", "84210", "--date", "2026-11-01").output == "logged 84,210 km on 2026-11-01\n")
        cli.succeed("odometer", "log", "clio", "85000", "--date", "2026-11-28")
        cli.succeed("maintenance", "add", "clio", "Oil change", "--every-months", "12", "--every-distance", "15000",
                    "--next-distance", "85500")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-12-10", "--every-months", "12")
        #expect(cli.succeed("prefs", "set", "timezone", "Europe/Lisbon").output == "timezone: Europe/Lisbon\n")
        let status = cli.succeed("status").output
        // Both are due soon: the insurance by its 30-day lead, the oil change by distance (500 km left,
        // inside the 1,000 km lead). The deadline's December 10 comes before the oil change's projected
        // December 16 (29.26 km/day from 85,000 km).
        #expect(status == """
            [due soon] Clio: Insurance due 2026-12-10
            [due soon] Clio: Oil change: due 2027-11-29 at 85,500 km (500 km remaining) expected around 2026-12-16 — due soon

            """)
        #expect(cli.succeed("deadline", "renew", "clio", "insurance").output == "renewed 'Insurance': now due 2027-12-10\n")
        let vehicle = try #require(try cli.json("vehicle", "show", "clio", "--json") as? [String: Any])
        let details = try #require(vehicle["vehicle"] as? [String: Any])
        #expect(details["licencePlate"] as? String == "AA-00-BB")
        #expect(details["odometer"] as? Int == 85_000)
    }
}
