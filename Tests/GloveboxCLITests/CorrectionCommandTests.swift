import Foundation
import GarageRules
import GloveboxTestSupport
import Testing

/// Every record can be corrected: listed with its id, shown, edited through the checks an add goes
/// through, and removed. Issue 11's first complaint, tried the same way: a reading of 150,000 km
/// typed a month after 15,000 is accepted, blocks every true reading after it and keeps the oil
/// change 120,000 km overdue, with no way to take it back.
@Suite struct CorrectionCommandTests {
    let cli = CLIHarness()

    /// Clio at 15,000 km on 2026-10-25 with its oil changed then, and a mistyped 150,000 on 2026-11-25.
    func mistypedReading() throws -> String {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("maintenance", "add", "clio", "Oil", "--every-distance", "15000")
        cli.succeed("maintenance", "done", "clio", "oil", "--odometer", "15000", "--date", "2026-10-25")
        cli.succeed("odometer", "log", "clio", "150000", "--date", "2026-11-25")
        return try #require(try readings().first { $0["value"] as? Int == 150_000 }?["id"] as? String)
    }

    func readings() throws -> [[String: Any]] {
        try #require(try cli.json("odometer", "list", "clio", "--json") as? [[String: Any]])
    }

    func oil() throws -> [String: Any] {
        try #require((try cli.json("maintenance", "list", "--json") as? [[String: Any]])?.first)
    }

    /// "ID: the record's id, as its list prints it": every kind's text list prints the id its
    /// `show`, `edit` and `remove` take, not only its `--json`.
    @Test func everyTextListPrintsTheIdsItsShowTakes() throws {
        _ = try mistypedReading()
        cli.succeed("expense", "add", "clio", "40", "EUR", "--category", "fuel")
        cli.succeed("deadline", "add", "clio", "insurance", "2027-03-01")
        for kind in ["odometer", "expense", "service", "maintenance", "deadline"] {
            let records = try #require(try cli.json(kind, "list", "clio", "--json") as? [[String: Any]])
            let ids = records.compactMap { $0["id"] as? String }
            #expect(!ids.isEmpty && ids.count == records.count, "\(kind) list --json")
            let text = cli.succeed(kind, "list", "clio").output
            for id in ids {
                #expect(text.contains(id), "\(kind) list does not print \(id)")
                cli.succeed(kind, "show", id)
            }
        }
    }

    @Test func aMistypedReadingBlocksTheTrueOneUntilItIsEdited() throws {
        let mistyped = try mistypedReading()
        #expect(try oil()["remainingDistance"] as? Int == -120_000)
        let blocked = cli.run("odometer", "log", "clio", "16000")
        #expect(blocked.status == 2)
        #expect(blocked.errors.hasPrefix("glovebox: odometer 16000 is lower than 150000 recorded on 2026-11-25"))

        let edited = cli.succeed("odometer", "edit", mistyped, "--value", "15000")
        #expect(edited.output == "changed reading \(mistyped): 15,000 on 2026-11-25\n")
        cli.succeed("odometer", "log", "clio", "16000")
        #expect(try oil()["remainingDistance"] as? Int == 14_000)
        #expect(try readings().map { $0["value"] as? Int } == [15_000, 16_000])
    }

    @Test func aMistypedReadingCanBeRemoved() throws {
        let mistyped = try mistypedReading()
        let removed = cli.succeed("odometer", "remove", mistyped)
        #expect(removed.output == "removed reading \(mistyped) of 'Clio'\n")
        #expect(try readings().isEmpty)
        cli.succeed("odometer", "log", "clio", "16000")
        #expect(try oil()["remainingDistance"] as? Int == 14_000)
        let gone = cli.run("odometer", "show", mistyped)
        #expect(gone.status == 2)
        #expect(gone.errors == "glovebox: no reading '\(mistyped)'\n")
    }

    @Test func anEditIsCheckedAsAnAddIsAndARefusedOneChangesNothing() throws {
        let mistyped = try mistypedReading()
        cli.succeed("odometer", "log", "clio", "150500", "--date", "2026-11-27")
        let before = try cli.fingerprint()
        // Moved after the later reading, it is lower than it: refused by the edit in the words the add uses.
        let refusedEdit = cli.run("odometer", "edit", mistyped, "--date", "2026-11-28")
        #expect(refusedEdit.status == 2)
        #expect(refusedEdit.errors.hasPrefix("glovebox: odometer 150000 is lower than 150500 recorded on 2026-11-27"))
        #expect(try cli.fingerprint() == before)
        let refusedAdd = cli.run("odometer", "log", "clio", "150000", "--date", "2026-11-28")
        #expect(refusedAdd.status == 2 && refusedEdit.errors == refusedAdd.errors)
        // The edited reading is checked against the others, never against itself.
        cli.succeed("odometer", "edit", mistyped, "--value", "150100")
        #expect(try readings().map { $0["value"] as? Int } == [150_100, 150_500])
        // A day in the future is refused as an add's is.
        let future = cli.run("odometer", "edit", mistyped, "--date", "2026-12-25")
        #expect(future.status == 2)
        #expect(future.errors == cli.run("odometer", "log", "clio", "200000", "--date", "2026-12-25").errors)
    }

    @Test func everyKindOfRecordIsListedShownEditedAndRemovedById() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("expense", "add", "clio", "40.00", "EUR", "--category", "fuel", "--date", "2026-11-20")
        cli.succeed("maintenance", "add", "clio", "Oil", "--every-months", "12")
        cli.succeed("maintenance", "done", "clio", "oil", "--date", "2026-11-21", "--cost", "80", "EUR")
        cli.succeed("deadline", "add", "clio", "insurance", "2027-01-10")
        func onlyID(_ kind: String) throws -> String {
            let rows = try #require(try cli.json(kind, "list", "--json") as? [[String: Any]])
            try #require(rows.count == (kind == "expense" ? 2 : 1), "\(kind): \(rows)")
            return try #require(rows.last?["id"] as? String)
        }

        let expense = try #require(
            (try cli.json("expense", "list", "--json") as? [[String: Any]])?.first { $0["category"] as? String == "fuel" }?["id"] as? String)
        cli.succeed("expense", "edit", expense, "--amount", "42.50", "--note", "full tank")
        let shownExpense = try #require(try cli.json("expense", "show", expense, "--json") as? [String: Any])
        #expect(shownExpense["amount"] as? String == "42.50" && shownExpense["note"] as? String == "full tank")

        let service = try onlyID("service")
        cli.succeed("service", "edit", service, "--date", "2026-11-22", "--cost", "85", "EUR")
        let shownService = try #require(try cli.json("service", "show", service, "--json") as? [String: Any])
        #expect(shownService["date"] as? String == "2026-11-22")

        let item = try onlyID("maintenance")
        cli.succeed("maintenance", "edit", item, "--name", "Engine oil", "--every-months", "6")
        let shownItem = try #require(try cli.json("maintenance", "show", item, "--json") as? [String: Any])
        #expect(shownItem["name"] as? String == "Engine oil" && shownItem["dueDate"] as? String == "2027-05-22")

        let deadline = try onlyID("deadline")
        cli.succeed("deadline", "edit", deadline, "--due", "2027-02-01", "--title", "Insurance (Fidelidade)")
        let shownDeadline = try #require(try cli.json("deadline", "show", deadline, "--json") as? [String: Any])
        #expect(shownDeadline["dueDate"] as? String == "2027-02-01")

        cli.succeed("deadline", "remove", deadline)
        cli.succeed("expense", "remove", expense)
        // An item goes with its services: it says so and asks.
        let refused = cli.run("maintenance", "remove", item)
        #expect(refused.status == 2)
        #expect(refused.errors.contains("1 logged service"))
        cli.succeed("maintenance", "remove", item, "--yes")
        for kind in ["expense", "service", "maintenance", "deadline"] {
            #expect((try cli.json(kind, "list", "--json") as? [Any])?.isEmpty == true, "\(kind)")
        }
    }

    @Test func anEditPublishesAndReloadsOnlyTheKindsWhoseContentChanged() throws {
        cli.succeed("login", "ana@example.com")
        try cli.installWidgets()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("deadline", "add", "clio", "insurance", "2027-01-10")
        let deadline = try #require((try cli.json("deadline", "list", "--json") as? [[String: Any]])?.first?["id"] as? String)
        let reloads = try cli.reloads {
            cli.succeed("deadline", "edit", deadline, "--due", "2027-02-01")
        }
        // The deadlines widget and the vehicle widget, which lists the vehicle's deadlines.
        #expect(reloads == ["vehicle", "deadlines"])
        let unchanged = try cli.reloads {
            cli.succeed("deadline", "edit", deadline, "--due", "2027-02-01")
        }
        #expect(unchanged.isEmpty)
    }

    @Test func aNewUnitConvertsEveryDistanceAndRelabelKeepsTheNumbers() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Mustang")
        cli.succeed("odometer", "log", "mustang", "100000", "--date", "2026-11-01")
        cli.succeed("maintenance", "add", "mustang", "Oil", "--every-distance", "10000")
        let changed = cli.succeed("vehicle", "edit", "mustang", "--unit", "mi")
        #expect(changed.output == "changed vehicle 'Mustang' (id mustang); its distances are now in mi, converted from km\n")
        // 100,000 km is 62,137.1 mi; 10,000 km is 6,213.7 mi.
        #expect((try cli.json("odometer", "list", "--json") as? [[String: Any]])?.first?["value"] as? Int == 62_137)
        #expect(try oil()["everyDistance"] as? Int == 6_214)
        #expect(try oil()["unit"] as? String == "mi")
        cli.succeed("undo")
        #expect((try cli.json("odometer", "list", "--json") as? [[String: Any]])?.first?["value"] as? Int == 100_000)

        let relabelled = cli.succeed("vehicle", "edit", "mustang", "--unit", "mi", "--relabel")
        #expect(relabelled.output == "changed vehicle 'Mustang' (id mustang); its numbers are now read as mi, unchanged\n")
        #expect((try cli.json("odometer", "list", "--json") as? [[String: Any]])?.first?["value"] as? Int == 100_000)
        #expect(try oil()["everyDistance"] as? Int == 10_000 && oil()["unit"] as? String == "mi")
        #expect(cli.run("vehicle", "edit", "mustang", "--relabel").status == 2)
    }

    @Test func aVehicleIsRenamedAndReplatedAndKeepsItsId() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio", "--plate", "AA-00-AA")
        cli.succeed("vehicle", "add", "Golf")
        #expect(cli.run("vehicle", "edit", "clio", "--name", "golf").status == 2)
        cli.succeed("vehicle", "edit", "clio", "--name", "Clio V", "--plate", "BB-11-BB", "--year", "2021")
        let vehicles = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        let clio = try #require(vehicles.first { $0["id"] as? String == "clio" })
        #expect(clio["name"] as? String == "Clio V" && clio["licencePlate"] as? String == "BB-11-BB" && clio["year"] as? Int == 2021)
        cli.succeed("vehicle", "edit", "Clio V", "--plate", "", "--no-year")
        let cleared = try #require((try cli.json("vehicle", "show", "clio", "--json") as? [String: Any]))
        #expect(cleared["licencePlate"] == nil || cleared["licencePlate"] is NSNull)
        #expect(cleared["year"] == nil || cleared["year"] is NSNull)
    }

    @Test func aNameWithATerminalEscapeOrADirectionOverrideIsRefusedAtEveryDoor() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let before = try cli.fingerprint()
        for arguments in [
            ["vehicle", "add", "\u{1B}[31mRed"], ["vehicle", "add", "RTL\u{202E}live"], ["vehicle", "edit", "clio", "--name", "A\u{7}"],
            ["vehicle", "edit", "clio", "--plate", "AA\u{2066}00"], ["deadline", "add", "clio", "custom", "2027-01-01", "--title", "X\u{85}Y"],
            ["expense", "add", "clio", "10", "EUR", "--note", "a\u{1B}]0;title\u{7}"],
        ] {
            let result = cli.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.contains("U+"), "\(arguments): \(result.errors)")
            #expect(!result.errors.contains("\u{1B}") && !result.errors.contains("\u{202E}"), "\(arguments) echoed the character")
        }
        let long = cli.run("vehicle", "add", String(repeating: "a", count: 500))
        #expect(long.errors == "glovebox: vehicle name is longer than 100 characters (500)\n" && long.status == 2)
        #expect(try cli.fingerprint() == before)
    }

    @Test func aSharedVehicleIsCorrectedOnlyAsTheRoleAllows() throws {
        cli.succeed("login", "ana@example.com")
        try cli.share("Yaris", role: .viewer)
        try cli.share("Bulli", role: .editor)
        let viewer = cli.run("vehicle", "edit", "yaris", "--name", "Mine")
        #expect(viewer.status == 2)
        #expect(viewer.errors == "glovebox: you are a viewer of 'Yaris' and cannot change its records\n")
        cli.succeed("odometer", "log", "bulli", "1000")
        let reading = try #require((try cli.json("odometer", "list", "bulli", "--json") as? [[String: Any]])?.first?["id"] as? String)
        cli.succeed("odometer", "edit", reading, "--value", "1100")
        cli.succeed("odometer", "remove", reading)
        let removal = cli.run("vehicle", "remove", "bulli", "--yes")
        #expect(removal.status == 2 && removal.errors.contains("editor"))
    }

    @Test func aListIsThePageOfTheLatestRecordsAndSaysHowManyItLeftOut() throws {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        for (day, value) in [("2026-11-01", "1000"), ("2026-11-02", "1100"), ("2026-11-03", "1200")] {
            cli.succeed("odometer", "log", "clio", value, "--date", day)
            cli.succeed("expense", "add", "clio", "10", "EUR", "--date", day)
        }
        let text = cli.succeed("odometer", "list", "--limit", "2")
        #expect(text.output.hasSuffix("""
            2026-11-03  Clio     1,200 km
            the latest 2 of 3 readings; --limit N shows more, 'glovebox export' takes out everything

            """))
        #expect(!text.output.contains("1,000 km"))
        let json = cli.run("expense", "list", "clio", "--limit", "2", "--json")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["date"] as? String } == ["2026-11-02", "2026-11-03"])
        #expect(json.errors == "glovebox: note: the latest 2 of 3 expenses; --limit N shows more, 'glovebox export' takes out everything\n")
        // The whole history when it fits: no note.
        #expect(cli.succeed("service", "list").output == "no services\n")
        #expect(cli.run("odometer", "list", "--json").errors.isEmpty)
        #expect(cli.run("odometer", "list", "--limit", "0").status == 2)
    }
}
