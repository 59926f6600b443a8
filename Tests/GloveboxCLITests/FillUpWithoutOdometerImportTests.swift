import Foundation
import Testing

/// A fill-up a Drivvo export records without an odometer (Drivvo writes 0) is kept as a fuel record
/// without a reading, and `economy`, the vehicle widget and `ask fuel-economy` count its fuel in the
/// stretch its day falls in.
///
/// The fixtures are written by hand in Drivvo's export format (`##Refuelling`, its headers, dates
/// `yyyy-MM-dd HH:mm:ss`, 0 for an odometer not typed); every expected figure is worked out in the
/// comments from the file's cells.
@Suite struct FillUpWithoutOdometerImportTests {
    func fixture(_ name: String) -> String {
        CLIHarness.fixtures.appendingPathComponent("fuel-apps/\(name)").path
    }

    /// The economy of `vehicle` in L/100 km, as `economy --json` gives it.
    func economy(_ cli: CLIHarness, _ vehicle: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let object = try #require(
            try cli.json("economy", vehicle, "--unit", "l/100km", "--json", sourceLocation: sourceLocation) as? [String: Any],
            sourceLocation: sourceLocation)
        return try #require((object["economies"] as? [[String: Any]])?.first, sourceLocation: sourceLocation)
    }

    @Test func theIssuesDrivvoFillUpWithoutAnOdometerIsKeptAndCountsInItsStretch() throws {
        let cli = CLIHarness.signedIn(timeZone: "America/Sao_Paulo")
        let result = cli.succeed("import", "drivvo", fixture("drivvo-export.csv"), "--currency", "BRL")
        #expect(result.output.contains("imported 13 new records into 'Onix'"), "\(result.output)")
        #expect(!result.output.contains("no odometer"), "the row is not left out: \(result.output)")
        let fills = try #require(try cli.json("fuel", "list", "--limit", "100", "--json") as? [[String: Any]])
        let unread = try #require(fills.first { $0["odometer"] == nil || $0["odometer"] is NSNull })
        // Line 7: 10 L for 56.90 BRL on 2024-02-15, odometer 0.
        #expect(unread["date"] as? String == "2024-02-15" && unread["amount"] as? String == "56.90", "\(unread)")

        let chain = try economy(cli, "onix")
        let segments = try #require(chain["segments"] as? [[String: Any]])
        let stretch = try #require(segments.first { $0["toDate"] as? String == "2024-02-27" })
        // 32,760 − 32,281 = 479 km on 10 + 40 = 50 L: 5,000 / 479 = 10.4384 L/100 km (the issue's 10.44;
        // without the 10 L it read 40 / 479 × 100 = 8.35).
        #expect(stretch["distance"] as? Int == 479 && stretch["quantity"] as? String == "50")
        #expect(stretch["value"] as? String == "10.4384")
        // 34,088 − 31,250 = 2,838 km on 38 + 50 + 50 + 38 + 39 + 36 = 251 L: 25,100 / 2,838 = 8.8443
        // (the issue's 8.84; 241 L without it gave 8.49).
        let lifetime = try #require(chain["lifetime"] as? [String: Any])
        #expect(lifetime["distance"] as? Int == 2_838 && lifetime["value"] as? String == "8.8443")
        let unreadFills = try #require(chain["fillsWithoutReading"] as? [[String: Any]])
        #expect(unreadFills.count == 1 && unreadFills.first?["countedIn"] as? String == stretch["fillUpId"] as? String)

        let text = cli.succeed("economy", "onix").output
        #expect(text.contains("no reading: 2024-02-15 fill-up "), "\(text)")
        #expect(text.contains("counted in the stretch 2024-02-09 to 2024-02-27"), "\(text)")
    }

    @Test func aFullFillUpWithoutAnOdometerJoinsTheStretchesAroundItForEconomyWidgetAndSiri() throws {
        let cli = CLIHarness.signedIn(timeZone: "America/Sao_Paulo")
        cli.succeed("prefs", "set", "locale", "en-GB")
        try cli.installWidgets()
        let result = cli.succeed("import", "drivvo", fixture("drivvo-full-fill-without-odometer.csv"), "--currency", "BRL")
        #expect(result.output.contains("imported 6 new records into 'Polo'"), "\(result.output)")

        let chain = try economy(cli, "polo")
        let last = try #require(chain["last"] as? [String: Any])
        // Line 6 (2024-04-25, 12.540 L, full, odometer 0) cannot end a stretch: 22,980 → 23,580 km is one
        // stretch of 600 km on 12.54 + 50.10 = 62.64 L: 6,264 / 600 = 10.44 L/100 km.
        #expect(last["fromDate"] as? String == "2024-04-18" && last["toDate"] as? String == "2024-05-06")
        #expect(last["distance"] as? Int == 600 && last["quantity"] as? String == "62.64" && last["value"] as? String == "10.4400")
        // Lifetime: 23,580 − 20,000 = 3,580 km on 80.12 + 86.30 + 87.42 + 62.64 = 316.48 L:
        // 31,648 / 3,580 = 8.8402 L/100 km (the first fill, 30 L, only marks a level).
        let lifetime = try #require(chain["lifetime"] as? [String: Any])
        #expect(lifetime["distance"] as? Int == 3_580 && lifetime["value"] as? String == "8.8402")
        // Every fill is priced at 6.000 BRL/L: the stretch cost 75.24 + 300.60 = 375.84 BRL; the four
        // stretches 480.72 + 517.80 + 524.52 + 375.84 = 1,898.88 BRL over 3,580 km = 0.5304 BRL/km.
        let cost = try #require(chain["costPerDistance"] as? [String: Any])
        #expect(cost["amount"] as? String == "0.5304" && cost["currency"] as? String == "BRL")

        // The widget and Siri show the same latest stretch (10.44, shown to one decimal).
        #expect(try cli.snapshot().vehicles[0].lastEconomy?.label == "10.4\u{00A0}L/100 km")
        #expect(cli.succeed("ask", "fuel-economy").output == "Polo: 10.4\u{00A0}L/100 km (last fill-up).\n")
    }
}
