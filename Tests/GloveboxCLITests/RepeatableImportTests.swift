import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import Testing
import WidgetContract

/// `import lubelogger` can be run again on the same or a later export: it adds only what is new,
/// says what it would do without doing it, reads units and currency from the file or refuses to
/// guess, and reports every row it treats specially by file and line.
@Suite struct RepeatableImportTests {
    let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo")
    static let gasHeader = "Date,Odometer,FuelConsumed,Cost,FuelEconomy,IsFillToFull,MissedFuelUp,Notes,Tags\n"

    /// A harness with an account signed in.
    /// An export of `files` in the harness's home.
    func export(_ files: [String: String], in cli: CLIHarness, named name: String = "export") throws -> String {
        let directory = cli.home.appending(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (file, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(file))
        }
        return directory.path
    }

    /// A copy of the demo export in the harness's home, with `file` rewritten by `edit`.
    func demoCopy(in cli: CLIHarness, named name: String = "export", editing file: String, _ edit: (String) -> String) throws -> String {
        let copy = cli.home.appending(name)
        try FileManager.default.copyItem(at: demo, to: copy)
        let url = copy.appendingPathComponent(file)
        try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        return copy.path
    }

    func expenses(_ cli: CLIHarness, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
        try #require(try cli.json("expense", "list", "--limit", "10000", "--json", sourceLocation: sourceLocation) as? [[String: Any]])
    }

    /// Every reading of the vehicle, in reading order, straight from the logbook.
    func readings(_ cli: CLIHarness, vehicle: String) throws -> [OdometerReading] {
        let store = try GarageStore(path: cli.home.path + "/app/glovebox.sqlite")
        defer { store.close() }
        let id = try #require(GarageID(rawValue: vehicle))
        return try store.readings.window(
            vehicleID: id, in: try CalendarDay(parsing: "1990-01-01")...(try CalendarDay(parsing: "2100-01-01")))
    }

    @Test func importingTheSameExportAgainAddsNothingAndLeavesEveryRowAsItWas() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        let before = try cli.fingerprint()
        let again = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        #expect(again.output.hasPrefix(
            "imported 0 new records into 'Jeep' (291 already imported): 0 fuel, 0 service, 0 odometer and 0 tax\n"))
        #expect(!again.output.contains("correction"))
        #expect(try cli.fingerprint() == before)
        #expect(try expenses(cli).count == 181)
    }

    @Test func aLaterExportWithARowInsertedInTheMiddleAddsExactlyThatRow() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        // Between the fill-ups of 2/21/2021 and 2/26/2021: every later row moves down a line.
        let later = try demoCopy(in: cli, editing: "gasrecords.csv") { text in
            text.replacingOccurrences(
                of: "2/26/2021,207622,", with: "2/23/2021,207500,5.25,$12.60,,True,False,Late fill-up,\n2/26/2021,207622,")
        }
        let result = cli.succeed("import", "lubelogger", later, "--vehicle", "Jeep")
        #expect(result.output.hasPrefix(
            "imported 1 new record into 'Jeep' (291 already imported): 1 fuel, 0 service, 0 odometer and 0 tax\n"))
        let fuel = try expenses(cli).filter { $0["category"] as? String == "fuel" }
        #expect(fuel.count == 110)
        #expect(fuel.filter { $0["note"] as? String == "Late fill-up" }.count == 1)
        #expect(cli.succeed("import", "lubelogger", later, "--vehicle", "Jeep").output.hasPrefix(
            "imported 0 new records into 'Jeep' (292 already imported)"))
    }

    @Test func identicalRowsOfOneFileAreImportedOnceEachAndRecognisedOnceEach() throws {
        let cli = CLIHarness.signedIn()
        let row = "5/8/2020,1000,8.331,$16.24,,True,False,,\n"
        let other = "5/9/2020,1100,9.000,$18.00,,True,False,,\n"
        let twice = try export(["gasrecords.csv": Self.gasHeader + row + row + other], in: cli, named: "twice")
        #expect(cli.succeed("import", "lubelogger", twice, "--vehicle", "Clio").output.hasPrefix(
            "imported 3 new records into 'Clio' (a new vehicle counting in mi): 3 fuel, 0 service, 0 odometer and 0 tax\n"))
        #expect(cli.succeed("import", "lubelogger", twice, "--vehicle", "Clio").output.hasPrefix(
            "imported 0 new records into 'Clio' (3 already imported): 0 fuel"))
        // A later export holding the row a third time holds one more of it.
        let thrice = try export(["gasrecords.csv": Self.gasHeader + row + other + row + row], in: cli, named: "thrice")
        #expect(cli.succeed("import", "lubelogger", thrice, "--vehicle", "Clio").output.hasPrefix(
            "imported 1 new record into 'Clio' (3 already imported): 1 fuel"))
        #expect(try expenses(cli).filter { $0["date"] as? String == "2020-05-08" }.count == 3)
    }

    @Test func aDryRunSaysWhatTheImportWouldDoAndChangesNothing() throws {
        let cli = CLIHarness.signedIn()
        let before = try cli.fingerprint()
        let observed = cli.observed
        let dry = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep", "--dry-run")
        #expect(dry.output.hasPrefix(
            "would import 291 new records into 'Jeep' (a new vehicle counting in mi): 109 fuel, 69 service, 110 odometer and 3 tax\n"))
        #expect(dry.output.contains(
            "\n49 readings are lower than the one before them, would be stored as corrections (outside the odometer checks' series):\n"
                + "  servicerecords.csv:19: odometer 204,660 is lower than 205,056 on 2020-05-30 (gasrecords.csv:3)\n"))
        #expect(dry.output.contains("\nwould clean 14 notes of control or text-direction characters"))
        #expect(dry.output.hasSuffix("dry run: nothing was changed\n"))
        // No row, no journal entry, no change for the publishing session to publish.
        #expect(try cli.fingerprint() == before)
        #expect(cli.observed == observed)
        #expect(cli.succeed("vehicle", "list").output == "no vehicles\n")

        // What the import then does is what the dry run said.
        let real = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        let listed = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("  ") } }
        #expect(listed(real.output) == listed(dry.output))
        #expect(listed(real.output).count == 49)
        let imported = try cli.fingerprint()
        let again = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep", "--dry-run")
        #expect(again.output.hasPrefix("would import 0 new records into 'Jeep' (291 already imported): 0 fuel"))
        #expect(try cli.fingerprint() == imported)
    }

    @Test func aMilesExportIntoAKilometreVehicleIsConvertedOnceTheUnitIsSaid() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Jeep", "--unit", "km")
        let before = try cli.fingerprint()
        // LubeLogger's export does not say its unit: a km vehicle does not get miles on a guess.
        let refused = cli.run("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        #expect(refused.status == 2)
        #expect(refused.errors == "glovebox: the export does not say its distance unit (LubeLogger keeps it in "
            + "its settings) and 'Jeep' counts in km: say --unit mi to convert miles to km, or --unit km\n")
        #expect(try cli.fingerprint() == before)

        let result = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep", "--unit", "mi", "--with-reminders")
        #expect(result.output.contains(
            "\ndistances in mi, as --unit says; converted to km: 288 odometer values and 2 reminder distances "
                + "(1 mi = 1.609344 km, each rounded to the nearest km)\n"))
        // 222,647 mi is 358,315.6 km.
        #expect(result.output.contains("\ncurrent odometer: 358,316 km (2023-12-19)\n"))
        let first = try #require(try expenses(cli).first)
        #expect(first["date"] as? String == "2020-03-19" && (first["odometer"] as? [String: Any])?["value"] as? Int == 329_277)
        let items = try #require(try cli.json("maintenance", "list", "jeep", "--json") as? [[String: Any]])
        #expect(items.first?["everyDistance"] as? Int == 8_047)
        #expect(items.first?["dueOdometer"] as? Int == 362_102)
    }

    @Test func aBackwardsReadingIsReportedWithItsLineAndStoredAsACorrection() throws {
        let cli = CLIHarness.signedIn()
        let directory = try export(
            ["odometerrecords.csv": "Date,Odometer,Notes\n5/8/2020,204836,\n5/9/2020,120,\n5/10/2020,130,\n"], in: cli)
        let result = cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio")
        #expect(result.output.contains(
            "\n1 reading is lower than the one before it, stored as a correction (outside the odometer checks' series):\n"
                + "  odometerrecords.csv:3: odometer 120 is lower than 204,836 on 2020-05-08 (odometerrecords.csv:2)\n"))
        let stored = try readings(cli, vehicle: "clio")
        #expect(stored.map(\.value) == [204_836, 120, 130])
        #expect(stored.map(\.isCorrection) == [false, true, false])
        // Typed readings keep their checks, against the corrected series.
        let typed = cli.run("odometer", "log", "clio", "125", "--date", "2020-05-11")
        #expect(typed.status == 2)
        #expect(typed.errors.contains("odometer 125 is lower than 130 recorded on 2020-05-10"))
        cli.succeed("odometer", "log", "clio", "140", "--date", "2020-05-11")
    }

    @Test func anImportedReadingAboveALaterTypedOneIsRefusedWithItsLine() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Clio", "--unit", "mi")
        cli.succeed("odometer", "log", "clio", "1000", "--date", "2020-06-01")
        let before = try cli.fingerprint()
        let directory = try export(["odometerrecords.csv": "Date,Odometer,Notes\n5/8/2020,900,\n5/9/2020,2000,\n"], in: cli)
        let result = cli.run("import", "lubelogger", directory, "--vehicle", "Clio")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: odometerrecords.csv:3: odometer 2,000 on 2020-05-09 is higher than 1,000 "
            + "on 2020-06-01, a later reading in the logbook\n")
        #expect(try cli.fingerprint() == before)
    }

    @Test func aBlankCostIsRefusedWithItsFileLineAndColumnEvenInADryRun() throws {
        let cli = CLIHarness.signedIn()
        let blank = try demoCopy(in: cli, editing: "gasrecords.csv") { text in
            text.replacingOccurrences(of: "5/30/2020,205056,11.913,$25.72,", with: "5/30/2020,205056,11.913,,")
        }
        let before = try cli.fingerprint()
        for extra in [[], ["--dry-run"]] {
            let result = cli.run(["import", "lubelogger", blank, "--vehicle", "Jeep"] + extra)
            #expect(result.status == 2)
            #expect(result.errors == "glovebox: gasrecords.csv:3:4: empty cost\n")
        }
        #expect(try cli.fingerprint() == before)
    }

    @Test func notesLoseEscapeAndRightToLeftOverrideCharactersAndTheOutputCountsThem() throws {
        let cli = CLIHarness.signedIn()
        let directory = try export([
            "gasrecords.csv": Self.gasHeader
                + "5/8/2020,1000,8.331,$16.24,,True,False,\u{1B}[31mStation 5,\n"
                + "5/9/2020,1100,9.000,$18.00,,True,False,Costco \u{202E}tixe,\n"
                + "5/10/2020,1200,9.000,$18.00,,True,False,Plain note,\n",
        ], in: cli)
        let result = cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio")
        #expect(result.output.contains(
            "\ncleaned 2 notes of control or text-direction characters (line breaks became spaces): "
                + "gasrecords.csv:2, gasrecords.csv:3\n"))
        let notes = try expenses(cli).compactMap { $0["note"] as? String }
        #expect(notes == ["[31mStation 5", "Costco tixe", "Plain note"])
    }

    @Test func aRemovedRecordStaysRemovedSaidSoUntilItIsAskedBack() throws {
        let cli = CLIHarness.signedIn()
        let rows = "5/8/2020,1000,8.331,$16.24,,True,False,,\n5/9/2020,1100,9.000,$18.00,,True,False,,\n"
            + "5/10/2020,1200,9.500,$19.00,,True,False,,\n"
        let directory = try export(["gasrecords.csv": Self.gasHeader + rows], in: cli)
        cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio")
        let removed = try #require(try expenses(cli).first { $0["date"] as? String == "2020-05-09" })
        let id = try #require((removed["id"] as? String).flatMap(GarageID.init(rawValue:)))
        let store = try GarageStore(path: cli.home.path + "/app/glovebox.sqlite")
        try store.write { try $0.records.deleteExpense(id) }
        store.close()

        let again = cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio")
        #expect(again.output.hasPrefix(
            "imported 0 new records into 'Clio' (2 already imported, 1 removed since, left out): 0 fuel"))
        #expect(again.output.contains(
            "\nleft out 1 row whose record was removed since an earlier import (--restore-removed brings it back): "
                + "gasrecords.csv:3\n"))
        #expect(try expenses(cli).count == 2)

        let restored = cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio", "--restore-removed")
        #expect(restored.output.hasPrefix("imported 1 new record into 'Clio' (2 already imported): 1 fuel"))
        #expect(restored.output.contains(
            "\nbrought back 1 row whose record was removed since an earlier import: gasrecords.csv:3\n"))
        #expect(try expenses(cli).count == 3)
        #expect(cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio").output.hasPrefix(
            "imported 0 new records into 'Clio' (3 already imported): 0 fuel"))
    }

    /// Bringing a removed record back takes over what the first import remembered of its row; undoing
    /// that import gives it back, so that the removal stays a removal and the first import's undo still
    /// finds every record it stored.
    @Test func undoingTheImportThatBroughtARecordBackGivesTheRowBackToTheFirstImport() throws {
        let cli = CLIHarness.signedIn()
        let rows = "5/8/2020,1000,8.331,$16.24,,True,False,,\n5/9/2020,1100,9.000,$18.00,,True,False,,\n"
        let directory = try export(["gasrecords.csv": Self.gasHeader + rows], in: cli)
        cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio")
        let removed = try #require(try expenses(cli).first { $0["date"] as? String == "2020-05-09" }?["id"] as? String)
        cli.succeed("expense", "remove", removed)
        cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio", "--restore-removed")
        #expect(try expenses(cli).count == 2)
        // What it took over is its undo's bookkeeping, not a record: the history counts the one it added.
        let latest = try #require((try cli.json("history", "--json") as? [[String: Any]])?.first)
        #expect(latest["recordCount"] as? Int == 1, "\(latest)")
        let detail = cli.succeed("history", String(try #require(latest["sequence"] as? Int))).output
        #expect(!detail.contains("imported-rows"), "\(detail)")

        #expect(cli.succeed("undo").output.contains("(1 record)"))
        // The removal stands: a plain import leaves the row out again, as before it was brought back.
        #expect(try expenses(cli).count == 1)
        #expect(cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio").output.hasPrefix(
            "imported 0 new records into 'Clio' (1 already imported, 1 removed since, left out): 0 fuel"))
        // The removal's undo brings the record back under its own id, and the first import's undo
        // removes both of its records.
        cli.succeed("undo")
        #expect(try expenses(cli).compactMap { $0["id"] as? String }.contains(removed))
        cli.succeed("undo")
        #expect(try expenses(cli).isEmpty)
        // Nothing of it is left remembered: importing the file again adds both rows, once each.
        #expect(cli.succeed("import", "lubelogger", directory, "--vehicle", "Clio").output.hasPrefix(
            "imported 2 new records into 'Clio'"))
        #expect(try expenses(cli).count == 2)
    }

    @Test func costsKeepTheCurrencyTheirSignSaysAndAContradictingCurrencyIsRefusedAtTheCell() throws {
        let cli = CLIHarness.signedIn()
        let before = try cli.fingerprint()
        let refused = cli.run("import", "lubelogger", demo.path, "--vehicle", "Jeep", "--currency", "EUR")
        #expect(refused.status == 2)
        #expect(refused.errors
            == "glovebox: gasrecords.csv:2:4: cost '$16.24' is in $ (a dollar or peso), which --currency EUR contradicts\n")
        #expect(try cli.fingerprint() == before)

        cli.succeed("prefs", "set", "currency", "EUR")
        cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        let all = try expenses(cli)
        #expect(all.count == 181 && all.allSatisfy { $0["currency"] as? String == "USD" })

        // Costs without a sign take the currency the user names, and need one.
        let bare = try export(["taxrecords.csv": "Date,Description,Cost\n1/1/2024,Registration,78.25\n"], in: cli)
        let unnamed = cli.run("import", "lubelogger", bare, "--vehicle", "Clio")
        #expect(unnamed.status == 2)
        #expect(unnamed.errors == "glovebox: taxrecords.csv:2:3: cost '78.25' names no currency: say which with --currency\n")
        let named = cli.succeed("import", "lubelogger", bare, "--vehicle", "Clio", "--currency", "EUR")
        #expect(named.output.contains("\ncosts in EUR, as --currency says (the file writes no currency sign)\n"))
        #expect(try expenses(cli).last?["currency"] as? String == "EUR")
    }

    @Test func helpSaysWhatARepeatedImportDoes() {
        let help = CLIHarness().succeed("import", "lubelogger", "--help").output
        #expect(help.contains("--dry-run"))
        #expect(help.contains("--restore-removed"))
        #expect(help.contains("A record removed after its import stays removed"))
        #expect(help.contains("stored as a correction"))
    }
}
