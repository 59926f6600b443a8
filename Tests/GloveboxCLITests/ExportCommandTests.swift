import Foundation
import GarageRules
import GarageStorage
import GloveboxTestSupport
import Testing

/// `glovebox export` and `glovebox restore` as a user runs them: export → restore → export gives the
/// same bytes, the file is the user's own (0600, never over a file unless --force), a document with
/// a fault is refused at its place with nothing written, and an account's vehicles are replaced only
/// when the user says so.
@Suite struct ExportCommandTests {
    let files = TemporaryDirectory(prefix: "glovebox-export-files")

    func path(_ name: String) -> String { files.appending(name).path }

    func bytes(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        try #require(FileManager.default.contents(atPath: path(name)), sourceLocation: sourceLocation)
    }

    /// Exports `cli`'s account into `name`, which must not exist yet.
    @discardableResult
    func export(_ cli: CLIHarness, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data {
        cli.succeed("export", "--out", path(name), sourceLocation: sourceLocation)
        return try bytes(name, sourceLocation: sourceLocation)
    }

    @Test func theDemoGarageExportsRestoresAndExportsTheSameBytes() throws {
        let demo = CLIHarness()
        demo.succeed("demo", "--no-widgets")
        let first = try export(demo, "demo.json")
        let fresh = CLIHarness()
        let restored = fresh.succeed("restore", path("demo.json"))
        #expect(restored.output.contains("signed in as demo@glovebox.app"), "\(restored.output)")
        #expect(try export(fresh, "demo-again.json") == first)
        let mode = try FileManager.default.attributesOfItem(atPath: path("demo.json"))[.posixPermissions]
        #expect(mode as? Int == 0o600)
    }

    @Test func theSmallGarageRoundTripsThroughRestoreAndTheLicencePlateIsInIt() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        let first = try export(cli, "small.json")
        #expect(String(decoding: first, as: UTF8.self).contains("\"licencePlate\": \"AA-12-BB\""))
        let fresh = CLIHarness()
        fresh.succeed("restore", path("small.json"))
        #expect(try export(fresh, "small-again.json") == first)
        #expect(fresh.succeed("prefs", "get", "timezone").output.contains("Europe/Lisbon"))
    }

    /// An import stores each note as a restore reads it back (TextRule's rules), so export →
    /// restore → export of a LubeLogger import gives the same bytes from the first round, whatever
    /// its notes hold: line breaks and escapes, a line or paragraph separator at the end (no control
    /// characters, but trimmed as line breaks), a note cut at the note's length.
    @Test func theLubeLoggerImportRoundTripsByteForByteFromTheFirstRestore() throws {
        let cli = CLIHarness.signedIn()
        let directory = cli.home.appending("lubelogger")
        try FileManager.default.copyItem(at: CLIHarness.fixtures.appendingPathComponent("lubelogger-demo"), to: directory)
        let gas = directory.appendingPathComponent("gasrecords.csv")
        let long = String(repeating: "a", count: 998) + " \u{2029}" + String(repeating: "b", count: 200)
        try Data((try String(contentsOf: gas, encoding: .utf8)
            + "12/20/2023,222700,10.0,$30.00,,True,False,\"Line one\nline \u{1B}[1mtwo\u{2028}\",\n"
            + "12/21/2023,222750,10.0,$30.00,,True,False,\(long),\n").utf8).write(to: gas)
        cli.succeed("import", "lubelogger", directory.path, "--vehicle", "Jeep", "--with-reminders")
        let first = try export(cli, "jeep.json")

        let second = CLIHarness()
        let restored = second.succeed("restore", path("jeep.json"))
        #expect(!restored.output.contains("removed control"), "\(restored.output)")
        #expect(try export(second, "jeep-2.json") == first, "the first export → restore → export changed the bytes")
    }

    /// The rows an import remembers travel with the export: importing the same file into the
    /// restored vehicle adds nothing; once the restore is undone, the same import adds every row.
    @Test func aRestoredImportIsRecognisedByARepeatedImportUntilTheRestoreIsUndone() throws {
        let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo").path
        let cli = CLIHarness.signedIn()
        cli.succeed("import", "lubelogger", demo, "--vehicle", "Jeep")
        try export(cli, "imported.json")

        let fresh = CLIHarness()
        fresh.succeed("restore", path("imported.json"))
        #expect(fresh.succeed("import", "lubelogger", demo, "--vehicle", "Jeep").output.hasPrefix(
            "imported 0 new records into 'Jeep' (291 already imported): 0 fuel, 0 service, 0 odometer and 0 tax\n"))
        #expect(fresh.succeed("undo").output.contains(" restore ("))
        #expect(fresh.succeed("import", "lubelogger", demo, "--vehicle", "Jeep").output.hasPrefix(
            "imported 291 new records into 'Jeep' (a new vehicle counting in mi): 109 fuel, 69 service, 110 odometer and 3 tax\n"))
    }

    /// A note that holds what the text rules forbid (as an import before imports cleaned notes kept
    /// it) is cleaned as imports clean them, and the restore says how many.
    @Test func aNoteWithALineBreakIsCleanedAsImportsCleanThemAndCounted() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        var document = try #require(try JSONSerialization.jsonObject(with: try export(cli, "notes.json")) as? [String: Any])
        var entries = try #require(document["odometerEntries"] as? [[String: Any]])
        entries[0]["note"] = "after the trip\nthe \u{202E}long one"
        document["odometerEntries"] = entries
        try JSONSerialization.data(withJSONObject: document).write(to: files.appending("dirty.json"))
        let fresh = CLIHarness()
        let restored = fresh.succeed("restore", path("dirty.json"))
        #expect(restored.output.contains("removed control or text-direction characters from 1 note, as imports do"))
        let again = String(decoding: try export(fresh, "clean.json"), as: UTF8.self)
        #expect(again.contains("\"note\": \"after the trip the long one\""), "\(again)")
    }

    /// A restore reads any JSON layout: the whole document on one line restores the same records.
    @Test func aDocumentOnOneLineRestoresTheSameBytes() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        try ExportGarage.importLubeLogger(in: cli)
        let first = try export(cli, "pretty.json")
        let object = try JSONSerialization.jsonObject(with: first)
        try JSONSerialization.data(withJSONObject: object).write(to: files.appending("one-line.json"))
        let fresh = CLIHarness()
        fresh.succeed("restore", path("one-line.json"))
        #expect(try export(fresh, "again.json") == first)
    }

    @Test func anExportNeverReplacesAFileUnlessForcedAndNeedsSomeoneSignedIn() throws {
        let cli = CLIHarness()
        let refused = cli.run("export", "--out", path("nobody.json"))
        #expect(refused.status == 2)
        #expect(refused.errors.contains("not signed in"))
        #expect(!FileManager.default.fileExists(atPath: path("nobody.json")))

        try ExportGarage.build(in: cli)
        try Data("keep me".utf8).write(to: files.appending("taken.json"))
        let taken = cli.run("export", "--out", path("taken.json"))
        #expect(taken.status == 2)
        // The garage speaks Portuguese (pt-PT): so does the refusal.
        #expect(taken.errors.contains("já existe; use --force para o substituir (nada foi escrito)"), "\(taken.errors)")
        #expect(try bytes("taken.json") == Data("keep me".utf8))
        cli.succeed("export", "--out", path("taken.json"), "--force")
        #expect(try bytes("taken.json") == (try export(cli, "fresh.json")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: files.path).sorted() == ["fresh.json", "taken.json"])

        #expect(cli.run("export").status == 2)
        #expect(cli.run("export", "--out", path("a.json"), "--csv", path("dir")).status == 2)
    }

    /// Damaged rows are named on standard error, exported as stored, and the command still succeeds.
    @Test func damagedRowsAreReportedAndExportedAsStored() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        try ExportGarage.damage(in: cli)
        let result = cli.run("export", "--out", path("damaged.json"))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("2 damaged rows could not be read"), "\(result.errors)")
        #expect(result.errors.contains("account_preference 'timezone'"))
        #expect(result.errors.contains("expense 't-"))
        let document = try #require(try JSONSerialization.jsonObject(with: try bytes("damaged.json")) as? [String: Any])
        let damaged = try #require(document["damaged"] as? [[String: Any]])
        #expect(damaged.compactMap { ($0["columns"] as? [String: Any])?["amount"] as? String } == ["12,00"])
        #expect((document["preferences"] as? [String: Any])?["timezone"] is NSNull)

        let fresh = CLIHarness()
        let restored = fresh.run("restore", path("damaged.json"))
        #expect(restored.status == 0, "\(restored.errors)")
        #expect(restored.errors.contains("lists 2 damaged rows"), "\(restored.errors)")
    }

    /// Each fault is named by its place; the logbook keeps every row it had.
    @Test(arguments: [
        ("vehicles", 0, "name", "\u{1B}[31mred", "vehicles[0].name: vehicle name must not contain control"),
        ("vehicles", 1, "id", "clio", "vehicles[1].id: id 'clio' is also the id of vehicles[0].id"),
        ("expenses", 0, "vehicleId", "nowhere", "expenses[0].vehicleId: no vehicle 'nowhere' in the export"),
        ("expenses", 0, "amount", "12,5", "expenses[0].amount: amount '12,5' is not a number"),
        ("odometerEntries", 0, "date", "2026-02-30", "odometerEntries[0].date: no such day"),
        ("services", 0, "itemId", "t-999", "services[0].itemId: no maintenance item 't-999'"),
    ] as [(String, Int, String, String, String)])
    func aFaultyDocumentIsRefusedAtItsPlaceAndNothingIsWritten(
        _ kind: String, _ index: Int, _ field: String, _ value: String, _ message: String
    ) throws {
        let source = CLIHarness()
        try ExportGarage.build(in: source)
        var document = try #require(try JSONSerialization.jsonObject(with: try export(source, "source.json")) as? [String: Any])
        var records = try #require(document[kind] as? [[String: Any]])
        records[index][field] = value
        document[kind] = records
        try JSONSerialization.data(withJSONObject: document).write(to: files.appending("faulty.json"))

        let target = CLIHarness()
        target.succeed("login", "bob@example.com")
        target.succeed("vehicle", "add", "Mine")
        let before = try target.fingerprint()
        let refused = target.run("restore", path("faulty.json"))
        #expect(refused.status == 2)
        #expect(refused.errors.contains("\(path("faulty.json")): \(message)"), "\(refused.errors)")
        #expect(try target.fingerprint() == before)
    }

    @Test func aDocumentOfAnotherKindOrVersionIsRefused() throws {
        let cli = CLIHarness()
        try Data(#"{"kind": "glovebox.export", "version": 2}"#.utf8).write(to: files.appending("v2.json"))
        try Data(#"{"kind": "glovebox.widgets", "version": 1}"#.utf8).write(to: files.appending("widgets.json"))
        try Data("{\"kind\": ".utf8).write(to: files.appending("cut.json"))
        let v2 = cli.run("restore", path("v2.json"))
        #expect(v2.status == 2)
        #expect(v2.errors.contains("export version 2 is not supported (this build reads version 1)"), "\(v2.errors)")
        #expect(cli.run("restore", path("widgets.json")).errors.contains("not a Glovebox export (kind 'glovebox.widgets'"))
        #expect(cli.run("restore", path("cut.json")).errors.contains("not a JSON document"))
        // A file that is not there is the user's to fix (2), named with why.
        let missing = cli.run("restore", path("missing.json"))
        #expect(missing.status == 2 && missing.errors.contains("missing.json': no such file"), "\(missing.errors)")
    }

    /// An account that already has vehicles here is replaced only when the user confirms; the message
    /// says exactly what would go.
    @Test func restoringOverAnAccountsVehiclesAsksFirst() throws {
        let source = CLIHarness()
        try ExportGarage.build(in: source)
        try export(source, "ana.json")

        let target = CLIHarness()
        target.succeed("login", ExportGarage.account)
        target.succeed("vehicle", "add", "Yaris")
        target.succeed("vehicle", "add", "Polo")
        target.succeed("odometer", "log", "yaris", "1000", "--date", "2026-11-01")
        target.succeed("expense", "add", "polo", "10", "EUR", "--date", "2026-11-02")
        let before = try target.fingerprint()
        let refused = target.run("restore", path("ana.json"))
        #expect(refused.status == 2)
        #expect(refused.errors.contains("account ana@example.com already has 2 vehicles with 2 records"), "\(refused.errors)")
        #expect(refused.errors.contains("pass --yes"))
        let declined = target.run(["restore", path("ana.json")], answering: "n")
        #expect(declined.status != 0)
        #expect(try target.fingerprint() == before)

        let confirmed = target.run(["restore", path("ana.json")], answering: "y")
        #expect(confirmed.status == 0, "\(confirmed.errors)")
        #expect(confirmed.output.contains("replaced 2 vehicles with 2 records"), "\(confirmed.output)")
        #expect(try export(target, "ana-again.json") == (try bytes("ana.json")))
    }

    /// The CSV files hold the JSON document's values, one file per kind, quoted as RFC 4180 says.
    @Test func theCSVFilesHoldTheSameValues() throws {
        let cli = CLIHarness()
        try ExportGarage.build(in: cli)
        cli.succeed("export", "--csv", path("csv"))
        let names = try FileManager.default.contentsOfDirectory(atPath: path("csv")).sorted()
        #expect(names == [
            "account.csv", "damaged.csv", "deadlines.csv", "exchange-rates.csv", "expenses.csv", "imported-rows.csv",
            "maintenance-items.csv", "odometer-entries.csv", "preferences.csv", "services.csv", "vehicles.csv",
        ])
        let entries = String(decoding: try bytes("csv/odometer-entries.csv"), as: UTF8.self)
        #expect(entries.hasPrefix("id,vehicleId,date,value,isCorrection,note\r\n"))
        #expect(entries.contains(",2026-11-01,84210,false,\"after the trip, the \"\"long\"\" one\"\r\n"), "\(entries)")
        let expenses = String(decoding: try bytes("csv/expenses.csv"), as: UTF8.self)
        #expect(expenses.contains(",2026-11-03,58.40,EUR,fuel,,84500,false,40.5,,,,l,true,false,,\r\n"), "\(expenses)")
        #expect(expenses.contains(",USD,other,\"Parking, Lisbon\",,,,EUR,0.92,,,,,,\r\n"), "\(expenses)")
        let rates = String(decoding: try bytes("csv/exchange-rates.csv"), as: UTF8.self)
        #expect(rates == "currency,day,perEuro\r\nGBP,2026-11-04,0.8512\r\nUSD,2026-11-03,1.0821\r\nUSD,2026-11-04,1.0856\r\n")
        let mode = try FileManager.default.attributesOfItem(atPath: path("csv"))[.posixPermissions]
        #expect(mode as? Int == 0o700)

        let again = cli.run("export", "--csv", path("csv"))
        #expect(again.status == 2)
        #expect(again.errors.contains("já existe"), "\(again.errors)")
        cli.succeed("export", "--csv", path("csv"), "--force")
    }
}
