import Foundation
import GloveboxTestSupport
import Testing

/// "Today" is a day on the user's calendar, taken from the `timezone` preference: the same instant
/// is a different day in Auckland and in New York, and the commands compare days, not instants.
@Suite struct CalendarDayCommandTests {
    @Test func theFutureDependsOnTheUsersTimeZone() throws {
        // 2026-03-28T23:30Z: already Sunday the 29th in Auckland and Tokyo; still Saturday the 28th
        // in New York and in Lisbon (whose clocks go forward at 01:00 UTC that night).
        let cli = CLIHarness(now: "2026-03-28T23:30:00Z", timeZone: "America/New_York")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        let before = try cli.fingerprint()
        let refused = cli.run("odometer", "log", "clio", "1000", "--date", "2026-03-29")
        #expect(refused.status == 2)
        #expect(refused.errors == "glovebox: date 2026-03-29 is in the future (today is 2026-03-28)\n")
        #expect(try cli.fingerprint() == before)
        for (zone, accepted) in [("Europe/Lisbon", false), ("Pacific/Auckland", true), ("Asia/Tokyo", true)] {
            cli.succeed("prefs", "set", "timezone", zone)
            let result = cli.run("expense", "add", "clio", "1.00", "EUR", "--date", "2026-03-29")
            #expect(result.status == (accepted ? 0 : 2), "\(zone): \(result.errors)")
        }
    }

    @Test func aDeadlineDueTodayIsDueSoonAndOverdueTheNextLocalDay() throws {
        let cli = CLIHarness(now: "2026-10-25T22:59:00Z", timeZone: "Europe/Lisbon")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        // Lisbon's clocks go back on 2026-10-25; 22:59Z is still the 25th there.
        cli.succeed("deadline", "add", "clio", "inspection", "2026-10-25")
        let dueToday = try #require(try cli.json("deadline", "list", "--json") as? [[String: Any]])
        #expect(dueToday.first?["state"] as? String == "dueSoon")
        cli.now = Pinned.instant("2026-10-26T00:00:00Z")
        let nextDay = try #require(try cli.json("deadline", "list", "--json") as? [[String: Any]])
        #expect(nextDay.first?["state"] as? String == "overdue")
    }

    @Test func leapDaysAndMonthEndsSurviveTheStore() throws {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("expense", "add", "clio", "10.00", "EUR", "--date", "2024-02-29")
        cli.succeed("deadline", "add", "clio", "insurance", "2026-01-31", "--every-months", "1")
        #expect(cli.succeed("deadline", "renew", "clio", "insurance").output == "renewed 'Insurance': now due 2026-02-28\n")
        #expect(cli.succeed("deadline", "renew", "clio", "insurance").output == "renewed 'Insurance': now due 2026-03-31\n")
        let expenses = try #require(try cli.json("expense", "list", "--json") as? [[String: Any]])
        #expect(expenses.first?["date"] as? String == "2024-02-29")
    }

    @Test func deletingTheAccountRemovesEveryRecordButKeepsPublicRates() throws {
        let cli = CLIHarness.signedIn()
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("odometer", "log", "clio", "1000")
        cli.succeed("prefs", "set", "lock", "on")
        cli.succeed("prefs", "set", "currency", "GBP")
        let rates = cli.home.appending("rates.csv")
        try Data("Date,USD,\n2026-10-30,1.1172,\n".utf8).write(to: rates)
        cli.succeed("rates", "import", rates.path)
        cli.succeed("delete-account", "--yes")
        let fingerprint = try cli.fingerprint()
        #expect(fingerprint.contains("[exchange_rate]\nUSD|2026-10-30|1.1172\n"))
        // The fingerprint lists each table as "[name]" followed by its rows.
        let sections = fingerprint.components(separatedBy: "[").filter { !$0.isEmpty }
        for table in ["device_account", "session", "vehicle", "odometer_entry", "account_preference", "journal"] {
            #expect(sections.contains("\(table)]\n"), "\(table) still has rows")
        }
        #expect(cli.run("vehicle", "add", "Golf").errors == "glovebox: not signed in; sign in with 'glovebox login ACCOUNT' first\n")
    }
}
