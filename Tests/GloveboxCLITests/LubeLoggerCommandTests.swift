import Foundation
import GloveboxTestSupport
import Testing

@Suite struct LubeLoggerCommandTests {
    let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo")

    @Test func importingTheDemoReportsItsExactCountsAndOdometer() throws {
        let cli = CLIHarness.signedIn()
        let result = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        #expect(result.output.hasPrefix(
            "imported 291 new records into 'Jeep' (a new vehicle counting in mi): 109 fuel, 69 service, 110 odometer and 3 tax\n"
                + "costs in USD: the file writes $ (--currency names another currency of that sign)\n"
                + "distances in mi, LubeLogger's default: its export does not say (--unit km if it counts in km)\n"))
        #expect(result.output.contains("current odometer: 222,647 mi (2023-12-19)"))
        let vehicles = try #require(try cli.json("vehicle", "list", "--json") as? [[String: Any]])
        #expect(vehicles.count == 1)
        #expect(vehicles.first?["odometer"] as? Int == 222_647)
        #expect(vehicles.first?["make"] as? String == "Jeep" && vehicles.first?["year"] as? Int == 1992)
        let expenses = try #require(try cli.json("expense", "list", "--limit", "1000", "--json") as? [[String: Any]])
        #expect(expenses.filter { $0["category"] as? String == "fuel" }.count == 109)
        #expect(expenses.filter { $0["category"] as? String == "service" }.count == 69)
        #expect(expenses.filter { $0["category"] as? String == "tax" }.count == 3)
    }

    @Test func statusShowsTheRemainingDistanceAndNoProjectedDate() throws {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        cli.succeed("maintenance", "add", "jeep", "Oil change", "--every-distance", "5000", "--next-distance", "225000")
        let status = try #require(try cli.json("status", "--json") as? [String: Any])
        #expect(status["today"] as? String == "2026-11-29")
        let alerts = try #require(status["alerts"] as? [[String: Any]])
        #expect(alerts.count == 1)
        let oil = try #require(alerts.first?["maintenance"] as? [String: Any])
        #expect(oil["remainingDistance"] as? Int == 2_353)
        #expect(oil["dueOdometer"] as? Int == 225_000)
        #expect(oil["currentOdometer"] as? Int == 222_647)
        #expect(oil["unit"] as? String == "mi")
        #expect(oil["projectedDate"] == nil)
        let forecast = try #require(oil["forecast"] as? [String: Any])
        // The demo's service of 2023-12-15 says 222,500 after a fill-up at 222,533: imported as a
        // correction, it restarts the series, which then spans four days: too few to average.
        #expect(forecast["status"] as? String == "unavailable")
        #expect(forecast["lastReadingDate"] as? String == "2023-12-19")
        #expect(forecast["lastReadingAgeDays"] as? Int == 1_076)
        let text = cli.succeed("status").output
        #expect(text.contains("Oil change: at 225,000 mi (2,353 mi remaining)"))
    }

    @Test func itsReminderCanComeAlongAsAPlanItem() throws {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        let result = cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep", "--with-reminders")
        #expect(result.output.contains("added maintenance item 'Oil Change' from its reminder"))
        let items = try #require(try cli.json("maintenance", "list", "jeep", "--json") as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["everyDistance"] as? Int == 5_000)
        #expect(items.first?["everyMonths"] == nil)
        #expect(items.first?["remainingDistance"] as? Int == 2_353)
        #expect((items.first?["forecast"] as? [String: Any])?["status"] as? String == "unavailable")
    }

    @Test func aMalformedExportIsRefusedWithItsLocationAndNothingIsImported() throws {
        let cli = CLIHarness.signedIn()
        let copy = cli.home.appending("export")
        try FileManager.default.copyItem(at: demo, to: copy)
        let service = copy.appendingPathComponent("servicerecords.csv")
        let text = try String(contentsOf: service, encoding: .utf8)
        // Line 22 (after two notes that span lines) is "7/5/2020,Transfer Case Fluid,$26.74,…";
        // break its cost, which starts at column 30.
        #expect(text.contains("\n7/5/2020,Transfer Case Fluid,$26.74,"))
        try Data(text.replacingOccurrences(of: "Transfer Case Fluid,$26.74", with: "Transfer Case Fluid,$2x.74").utf8)
            .write(to: service)
        let before = try cli.fingerprint()
        let result = cli.run("import", "lubelogger", copy.path, "--vehicle", "Jeep")
        #expect(result.status == 2)
        #expect(result.errors == "glovebox: servicerecords.csv:22:3: not a cost: '$2x.74'\n")
        #expect(try cli.fingerprint() == before)
        #expect(cli.succeed("vehicle", "list").output == "no vehicles\n")
    }
}
