import Testing

/// Issue 26: a vehicle whose readings cannot make a forecast is told why as the rule says it, not
/// "too few readings" when it has many (a correction a few days ago restarts the series).
@Suite struct ForecastMessageTests {
    @Test func aRecentCorrectionIsNotCalledTooFewReadings() {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Jeep")
        for (day, value) in [("2026-08-01", "1000"), ("2026-09-01", "2000"), ("2026-10-01", "3000"), ("2026-11-01", "4000")] {
            cli.succeed("odometer", "log", "jeep", value, "--date", day)
        }
        #expect(cli.succeed("vehicle", "show", "jeep").output.contains("forecast: about"))
        // A correction three days ago restarts the series: no two readings 14 days apart follow it.
        cli.succeed("odometer", "log", "jeep", "3500", "--date", "2026-11-26", "--correct")
        let shown = cli.succeed("vehicle", "show", "jeep").output
        #expect(shown.contains("forecast: unavailable: it needs two readings at least 14 days apart with no correction between them"), "\(shown)")
        #expect(!shown.contains("too few"))
    }
}
