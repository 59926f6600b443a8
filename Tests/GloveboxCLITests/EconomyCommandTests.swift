import Foundation
import GloveboxTestSupport
import Testing

/// Issue 14, items 2 and 5 (done when): `glovebox economy` shows the LubeLogger demo's economy per
/// fill-up and on average, in mpg and in L/100 km, and a hand-made log with partial and missed
/// fill-ups is measured between full fills only. Expected figures are worked out independently
/// (Python's `decimal`, 50 digits) from the demo's `gasrecords.csv`.
@Suite struct EconomyCommandTests {
    let demo = CLIHarness.fixtures.appendingPathComponent("lubelogger-demo")

    func imported() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("import", "lubelogger", demo.path, "--vehicle", "Jeep")
        return cli
    }

    func economy(_ cli: CLIHarness, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let result = cli.run(["economy"] + arguments + ["--json"])
        #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        let object = try #require(parsed as? [String: Any], sourceLocation: sourceLocation)
        let economies = try #require(object["economies"] as? [[String: Any]], sourceLocation: sourceLocation)
        #expect(economies.count == 1, sourceLocation: sourceLocation)
        return try #require(economies.first, sourceLocation: sourceLocation)
    }

    @Test func theLubeLoggerDemoShowsItsEconomyPerFillUpAndOnAverageInMilesPerGallon() throws {
        let cli = imported()
        let liquid = try economy(cli, "jeep")
        #expect(liquid["unit"] as? String == "mpg-us")
        let segments = try #require(liquid["segments"] as? [[String: Any]])
        // 109 full fill-ups: the first only marks a level, each later one closes a stretch.
        #expect(segments.count == 108)
        #expect(segments.first?["toDate"] as? String == "2020-05-30" && segments.first?["distance"] as? Int == 220)
        #expect(segments.first?["value"] as? String == "18.4672")  // 220 mi / 11.913 gal
        let lifetime = try #require(liquid["lifetime"] as? [String: Any])
        #expect(lifetime["value"] as? String == "16.7307")  // 17,811 mi / 1,064.57 gal
        #expect(lifetime["distance"] as? Int == 17_811 && lifetime["segments"] as? Int == 108)
        let low = try #require(Decimal(string: lifetime["minimum"] as? String ?? ""))
        let high = try #require(Decimal(string: lifetime["maximum"] as? String ?? ""))
        let average = try #require(Decimal(string: lifetime["value"] as? String ?? ""))
        #expect(low <= average && average <= high)
        let skipped = try #require(liquid["skipped"] as? [[String: Any]])
        #expect(skipped.count == 1 && skipped.first?["reason"] as? String == "no-known-level-before")
        #expect(skipped.first?["date"] as? String == "2020-05-08")
        // Every cost is in USD: cost per distance is figured in it, exactly, with no rate.
        let cost = try #require(liquid["costPerDistance"] as? [String: Any])
        #expect(cost["currency"] as? String == "USD" && cost["amount"] as? String == "0.2018" && cost["perDistanceUnit"] as? String == "mi")

        let text = cli.succeed("economy", "jeep").output
        #expect(text.hasPrefix("Jeep: petrol economy in mpg (US), distances in mi\n"), "\(text)")
        #expect(text.contains("\n2020-05-30  "), "\(text)")
        #expect(text.contains("lifetime: 16.73 mpg (US) over 108 segments, 17,811 mi (2020-05-08 to 2023-12-19)"), "\(text)")
        #expect(text.contains("last: 15.39 mpg (US) (2023-12-19, 114 mi)"), "\(text)")
        #expect(text.contains("left out: 2020-05-08 1 fill with no full fill-up before it: the tank level it started from is unknown"), "\(text)")
    }

    @Test func theLubeLoggerDemoShowsItsEconomyInLitresPer100Kilometres() throws {
        let cli = imported()
        let metric = try economy(cli, "jeep", "--unit", "l/100km")
        #expect(metric["unit"] as? String == "l/100km")
        let segments = try #require(metric["segments"] as? [[String: Any]])
        #expect(segments.first?["value"] as? String == "12.7369")
        #expect((metric["lifetime"] as? [String: Any])?["value"] as? String == "14.0589")
        let text = cli.succeed("economy", "jeep", "--unit", "l/100km").output
        #expect(text.contains("lifetime: 14.06 L/100 km over 108 segments"), "\(text)")
        #expect(try economy(cli, "jeep", "--unit", "mpg-uk")["unit"] as? String == "mpg-uk")
    }

    /// Full 1,000 → partial 1,300 → full 1,600 (one stretch of 600 km, 45 L) → a full fill at 2,200
    /// that says the one before it was missed (left out) → full 2,700 (500 km, 40 L).
    func handMade() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio", "--unit", "km")
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "1000", "--date", "2026-10-01", "--cost", "60", "EUR")
        cli.succeed("fuel", "add", "clio", "10", "l", "--odometer", "1300", "--date", "2026-10-05", "--partial", "--cost", "15", "EUR")
        cli.succeed("fuel", "add", "clio", "35", "l", "--odometer", "1600", "--date", "2026-10-09", "--cost", "52.50", "EUR")
        cli.succeed("fuel", "add", "clio", "30", "l", "--odometer", "2200", "--date", "2026-10-20", "--missed", "--cost", "45", "EUR")
        cli.succeed("fuel", "add", "clio", "40", "l", "--odometer", "2700", "--date", "2026-11-02")
        return cli
    }

    @Test func partialFillsJoinTheNextFullFillAndAMissedFillUpsStretchIsLeftOut() throws {
        let cli = handMade()
        let liquid = try economy(cli, "clio")
        #expect(liquid["unit"] as? String == "l/100km")
        let segments = try #require(liquid["segments"] as? [[String: Any]])
        #expect(segments.map { $0["value"] as? String } == ["7.5000", "8.0000"])
        #expect(segments.map { $0["distance"] as? Int } == [600, 500])
        #expect((segments.first?["fillUpIds"] as? [String])?.count == 2)
        // 85 L over 1,100 km, the counted stretches only: not the mean of 7.5 and 8 (7.75), nor the
        // fuel after the first fill over the whole 1,700 km.
        #expect((liquid["lifetime"] as? [String: Any])?["value"] as? String == "7.7273")
        let skipped = try #require(liquid["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["reason"] as? String } == ["no-known-level-before", "missed-fill-up"])
        // The last stretch has a fill without a cost: cost per distance counts the first only.
        let cost = try #require(liquid["costPerDistance"] as? [String: Any])
        #expect(cost["segments"] as? Int == 1 && cost["segmentsWithoutCost"] as? Int == 1)
        #expect(cost["amount"] as? String == "0.1125")  // 67.50 EUR / 600 km
        let window = try #require(try economy(cli, "clio", "--last", "1")["windowAverage"] as? [String: Any])
        #expect(window["value"] as? String == "8.0000")
        let since = try #require(try economy(cli, "clio", "--since", "2026-10-10")["windowAverage"] as? [String: Any])
        #expect(since["segments"] as? Int == 1 && since["fromDate"] as? String == "2026-10-20")

        let text = cli.succeed("economy", "clio").output
        #expect(text.contains("left out: 2026-10-20 1 fill after a fill-up that was not recorded (--missed): left out, not averaged in"), "\(text)")
        #expect(text.contains("lifetime: 7.73 L/100 km over 2 segments, 1,100 km"), "\(text)")
        #expect(text.contains("cost: 0.113 EUR per km over 1 segment (left out: 1 without a cost)"), "\(text)")
    }

    @Test func aPartialFillAfterTheLastFullOneWaitsForTheNext() throws {
        let cli = handMade()
        cli.succeed("fuel", "add", "clio", "12", "l", "--odometer", "2900", "--date", "2026-11-10", "--partial")
        #expect((try economy(cli, "clio")["pendingPartialFills"] as? [String])?.count == 1)
        #expect(cli.succeed("economy", "clio").output.contains("waiting: 1 partial fill since the last full fill-up"))
    }

    @Test func aVehicleWithoutFillUpsSaysSo() throws {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Clio", "--unit", "km")
        #expect(cli.succeed("economy", "clio").output == "no fill-ups for 'Clio' ('glovebox fuel add' adds one)\n")
    }

    @Test func theEconomyPreferenceChoosesTheUnitWhenNoneIsNamed() throws {
        let cli = imported()
        #expect(cli.succeed("prefs", "set", "economy", "l/100km").output == "economy: l/100km\n")
        #expect(try economy(cli, "jeep")["unit"] as? String == "l/100km")
        #expect(try economy(cli, "jeep", "--unit", "mpg-us")["unit"] as? String == "mpg-us")
        // A unit of the other energy leaves a petrol vehicle to the automatic choice.
        cli.succeed("prefs", "set", "economy", "kwh/100km")
        #expect(try economy(cli, "jeep")["unit"] as? String == "mpg-us")
        cli.succeed("prefs", "set", "economy", "auto")
        #expect(try economy(cli, "jeep")["unit"] as? String == "mpg-us")
        let refused = cli.run("prefs", "set", "economy", "mpg-au")
        #expect(refused.status == 2)
        #expect(refused.errors.contains("economy 'mpg-au' must be auto or one of: l/100km, km/l, mpg-us, mpg-uk, kwh/100km, mi/kwh"), "\(refused.errors)")
    }
}
