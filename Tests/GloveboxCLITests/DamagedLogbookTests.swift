import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

/// One damaged row hides only itself: `status` and the widgets' publish go on without it and say
/// which it is; a change that needs it fails naming it; `doctor` lists it. A damaged or missing file
/// is refused with one message that names it and says what to do.
@Suite struct DamagedLogbookTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    var logbook: String { cli.home.path + "/app/" + GarageStore.fileName }
    var container: String { cli.home.path + "/group-containers/\(AppGroup.identifier)" }

    /// Runs SQL against the logbook, as a hand edit or a damaged disk would change it.
    func edit(_ sql: String, _ arguments: [String] = []) throws {
        let store = try GarageStore(path: logbook)
        defer { store.close() }
        try store.database.execute(sql, arguments)
    }

    func value(_ sql: String) throws -> String {
        let store = try GarageStore(path: logbook)
        defer { store.close() }
        return try #require(try store.database.firstRow(sql) { $0.text(0) })
    }

    /// Clio and Golf with a reading, an expense of this month and a deadline each, every widget installed.
    func garage() throws {
        cli.succeed("login", "ana@example.com")
        try InstalledWidgets.save(
            WidgetKind.allCases.map { InstalledWidget(id: $0.rawValue, kind: $0, family: .medium) },
            to: SnapshotFiles(directory: container))
        for vehicle in ["Clio", "Golf"] {
            cli.succeed("vehicle", "add", vehicle)
            cli.succeed("odometer", "log", vehicle, "84000", "--date", "2026-11-01")
            cli.succeed("deadline", "add", vehicle, "insurance", "2026-12-10")
        }
        cli.succeed("expense", "add", "clio", "20.00", "EUR", "--date", "2026-11-05")
        cli.succeed("expense", "add", "golf", "35.00", "EUR", "--date", "2026-11-06")
    }

    func snapshot() throws -> WidgetsSnapshot {
        try SnapshotCoding.decode(
            WidgetsSnapshot.self, from: Data(contentsOf: URL(fileURLWithPath: container + "/" + WidgetsSnapshot.fileName)))
    }

    @Test func statusAndPublishGoOnWithADamagedExpenseAndADamagedReadingAndNameThem() throws {
        try garage()
        let reading = try value("SELECT id FROM odometer_entry WHERE vehicle_id = 'clio'")
        let expense = try value("SELECT id FROM expense WHERE vehicle_id = 'golf'")
        try edit("UPDATE odometer_entry SET day = 'not-a-day' WHERE id = ?", [reading])
        // In pounds: the spend read decodes only the expenses paid outside the home currency (the
        // home currency's are summed by the store, spend_month), so only those can be named.
        try edit("UPDATE expense SET amount = 'lots', currency = 'GBP' WHERE id = ?", [expense])
        let readingWarning = "glovebox: warning: stored odometer_entry '\(reading)' is damaged: not a date of the form YYYY-MM-DD: 'not-a-day'"
        let expenseWarning = "glovebox: warning: stored expense '\(expense)' is damaged: amount 'lots' is not a number like 1234.56"

        let status = cli.run("status")
        #expect(status.status == 0, "\(status.errors)")
        #expect(status.output.contains("Clio: Insurance due 2026-12-10"))
        #expect(status.output.contains("Golf: Insurance due 2026-12-10"))
        #expect(status.errors.contains(readingWarning))

        let json = try #require(try cli.json("status", "--json") as? [String: Any])
        #expect((json["alerts"] as? [Any])?.count == 2)
        let damaged = try #require(json["damagedRows"] as? [[String: String]])
        #expect(damaged == [["table": "odometer_entry", "id": reading, "reason": "not a date of the form YYYY-MM-DD: 'not-a-day'"]])

        let publish = cli.run("publish")
        #expect(publish.status == 0, "\(publish.errors)")
        #expect(publish.errors.contains(readingWarning) && publish.errors.contains(expenseWarning))
        let published = try snapshot()
        #expect(published.vehicles.map(\.name) == ["Clio", "Golf"])
        #expect(published.vehicles.first { $0.name == "Golf" }?.odometer.recorded?.value == 84_000)
        #expect(published.deadlines.count == 2)
        // Spending is what decodes: Clio's 20.00, without Golf's damaged expense.
        let all = try #require(published.spend.first { $0.vehicleId == nil })
        #expect(all.totalLabel?.contains("20.00") == true)

        // The demo on a logbook that has vehicles shows it as it is, and publishes.
        let demo = cli.run("demo", "--no-widgets")
        #expect(demo.status == 0, "\(demo.errors)")
        #expect(demo.output.contains("the logbook already has 2 vehicles"))
    }

    @Test func aChangeThatNeedsADamagedRowFailsNamingItAndChangesNothing() throws {
        try garage()
        let reading = try value("SELECT id FROM odometer_entry WHERE vehicle_id = 'clio'")
        try edit("UPDATE odometer_entry SET day = 'not-a-day' WHERE id = ?", [reading])
        let before = try cli.fingerprint()
        // The new reading's next neighbour is the damaged one ('not-a-day' sorts after every day).
        let refused = cli.run("odometer", "log", "clio", "90000")
        #expect(refused.status == 1)
        #expect(refused.errors == "glovebox: stored odometer_entry '\(reading)' is damaged: not a date of the form YYYY-MM-DD: 'not-a-day'\n")
        #expect(try cli.fingerprint() == before)
        // A change that does not need it still works.
        cli.succeed("odometer", "log", "golf", "90000")
    }

    @Test func doctorPassesOnAHealthyLogbook() throws {
        try garage()
        let doctor = cli.succeed("doctor")
        #expect(doctor.output.contains("[ok] logbook: \(logbook) ("))
        #expect(doctor.output.contains("[ok] logbook pages: ok (SQLite's quick_check)"))
        #expect(doctor.output.contains("[ok] logbook schema: version \(LogbookSchema.migrator.latestVersion)"))
        #expect(doctor.output.contains("[ok] logbook records: "))
        #expect(!doctor.output.contains("[FAIL]"))
    }

    @Test func doctorSaysThereIsNoLogbookYetAndCreatesNone() throws {
        let doctor = cli.succeed("doctor")
        #expect(doctor.output.contains("[ok] logbook: no logbook yet at \(logbook)"))
        #expect(!FileManager.default.fileExists(atPath: logbook))
    }

    @Test func doctorListsADamagedRowWithItsTableAndIdAndFails() throws {
        try garage()
        let expense = try value("SELECT id FROM expense WHERE vehicle_id = 'clio'")
        try edit("UPDATE expense SET day = 'not-a-day' WHERE id = ?", [expense])
        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[ok] logbook pages: ok"))
        #expect(doctor.output.contains("[FAIL] logbook records: 1 damaged row of "))
        #expect(doctor.output.contains("       - expense '\(expense)': not a date of the form YYYY-MM-DD: 'not-a-day'\n"))
        #expect(doctor.errors == "glovebox: the logbook needs the fix above\n")
    }

    @Test func doctorReportsWhatQuickCheckFindsInDamagedPages() throws {
        try garage()
        // An index's page: the tables still read, and quick_check lists what it finds.
        let index = Int(try value("SELECT rootpage FROM sqlite_schema WHERE name = 'expense_by_day'")) ?? 0
        try DamagedFile.overwritePage(index, of: logbook)
        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] logbook pages: SQLite's quick_check lists "))
        #expect(doctor.output.contains("       fix: keep a copy of \(logbook) aside, then restore the logbook from a backup"))
    }

    @Test func doctorReportsAnEmptyLogbookFileAndLeavesIt() throws {
        try FileManager.default.createDirectory(atPath: cli.home.path + "/app", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: logbook))
        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] logbook: the logbook file '\(logbook)' is empty (0 bytes): "))
        #expect(FileManager.default.contents(atPath: logbook) == Data())
    }

    @Test func aDamagedFileIsOneMessageThatNamesItAndSaysToRunDoctor() throws {
        try garage()
        let root = Int(try value("SELECT rootpage FROM sqlite_schema WHERE name = 'vehicle'")) ?? 0
        try DamagedFile.overwritePage(root, of: logbook)
        let status = cli.run("status")
        #expect(status.status == 1)
        #expect(status.errors == """
            glovebox: the logbook file '\(logbook)' is damaged (database disk image is malformed): run 'glovebox doctor' \
            to see what is wrong

            """)
    }

    @Test func aFileThatIsNotADatabaseIsReportedAsSuchAndLeftAsItIs() throws {
        try FileManager.default.createDirectory(atPath: cli.home.path + "/app", withIntermediateDirectories: true)
        let garbage = Data(String(repeating: "not a logbook\n", count: 600).utf8)
        try garbage.write(to: URL(fileURLWithPath: logbook))
        let result = cli.run("vehicle", "add", "Clio")
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("glovebox: the logbook file '\(logbook)' is not a SQLite database; it was left as it is: run 'glovebox doctor'"))
        #expect(FileManager.default.contents(atPath: logbook) == garbage)
    }

    @Test func anEmptyLogbookFileIsRefusedNotMadeANewLogbook() throws {
        try FileManager.default.createDirectory(atPath: cli.home.path + "/app", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: logbook))
        let result = cli.run("vehicle", "list")
        #expect(result.status == 1)
        #expect(result.errors == """
            glovebox: the logbook file '\(logbook)' is empty (0 bytes): move '\(logbook)' away, then restore the logbook \
            from a backup or let the next command start a new one

            """)
        #expect(FileManager.default.contents(atPath: logbook) == Data())
    }
}
