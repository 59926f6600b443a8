import Foundation
@testable import GarageStorage
import GloveboxTestSupport
import Testing

/// The device's record of sent reminders does not grow with every occurrence ever told: a run prunes
/// the records of deadlines and items that are gone, and of occurrences whose due day is well past,
/// and keeps every occurrence that is still active, however old.
@Suite struct ReminderPruningTests {
    /// The `reminder_sent` rows of the harness's logbook, as `subject state due`, sorted.
    func records(_ cli: CLIHarness) throws -> [String] {
        let store = try GarageStore(path: cli.home.path + "/app/glovebox.sqlite")
        defer { store.close() }
        return try store.database.rows("SELECT subject, state, due FROM reminder_sent ORDER BY due, state") {
            $0.text(0).split(separator: ":").first.map(String.init)! + " " + $0.text(1) + " " + $0.text(2)
        }
    }

    @Test func aRunPrunesGoneAndLongPastOccurrencesAndKeepsActiveOnes() throws {
        let cli = CLIHarness.reminderGarage()
        let log = cli.home.path + "/told.txt"
        cli.succeed("remind", "add", "command", "echo \"$GLOVEBOX_TITLE $GLOVEBOX_STATE\" >> '\(log)'")
        cli.succeed("remind")
        #expect(try records(cli) == [
            "deadline dueSoon day:2026-12-03", "maintenance dueSoon day:2026-12-10", "maintenance overdue odometer:15200",
        ])

        // The insurance is removed: its record goes at the next run, the others stay.
        let insurance = try #require(try cli.json("deadline", "list", "--json") as? [[String: Any]]).first?["id"] as? String
        cli.succeed("deadline", "remove", try #require(insurance))
        cli.succeed("remind")
        #expect(try records(cli) == ["maintenance dueSoon day:2026-12-10", "maintenance overdue odometer:15200"])

        // The tyres are done: a new occurrence, a year later. The told one is kept while its due day is
        // recent (nothing lost if the service is undone), and pruned once it is 60 days past.
        cli.succeed("maintenance", "done", "Clio", "Tyres", "--date", "2026-11-29")
        cli.succeed("remind")
        #expect(try records(cli).count == 2)
        cli.at("2027-02-08T09:00:00Z")
        cli.succeed("remind")
        #expect(try records(cli) == ["maintenance dueSoon day:2026-12-10", "maintenance overdue odometer:15200"])
        cli.at("2027-02-09T09:00:00Z")
        cli.succeed("remind")
        #expect(try records(cli) == ["maintenance overdue odometer:15200"])

        // Two years on, the oil change was never done: its occurrence is still active. The forecast, made
        // from readings of 2026, no longer vouches for it, so by the reading alone it is due soon again (a
        // state of its own, told once); its overdue record, sent more than 400 days ago, is kept with it,
        // so a fresh reading that makes it overdue again tells nothing twice. The tyres' next occurrence
        // is overdue by then too.
        cli.at("2028-12-01T09:00:00Z")
        cli.succeed("remind")
        let last = try records(cli)
        #expect(last == [
            "maintenance overdue day:2027-11-29", "maintenance dueSoon odometer:15200", "maintenance overdue odometer:15200",
        ], "\(last)")
        let told = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(told.filter { $0 == "Oil · Clio overdue" }.count == 1, "\(told)")
    }
}
