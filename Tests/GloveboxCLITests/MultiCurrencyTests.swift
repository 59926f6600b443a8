import Foundation
import GloveboxTestSupport
import Testing

/// A garage with expenses in EUR, GBP, USD, BRL and JPY from 2024 to 2026 — weekends and TARGET
/// holidays included — converted into a GBP home currency at each record's own date's ECB rate,
/// from the real `eurofxref-hist.csv` rows.
///
/// The expected pence were computed independently, by hand, with Python's `decimal` module over the
/// ECB's full `eurofxref-hist.csv` (`csv.reader`, no code shared with Glovebox), and give the same
/// pence over the committed cut the test imports (`Tests/Fixtures/ecb/`, its rows verbatim): the
/// rate of the record's day, else of the latest earlier day at most 7 days before, else none;
/// `amount × GBP-per-EUR ÷ source-per-EUR` at 38 significant digits, rounded half to even to the
/// pence; a user rate multiplies exactly; totals are sums of the rounded records.
@Suite struct MultiCurrencyTests {
    /// (vehicle, day, amount, currency, user rate, expected GBP or nil when no rate applies)
    static let expenses: [(String, String, String, String, String?, String?)] = [
        ("clio", "2024-01-01", "100.00", "USD", nil, "78.65"),    // New Year (TARGET holiday): 2023-12-29's rate
        ("golf", "2024-03-30", "250.00", "BRL", nil, "39.56"),    // Easter Saturday: Maundy Thursday's rate
        ("clio", "2024-05-01", "5000", "JPY", nil, "25.40"),      // Labour Day (TARGET holiday)
        ("golf", "2024-12-25", "80.50", "GBP", nil, "80.50"),     // Christmas; home currency, unconverted
        ("clio", "2024-12-26", "60.00", "EUR", nil, "49.68"),     // St Stephen's Day: Dec 24's rate
        ("golf", "2025-01-01", "123.45", "USD", nil, "98.53"),
        ("clio", "2025-04-18", "321.99", "BRL", nil, "41.39"),    // Good Friday 2025
        ("golf", "2025-04-21", "12000", "JPY", nil, "63.62"),     // Easter Monday 2025
        ("clio", "2025-06-14", "45.67", "GBP", nil, "45.67"),     // Saturday
        ("golf", "2025-06-15", "89.10", "USD", nil, "65.83"),     // Sunday
        ("clio", "2025-12-25", "15.00", "EUR", nil, "13.09"),
        ("golf", "2026-01-01", "7777", "JPY", nil, "36.86"),
        ("clio", "2026-04-03", "99.99", "USD", nil, "75.70"),     // Good Friday 2026
        ("golf", "2026-04-06", "150.00", "BRL", nil, "21.92"),    // Easter Monday 2026
        ("clio", "2026-05-01", "33.33", "GBP", nil, "33.33"),
        ("golf", "2026-06-06", "70.00", "USD", nil, "51.98"),     // Saturday
        ("clio", "2026-07-15", "1234.56", "BRL", nil, "181.27"),
        ("golf", "2026-08-16", "9999", "JPY", nil, "46.45"),      // Sunday
        ("clio", "2026-08-01", "100.00", "USD", "0.80", "80.00"), // the user's rate wins
        ("golf", "2026-09-30", "55.55", "EUR", nil, "47.47"),
        ("clio", "2026-10-31", "42.00", "USD", nil, "31.35"),     // Saturday after the last published day
        ("golf", "2026-11-04", "18.00", "BRL", nil, "2.47"),      // 5 days after the last published day
        ("clio", "2026-11-15", "25.00", "USD", nil, nil),         // 16 days after: no rate, never another date's
    ]

    func garage() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-20T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "currency", "GBP")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("vehicle", "add", "Golf")
        let rates = cli.succeed("rates", "import", CLIHarness.fixtures.appendingPathComponent("ecb/eurofxref-2023-12-to-2026-10.csv").path)
        #expect(rates.output.hasPrefix("imported 22,"))
        for (vehicle, day, amount, currency, rate, expected) in Self.expenses {
            var arguments = ["expense", "add", vehicle, amount, currency, "--date", day, "--category", "fuel"]
            if let rate { arguments += ["--rate", rate] }
            let result = cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
            // Stored either way; told only when no rate converts it (the independent table's nil).
            let warned = result.errors.contains("warning: no exchange rate converts \(currency) into GBP on \(day)")
            #expect(warned == (expected == nil), "\(day) \(currency): \(result.errors)")
        }
        return cli
    }

    @Test func eachRecordIsConvertedAtItsOwnDatesRate() throws {
        let cli = garage()
        let listed = try #require(try cli.json("expense", "list", "--json") as? [[String: Any]])
        #expect(listed.count == Self.expenses.count)
        var total = 0
        for (vehicle, day, amount, currency, _, expected) in Self.expenses {
            let row = listed.first { $0["date"] as? String == day && $0["vehicleId"] as? String == vehicle }
            #expect(row?["amount"] as? String == amount && row?["currency"] as? String == currency, "\(day)")
            #expect(row?["homeAmount"] as? String == expected, "\(day) \(amount) \(currency)")
            if let expected { total += Self.pence(expected) }
        }
        #expect(total == 121_072)  // 1,210.72 GBP over 2024–2026, the independent total
    }

    @Test func monthlySpendMatchesTheIndependentTotalsToThePenny() throws {
        let cli = garage()
        let all = try #require(try cli.json("spend", "--json") as? [String: Any])
        #expect(all["currency"] as? String == "GBP")
        let months = try #require(all["months"] as? [[String: Any]])
        #expect(months.map { $0["month"] as? String } == ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"])
        #expect(months.map { $0["total"] as? String } == ["51.98", "181.27", "126.45", "47.47", "31.35", "2.47"])
        #expect(months.map { $0["unconvertedCount"] as? Int } == [0, 0, 0, 0, 0, 1])
        #expect(all["total"] as? String == "440.99")
        #expect(all["isComplete"] as? Bool == false)
        let clio = try #require(try cli.json("spend", "--vehicle", "clio", "--json") as? [String: Any])
        let clioMonths = try #require(clio["months"] as? [[String: Any]])
        #expect(clioMonths.map { $0["total"] as? String } == ["0.00", "181.27", "80.00", "0.00", "31.35", "0.00"])
        #expect(clio["unconvertedCount"] as? Int == 1)
        let golf = try #require(try cli.json("spend", "--vehicle", "Golf", "--json") as? [String: Any])
        #expect(golf["total"] as? String == "148.37")
        #expect(golf["isComplete"] as? Bool == true)
    }

    static func pence(_ text: String) -> Int {
        let parts = text.split(separator: ".")
        return Int(parts[0])! * 100 + Int(parts[1])!
    }
}
