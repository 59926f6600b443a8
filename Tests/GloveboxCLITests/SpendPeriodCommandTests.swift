import Foundation
import GloveboxTestSupport
import Testing

/// Issue 26, item 2: `spend` over any period, per month, category or vehicle. Each expected total is
/// summed here, in the test, from the table of expenses below (cents as integers), never read back
/// from Glovebox; the expected days of each period are written out by hand.
@Suite struct SpendPeriodCommandTests {
    /// (vehicle, day, amount, currency, user rate, category, cents in EUR or nil when no rate applies)
    static let expenses: [(String, String, String, String, String?, String, Int?)] = [
        ("golf", "2024-12-31", "99.99", "EUR", nil, "service", 9_999),
        ("clio", "2025-03-10", "45.00", "EUR", nil, "fuel", 4_500),
        ("clio", "2025-12-31", "60.00", "EUR", nil, "repair", 6_000),
        ("clio", "2026-01-01", "30.00", "EUR", nil, "parking", 3_000),
        ("golf", "2026-01-31", "70.00", "EUR", nil, "fuel", 7_000),
        ("clio", "2026-02-15", "100.00", "USD", "0.9", "fuel", 9_000),   // the user's rate: 100 × 0.9
        ("clio", "2026-02-20", "250.00", "EUR", nil, "insurance", 25_000),
        ("golf", "2026-06-15", "200.00", "MAD", nil, "other", nil),      // the ECB publishes no MAD rate
        ("clio", "2026-09-30", "19.99", "EUR", nil, "tolls", 1_999),
        ("clio", "2026-11-05", "40.50", "EUR", nil, "fuel", 4_050),
        ("golf", "2026-11-20", "15.25", "EUR", nil, "parking", 1_525),
    ]

    func garage() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z", timeZone: "Europe/Lisbon")
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "locale", "en-US")
        cli.succeed("prefs", "set", "currency", "EUR")
        cli.succeed("vehicle", "add", "Clio")
        cli.succeed("vehicle", "add", "Golf")
        for (vehicle, day, amount, currency, rate, category, _) in Self.expenses {
            var arguments = ["expense", "add", vehicle, amount, currency, "--date", day, "--category", category]
            if let rate { arguments += ["--rate", rate] }
            let result = cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
        return cli
    }

    /// The groups a period's report must have, worked out from the table: every month from the first
    /// to the last (zeros included), the categories with records (largest first, ties in the
    /// categories' order), or both vehicles.
    static func expected(
        from: String?, to: String, by grouping: String, vehicle: String? = nil
    ) -> (groups: [(key: String, cents: Int, records: Int, unconverted: Int)], total: Int) {
        let rows = expenses.filter { row in
            (from.map { row.1 >= $0 } ?? true) && row.1 <= to && (vehicle == nil || row.0 == vehicle)
        }
        func key(_ row: (String, String, String, String, String?, String, Int?)) -> String {
            switch grouping {
            case "month": String(row.1.prefix(7))
            case "category": row.5
            default: row.0
            }
        }
        var keys: [String]
        switch grouping {
        case "month":
            let first = from ?? rows.map(\.1).min() ?? to
            var (year, month) = (Int(first.prefix(4))!, Int(first.dropFirst(5).prefix(2))!)
            let last = (Int(to.prefix(4))!, Int(to.dropFirst(5).prefix(2))!)
            keys = []
            while (year, month) <= last {
                keys.append(String(format: "%04d-%02d", year, month))
                (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
            }
        case "category":
            let order = ["fuel", "service", "repair", "insurance", "tax", "parking", "tolls", "other"]
            keys = order.filter { category in rows.contains { $0.5 == category } }
        default:
            keys = vehicle.map { [$0] } ?? ["clio", "golf"]
        }
        var groups = keys.map { key in (key: key, cents: 0, records: 0, unconverted: 0) }
        for row in rows {
            guard let index = groups.firstIndex(where: { $0.key == key(row) }) else { continue }
            groups[index].records += 1
            if let cents = row.6 { groups[index].cents += cents } else { groups[index].unconverted += 1 }
        }
        if grouping == "category" {
            groups = groups.enumerated().sorted { lhs, rhs in
                lhs.element.cents != rhs.element.cents ? lhs.element.cents > rhs.element.cents : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return (groups, groups.reduce(0) { $0 + $1.cents })
    }

    static func cents(_ text: Any?) -> Int? {
        guard let text = text as? String, let value = Decimal(string: text) else { return nil }
        return NSDecimalNumber(decimal: value * 100).intValue
    }

    @Test func everyPeriodAndGroupingMatchesTheTotalsSummedFromTheTable() throws {
        let cli = garage()
        // (options, the first and last day they name, worked out by hand on 2026-11-29)
        let periods: [([String], String?, String)] = [
            (["--year", "2026"], "2026-01-01", "2026-12-31"),
            (["--year", "2025"], "2025-01-01", "2025-12-31"),
            (["--months", "3"], "2026-09-01", "2026-11-30"),
            (["--from", "2025-12-31", "--to", "2026-01-31"], "2025-12-31", "2026-01-31"),
            (["--from", "2026-06-01"], "2026-06-01", "2026-11-30"),
            (["--to", "2025-12-31"], nil, "2025-12-31"),
            (["--from", "2026-01-15", "--months", "2"], "2026-01-15", "2026-03-14"),
            (["--to", "2026-02-20", "--months", "2"], "2025-12-21", "2026-02-20"),
        ]
        for (options, from, to) in periods {
            for grouping in ["month", "category", "vehicle"] {
                let arguments = ["spend"] + options + ["--by", grouping, "--json"]
                let result = cli.run(arguments)
                #expect(result.status == 0, "\(arguments): \(result.errors)")
                let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
                let context = arguments.joined(separator: " ")
                #expect(json["from"] as? String == from && json["to"] as? String == to && json["by"] as? String == grouping, "\(context)")
                #expect(json["currency"] as? String == "EUR", "\(context)")
                let groups = try #require(json["groups"] as? [[String: Any]])
                let expected = Self.expected(from: from, to: to, by: grouping)
                #expect(groups.map { $0["key"] as? String } == expected.groups.map(\.key), "\(context)")
                #expect(groups.map { Self.cents($0["total"]) } == expected.groups.map(\.cents), "\(context)")
                #expect(groups.map { $0["recordCount"] as? Int } == expected.groups.map(\.records), "\(context)")
                #expect(groups.map { $0["unconvertedCount"] as? Int } == expected.groups.map(\.unconverted), "\(context)")
                #expect(Self.cents(json["total"]) == expected.total, "\(context)")
                #expect(json["isComplete"] as? Bool == !expected.groups.contains { $0.unconverted > 0 }, "\(context)")
            }
        }
    }

    @Test func oneVehicleIsReportedAlone() throws {
        let cli = garage()
        let json = try #require(try cli.json("spend", "--year", "2026", "--vehicle", "Clio", "--by", "category", "--json") as? [String: Any])
        let expected = Self.expected(from: "2026-01-01", to: "2026-12-31", by: "category", vehicle: "clio")
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.map { $0["key"] as? String } == expected.groups.map(\.key))
        #expect(groups.map { Self.cents($0["total"]) } == expected.groups.map(\.cents))
        #expect(json["vehicleId"] as? String == "clio" && json["vehicleName"] as? String == "Clio")
        let byVehicle = try #require(try cli.json("spend", "--year", "2026", "--vehicle", "golf", "--by", "vehicle", "--json") as? [String: Any])
        let rows = try #require(byVehicle["groups"] as? [[String: Any]])
        #expect(rows.map { $0["key"] as? String } == ["golf"] && rows.first?["vehicleName"] as? String == "Golf")
        #expect(Self.cents(rows.first?["total"]) == 7_000 + 1_525)
    }

    @Test func theTextNamesThePeriodAndEveryGroupWithTheTotals() {
        let cli = garage()
        let text = cli.succeed("spend", "--year", "2026", "--by", "vehicle").output
        // 30.00 + 90.00 + 250.00 + 19.99 + 40.50 for the Clio; 70.00 + 15.25 for the Golf.
        #expect(text == """
            all vehicles, 2026-01-01 to 2026-12-31
            VEHICLE  TOTAL       RECORDS  WITHOUT RATE
            Clio     430.49 EUR  5        0
            Golf     85.25 EUR   3        1
            total    515.74 EUR  8        1
            1 record had no exchange rate for its date and is not in the totals:
              1 record: the ECB publishes no MAD rate, so no rates file has one; give each its own rate ('glovebox expense edit ID --rate R', in EUR per 1 MAD)

            """, "\(text)")
        // Without an option, the widgets' six months, as the command always showed them.
        let plain = cli.succeed("spend").output
        #expect(plain.hasPrefix("all vehicles\nMONTH    TOTAL      RECORDS  WITHOUT RATE\n2026-06  0.00 EUR   1        1\n"), "\(plain)")
        // `--by` alone keeps those six months.
        let months = cli.succeed("spend", "--by", "month").output
        #expect(months.hasPrefix("all vehicles, 2026-06-01 to 2026-11-30\nMONTH  "), "\(months)")
    }

    @Test func theJSONIsTheSameInEveryLocale() throws {
        let cli = garage()
        let english = cli.succeed("spend", "--year", "2026", "--by", "month", "--json").output
        for locale in ["de", "pt-PT", "fr"] {
            cli.succeed("prefs", "set", "locale", locale)
            #expect(cli.succeed("spend", "--year", "2026", "--by", "month", "--json").output == english, "\(locale)")
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(english.utf8)) as? [String: Any])
        // Plain numbers with a point and ISO days and months, whatever the locale writes.
        #expect(json["total"] as? String == "515.74" && json["from"] as? String == "2026-01-01")
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.first?["key"] as? String == "2026-01" && groups.first?["total"] as? String == "100.00")
    }

    @Test func contradictoryOrMalformedPeriodsExitWithStatus2AndSayWhy() throws {
        let cli = garage()
        let before = try cli.records()
        let cases: [([String], String)] = [
            (["--year", "2026", "--months", "3"], "--year 2026 names a whole year: give it alone, without --months"),
            (["--year", "2026", "--from", "2026-01-01", "--to", "2026-03-01"], "give it alone, without --from or --to"),
            (["--months", "2", "--from", "2026-01-01", "--to", "2026-05-01"], "--months with both --from and --to names the period twice"),
            (["--from", "2026-05-01", "--to", "2026-04-01"], "the period starts after it ends: --from 2026-05-01 is after 2026-04-01"),
            (["--from", "2026-12-01"], "--from 2026-12-01 is after this month (today is 2026-11-29): add --to DATE"),
            (["--months", "0"], "--months"),
            (["--year", "1800"], "--year"),
            (["--from", "2026-02-30"], "is not a day on the calendar"),
            (["--to", "31/12/2026"], "is not a date of the form YYYY-MM-DD"),
            (["--by", "week"], "is not one of: month, category, vehicle"),
        ]
        for (options, message) in cases {
            let result = cli.run(["spend"] + options)
            #expect(result.status == 2, "\(options): \(result.errors)")
            #expect(result.errors.contains(message), "\(options): \(result.errors)")
            #expect(result.output.isEmpty, "\(options): \(result.output)")
        }
        #expect(try cli.records() == before)
    }
}
