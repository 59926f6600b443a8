import Foundation
import GarageStorage
@testable import GloveboxCLI
import GloveboxTestSupport
import Testing
import WidgetContract

/// Records belong to an account. Issue 11's complaint, tried the same way: signed in as another
/// account on the same device, one saw the previous account's vehicles, plates and expenses, and
/// they were republished to that account's widgets; read commands worked while nobody was signed in.
@Suite struct AccountSeparationTests {
    let cli = CLIHarness()

    /// Ana's garage: Clio with a plate, a reading, an expense, a deadline and a maintenance item;
    /// every widget installed.
    func anasGarage() throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Clio", "--plate", "AA-12-BB", "--make", "Renault")
        cli.succeed("odometer", "log", "clio", "84210")
        cli.succeed("expense", "add", "clio", "61.30", "EUR", "--category", "fuel", "--note", "ana's tank")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-12-10")
        cli.succeed("maintenance", "add", "clio", "Oil", "--every-months", "12")
        cli.succeed("prefs", "set", "currency", "GBP")
    }

    @Test func anotherAccountOnTheSameDeviceSeesNoneOfItAndNoSnapshotCarriesIt() throws {
        try anasGarage()
        cli.succeed("login", "rui@example.com")

        for arguments in [["vehicle", "list"], ["status"], ["spend"], ["expense", "list"], ["odometer", "list"],
                          ["deadline", "list"], ["maintenance", "list"], ["service", "list"], ["history"]] {
            let text = cli.succeed(arguments).output + cli.succeed(arguments + ["--json"]).output
            for secret in ["Clio", "clio", "AA-12-BB", "84,210", "84210", "61.30", "ana"] {
                #expect(!text.contains(secret), "\(arguments) shows \(secret): \(text)")
            }
        }
        // Both snapshots were republished for rui, holding none of ana's garage.
        let snapshot = try cli.snapshot()
        #expect(snapshot.vehicles.isEmpty && snapshot.deadlines.isEmpty)
        for path in [cli.snapshotPath, cli.shortcutsPath] {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for secret in ["Clio", "clio", "AA-12-BB", "84,210", "84210", "61.30", "61,30"] {
                #expect(!text.contains(secret), "\(path) carries \(secret)")
            }
        }

        // Nor can rui reach ana's records by their ids.
        cli.succeed("login", "ana@example.com")
        let ids = try ["odometer", "expense", "deadline", "maintenance"].map { kind in
            try #require((try cli.json(kind, "list", "--json") as? [[String: Any]])?.first?["id"] as? String, "\(kind)")
        }
        cli.succeed("login", "rui@example.com")
        for (kind, id) in zip(["odometer", "expense", "deadline", "maintenance"], ids) {
            #expect(cli.run(kind, "show", id).status == 2, "\(kind) show")
            #expect(cli.run(kind, "remove", id, "--yes").status == 2, "\(kind) remove")
        }
        #expect(cli.run("vehicle", "show", "clio").status == 2)
        #expect(cli.run("vehicle", "edit", "clio", "--name", "Mine").status == 2)
        #expect(cli.run("vehicle", "remove", "clio", "--yes").status == 2)
        // Rui's own preferences, not ana's.
        #expect((try cli.json("prefs", "get", "--json") as? [String: Any])?["currency"] as? String == "EUR")

        // Rui may have a Clio of his own; ana's comes back, whole, when she signs in again.
        cli.succeed("vehicle", "add", "Clio")
        #expect((try cli.json("vehicle", "list", "--json") as? [[String: Any]])?.map { $0["name"] as? String } == ["Clio"])
        cli.succeed("login", "ana@example.com")
        let anas = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        #expect(anas.map { $0["licencePlate"] as? String } == ["AA-12-BB"])
        #expect(anas.first?["odometer"] as? Int == 84_210)
        #expect(try cli.snapshot().vehicles.map(\.name) == ["Clio"])
        #expect((try cli.json("prefs", "get", "--json") as? [String: Any])?["currency"] as? String == "GBP")
    }

    @Test func deletingOneAccountLeavesTheOthersData() throws {
        try anasGarage()
        cli.succeed("login", "rui@example.com")
        cli.succeed("vehicle", "add", "Golf")
        cli.succeed("delete-account", "--yes")
        cli.succeed("login", "ana@example.com")
        #expect((try cli.json("vehicle", "list", "--json") as? [[String: Any]])?.map { $0["name"] as? String } == ["Clio"])
        #expect((try cli.json("expense", "list", "--json") as? [Any])?.count == 1)
    }

    @Test func everyReadCommandRefusesWhenNobodyIsSignedInAndSaysHowToSignIn() throws {
        try anasGarage()
        cli.succeed("logout")
        let reads = GloveboxCommandLine.commands.filter(\.isRead)
        #expect(reads.count >= 17)
        for command in reads {
            // Each command's required arguments, as placeholders: the refusal comes before they are looked up.
            let arguments = command.spec.path + command.spec.signature.arguments.filter { !$0.isOptional }.map { _ in "clio" }
            let result = cli.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors == "glovebox: not signed in; sign in with 'glovebox login ACCOUNT' first\n", "\(arguments)")
        }
    }

    @Test func aVehicleYouAddIsYoursAndCountsTowardsThePlan() throws {
        cli.succeed("login", "ana@example.com")
        let role = cli.run("vehicle", "add", "Clio", "--role", "viewer")
        #expect(role.status == 2 && role.errors.hasPrefix("glovebox: unknown option '--role'"))
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("vehicle", "add", "Golf")
        let third = cli.run("vehicle", "add", "Polo")
        #expect(third.status == 2)
        #expect(third.errors == "glovebox: the free plan allows 2 vehicles; upgrade to plus to add 'Polo'\n")
        #expect((try cli.json("vehicle", "list", "--json") as? [[String: Any]])?.map { $0["role"] as? String } == ["owner", "owner"])
        // An owner can always remove what they added.
        cli.succeed("vehicle", "remove", "golf", "--yes")
    }

    @Test func aLogbookFromBeforeAccountsKeepsItsSignedInAccountsData() throws {
        try legacyLogbook(signedIn: "ana@example.com")
        let vehicles = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        #expect(vehicles.map { $0["name"] as? String } == ["Clio"])
        #expect((try cli.json("prefs", "get", "--json") as? [String: Any])?["locale"] as? String == "pt-PT")
        cli.succeed("login", "rui@example.com")
        #expect((try cli.json("vehicle", "list", "--json") as? [Any])?.isEmpty == true)
    }

    @Test func aLogbookFromBeforeAccountsWrittenSignedOutGoesToTheNextSignInWhichSaysSo() throws {
        try legacyLogbook(signedIn: nil)
        #expect(cli.run("vehicle", "list").status == 2)
        let login = cli.succeed("login", "rui@example.com")
        // Said in the language of the preferences it took over with them.
        #expect(login.output.hasSuffix(
            "\nesta conta fica com 1 veículo registado neste dispositivo antes de as contas serem donas dos seus dados, "
                + "quando ninguém tinha sessão iniciada\n"), "\(login.output)")
        #expect((try cli.json("vehicle", "list", "--json") as? [[String: Any]])?.map { $0["name"] as? String } == ["Clio"])
        #expect((try cli.json("prefs", "get", "--json") as? [String: Any])?["locale"] as? String == "pt-PT")
        // Claimed once: the next account gets nothing.
        let other = cli.succeed("login", "eva@example.com")
        #expect(!other.output.contains("veículo"))
        #expect((try cli.json("vehicle", "list", "--json") as? [Any])?.isEmpty == true)
    }

    /// A logbook at schema version 2 (before accounts owned their data) holding a Clio with a
    /// reading and the locale pt-PT, signed in as `account` or signed out.
    @Test func aSignInThatTakesOverALogbookInEnglishSaysSoAsItAlwaysDid() throws {
        try legacyLogbook(signedIn: nil, locale: "en-GB")
        let login = cli.succeed("login", "rui@example.com")
        #expect(login.output.hasSuffix(
            "\ntook over 1 vehicle recorded on this device before accounts owned their data, while nobody was signed in\n"),
            "\(login.output)")
        #expect(!cli.succeed("login", "eva@example.com").output.contains("took over"))
    }

    private func legacyLogbook(signedIn account: String?, locale: String = "pt-PT") throws {
        let directory = cli.home.path + "/app"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let database = try Database(path: directory + "/" + GarageStore.fileName)
        defer { database.close() }
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(2))).migrate(database)
        #expect(try database.userVersion() == 2)
        if let account {
            try database.execute(
                "INSERT INTO account (id, name, plan, signed_in_at) VALUES (1, ?, 'free', '2026-01-01T00:00:00Z')", [account])
        }
        try database.execute("INSERT INTO preference (key, value) VALUES ('locale', ?)", [locale])
        try database.execute("INSERT INTO vehicle (id, name, unit, role, position) VALUES ('clio', 'Clio', 'km', 'owner', 1)")
        try database.execute("INSERT INTO odometer_entry (id, vehicle_id, day, value) VALUES ('r1', 'clio', '2026-11-01', 84000)")
    }
}
