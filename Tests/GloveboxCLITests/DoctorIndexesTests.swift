import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// `glovebox doctor` checks the logbook's indexes and triggers against what its schema's steps make
/// (run again on an empty logbook in memory), names those missing or changed and fails;
/// `doctor --repair` makes them again, and what a missing trigger stopped keeping is summed again.
@Suite struct DoctorIndexesTests {
    let cli = CLIHarness(now: "2026-11-29T19:20:00Z")

    var logbook: String { cli.home.path + "/app/" + GarageStore.fileName }

    /// Runs SQL against the logbook, as a hand edit (or another tool) would change it.
    func edit(_ sql: String) throws {
        let store = try GarageStore(path: logbook)
        defer { store.close() }
        try store.database.executeScript(sql)
    }

    /// The logbook's indexes and triggers, with their SQL, read straight from `sqlite_schema`.
    func objects() throws -> [String] {
        let store = try GarageStore(path: logbook)
        defer { store.close() }
        return try store.database.rows(
            "SELECT type || ' ' || name || ': ' || sql FROM sqlite_schema WHERE type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY name"
        ) { $0.text(0) }
    }

    func garage() {
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("expense", "add", "clio", "20.00", "EUR", "--date", "2026-11-05")
    }

    @Test func aLogbookAsItsStepsMadeItPasses() throws {
        garage()
        let doctor = cli.succeed("doctor")
        let found = try objects()
        let indexes = found.filter { $0.hasPrefix("index ") }.count, triggers = found.filter { $0.hasPrefix("trigger ") }.count
        #expect(indexes > 20 && triggers > 5, "\(indexes) indexes, \(triggers) triggers")
        #expect(doctor.output.contains("[ok] logbook indexes: the \(indexes) indexes and \(triggers) triggers its steps make, as they make them"),
                "\(doctor.output)")
    }

    @Test func missingAndChangedOnesAreNamedAndMadeAgain() throws {
        garage()
        let before = try objects()
        try edit("""
            DROP INDEX imported_row_key;
            DROP TRIGGER spend_month_after_insert;
            DROP INDEX expense_by_day;
            CREATE INDEX expense_by_day ON expense (day DESC);
            """)
        // Without its trigger the kept total misses this expense: what the trigger's absence costs.
        cli.succeed("expense", "add", "clio", "5.50", "EUR", "--date", "2026-11-06")

        let doctor = cli.run("doctor")
        #expect(doctor.status == 1)
        #expect(doctor.output.contains("[FAIL] logbook indexes: 3 indexes or triggers missing or not as their steps make them"), "\(doctor.output)")
        #expect(doctor.output.contains("- index expense_by_day: not as logbook step \(LogbookSchema.migrator.latestVersion) makes it"))
        #expect(doctor.output.contains("- index imported_row_key: missing"))
        #expect(doctor.output.contains("- trigger spend_month_after_insert: missing"))
        #expect(doctor.output.contains("[FAIL] spend totals: 1 monthly total differs from the expenses they sum"))

        let repair = cli.succeed("doctor", "--repair")
        #expect(repair.output.contains("repaired: the indexes and triggers were made again as the logbook's steps make them"))
        #expect(repair.output.contains("repaired: the spend totals were summed again from the expenses"))
        #expect(repair.output.contains("[ok] logbook indexes:"))
        #expect(repair.output.contains("[ok] spend totals: equal to the expenses they sum"))
        #expect(try objects() == before, "every index and trigger as it was, SQL and all")
        // The trigger is back: the next expense is counted as it is stored.
        cli.succeed("expense", "add", "clio", "1.00", "EUR", "--date", "2026-11-07")
        #expect(cli.succeed("doctor").output.contains("[ok] spend totals: equal to the expenses they sum"))
    }

    @Test func anIndexOfItsOwnIsLeftAloneByTheCheckAndTheRepair() throws {
        garage()
        try edit("CREATE INDEX my_own ON expense (note)")
        #expect(cli.succeed("doctor").output.contains("[ok] logbook indexes:"))
        try edit("DROP INDEX expense_by_service")
        #expect(cli.run("doctor").status == 1)
        let repair = cli.succeed("doctor", "--repair")
        #expect(repair.output.contains("[ok] logbook indexes:"), "\(repair.output)")
        #expect(try objects().contains { $0.hasPrefix("index my_own") })
    }

    /// What cannot be made again is said with SQLite's reason, and the rest of the repair still runs.
    @Test func anIndexThatCannotBeMadeIsSaidAndTheTotalsAreStillSummed() throws {
        garage()
        try edit("""
            DROP INDEX expense_by_day;
            CREATE TABLE expense_by_day (day TEXT);
            UPDATE spend_month SET minor_units = 99999;
            """)
        let repair = cli.run("doctor", "--repair")
        #expect(repair.status == 1)
        #expect(repair.output.contains("not repaired: index expense_by_day: there is already a table named expense_by_day"), "\(repair.output)")
        #expect(repair.output.contains("repaired: the spend totals were summed again from the expenses"))
        #expect(repair.output.contains("[ok] spend totals: equal to the expenses they sum"))
        #expect(repair.output.contains("- index expense_by_day: missing"), "the check after says what is left")
    }
}
