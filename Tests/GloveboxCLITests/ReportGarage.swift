import Foundation
import GloveboxTestSupport
import Testing

/// The logbook the report's tests draw: two vehicles (one named to break markup), a year of fill-ups
/// and expenses in EUR, a deadline and a maintenance item by distance, on a pinned day, zone and
/// locale. Its numbers are listed here so the tests check the page against them, not against Glovebox.
enum ReportGarage {
    /// A name with every character markup gives a meaning to.
    static let hostileName = "<script>alert(\"x\")</script> & 'Van' <svg onload=1>"
    static let plate = "AA-12-BB"
    /// The Clio's fill-ups in 2026: (day, litres, odometer, cost in EUR); every one full.
    static let fills: [(String, String, Int, String)] = [
        ("2026-01-10", "40", 10_000, "60.00"),
        ("2026-02-10", "30", 10_500, "45.00"),
        ("2026-03-10", "33", 11_100, "49.50"),
        ("2026-05-10", "36", 11_700, "54.00"),
        ("2026-07-10", "30", 12_200, "45.00"),
        ("2026-09-10", "39", 12_800, "58.50"),
    ]
    /// The other expenses: (vehicle, day, amount, category).
    static let expenses: [(String, String, String, String)] = [
        ("clio", "2026-02-20", "412.88", "insurance"),
        ("clio", "2026-06-01", "138.40", "service"),
        ("hostile", "2026-04-04", "27.30", "parking"),
        ("hostile", "2026-10-12", "64.25", "tolls"),
    ]
    /// Odometer values the page must not show under the lock (as the formats would write them).
    static let odometers = ["12,800", "12800", "25,000", "25000"]

    static func make() -> CLIHarness {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z", timeZone: "Europe/Lisbon")
        cli.succeed("login", "ana@example.com")
        cli.succeed("prefs", "set", "locale", "en-US")
        cli.succeed("prefs", "set", "currency", "EUR")
        cli.succeed("vehicle", "add", "Clio", "--plate", plate)
        let hostile = cli.succeed("vehicle", "add", hostileName)
        #expect(hostile.output.contains("(id "), "\(hostile.output)")
        for (day, litres, odometer, cost) in fills {
            cli.succeed("fuel", "add", "clio", litres, "l", "--odometer", String(odometer), "--cost", cost, "EUR", "--date", day)
        }
        for (vehicle, day, amount, category) in expenses {
            cli.succeed("expense", "add", vehicle == "hostile" ? hostileName : vehicle, amount, "EUR", "--date", day, "--category", category)
        }
        cli.succeed("deadline", "add", hostileName, "inspection", "2026-11-20")
        cli.succeed("deadline", "add", "clio", "insurance", "2027-03-01")
        cli.succeed("maintenance", "add", "clio", "Oil change", "--every-distance", "15000", "--next-distance", "25000")
        return cli
    }

    /// Writes the report with `options` into a new directory under the harness's home and returns the page.
    static func page(_ cli: CLIHarness, _ options: String..., sourceLocation: SourceLocation = #_sourceLocation) throws -> (html: String, path: String) {
        let directory = cli.home.path + "/report-\(UUID().uuidString)"
        let result = cli.run(["report"] + options + ["--out", directory])
        #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
        let path = directory + "/index.html"
        return (try String(contentsOfFile: path, encoding: .utf8), path)
    }

    /// Every `<svg>…</svg>` element of the page, in order.
    static func svgs(in html: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            found.append(String(rest[start.lowerBound..<end.upperBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }
}
