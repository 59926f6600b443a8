import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GloveboxTestSupport
import Testing

/// Issue 26, item 2: `glovebox report` writes one self-contained page whose SVG charts are valid XML
/// with their titles, axes and tables, whose user text is escaped, and which under the app lock
/// shows no amount and no odometer value. The expected numbers come from `ReportGarage`'s tables,
/// worked out by hand.
@Suite struct ReportCommandTests {
    /// The page's charts parsed as XML, by id.
    func charts(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: XMLElement] {
        var charts: [String: XMLElement] = [:]
        for svg in ReportGarage.svgs(in: html) {
            let document = try XMLDocument(xmlString: svg, options: [])
            let root = try #require(document.rootElement(), sourceLocation: sourceLocation)
            #expect(root.name == "svg" && root.uri == "http://www.w3.org/2000/svg", sourceLocation: sourceLocation)
            let id = try #require(attribute("id", of: root), sourceLocation: sourceLocation)
            // Every chart is announced: role img, a title and a description that its label points to.
            #expect(attribute("role", of: root) == "img", "\(id)", sourceLocation: sourceLocation)
            let title = root.elements(forName: "title").first?.stringValue ?? ""
            let description = root.elements(forName: "desc").first?.stringValue ?? ""
            #expect(!title.isEmpty && !description.isEmpty, "\(id)", sourceLocation: sourceLocation)
            #expect(attribute("aria-labelledby", of: root) == "\(id)-title \(id)-desc", sourceLocation: sourceLocation)
            #expect(attribute("viewBox", of: root)?.hasPrefix("0 0 ") == true, sourceLocation: sourceLocation)
            charts[id] = root
        }
        return charts
    }

    /// An attribute's value by its name (FoundationXML's `attribute(forName:)` finds none on an
    /// element in SVG's default namespace).
    func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name || $0.localName == name }?.stringValue
    }

    func elements(_ name: String, in root: XMLElement, className: String? = nil) throws -> [XMLElement] {
        let nodes = try root.nodes(forXPath: ".//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
        guard let className else { return nodes }
        return nodes.filter { attribute("class", of: $0) == className }
    }

    func texts(in root: XMLElement) throws -> [String] {
        try elements("text", in: root).compactMap(\.stringValue)
    }

    @Test func thePageIsSelfContainedAndEveryChartIsValidSVGWithItsTable() throws {
        let cli = ReportGarage.make()
        let (html, path) = try ReportGarage.page(cli, "--year", "2026")
        #expect(path.hasSuffix("/index.html"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        // Nothing runs and nothing is fetched: no script, no link or image, no address but SVG's namespace.
        for forbidden in ["<script", "<link", "<img", "<iframe", "src=", "javascript:", "url("] {
            #expect(!html.lowercased().contains(forbidden), "\(forbidden)")
        }
        let addresses = html.components(separatedBy: "http").count - 1
        #expect(addresses == html.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        #expect(html.contains("@media print {"))
        #expect(!html.contains(ReportGarage.plate))

        let charts = try charts(html)
        #expect(Set(charts.keys) == ["chart-spend-by-month", "chart-spend-by-category", "chart-economy-0-petrol",
                                     "chart-cost-per-distance", "chart-calendar"], "\(charts.keys.sorted())")
        // Each chart is followed by the table of its numbers.
        #expect(html.components(separatedBy: "<table>").count - 1 == charts.count)

        // Spend by month: twelve month labels, one bar per month and category with something spent,
        // and its value axis in euros.
        let months = try #require(charts["chart-spend-by-month"])
        let monthLabels = try texts(in: months).filter { ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].contains($0) }
        #expect(monthLabels.count == 12, "\(monthLabels)")
        // Jan fuel, Feb fuel + insurance, Mar fuel, Apr parking, May fuel, Jun service, Jul fuel, Sep fuel, Oct tolls.
        #expect(try elements("rect", in: months, className: "bar").count == 10)
        #expect(try texts(in: months).contains("€0.00"))
        let barTitles = try elements("rect", in: months, className: "bar").compactMap { try elements("title", in: $0).first?.stringValue }
        #expect(barTitles.contains("February 2026 · Insurance: €412.88"), "\(barTitles)")
        // The table: each month's total and the year's, summed by hand from ReportGarage.
        #expect(html.contains("<th scope=\"row\">February 2026</th>"))
        #expect(html.contains("<td class=\"number\">€457.88</td>"))
        #expect(html.contains("<td class=\"number\">€954.83</td>"))

        // By category, largest first.
        let categories = try #require(charts["chart-spend-by-category"])
        let bars = try elements("rect", in: categories, className: "bar").compactMap { try elements("title", in: $0).first?.stringValue }
        #expect(bars == ["Insurance: €412.88", "Fuel: €312.00", "Service: €138.40", "Tolls: €64.25", "Parking: €27.30"])

        // Economy: the five stretches between the six full fills (6.0, 5.5, 6.0, 6.0, 6.5 L/100 km) and a trend.
        let economy = try #require(charts["chart-economy-0-petrol"])
        let points = try elements("circle", in: economy, className: "point").compactMap { try elements("title", in: $0).first?.stringValue }
        #expect(points == ["Feb 10, 2026: 6.0\u{00A0}L/100 km", "Mar 10, 2026: 5.5\u{00A0}L/100 km", "May 10, 2026: 6.0\u{00A0}L/100 km",
                           "Jul 10, 2026: 6.0\u{00A0}L/100 km", "Sep 10, 2026: 6.5\u{00A0}L/100 km"], "\(points)")
        #expect(try elements("polyline", in: economy, className: "trend").count == 1)
        #expect(try texts(in: economy).contains { $0.hasSuffix("L/100 km") })

        // Cost per distance: 252.00 EUR (the closing fills) over 2,800 km.
        let cost = try #require(charts["chart-cost-per-distance"])
        #expect(try texts(in: cost).contains("€0.09"))
        #expect(html.contains("<td class=\"number\">€0.09/km</td>"))

        // The calendar: the overdue inspection and the insurance, each a dot with its day and state.
        let calendar = try #require(charts["chart-calendar"])
        let dots = try elements("circle", in: calendar, className: "due").compactMap { try elements("title", in: $0).first?.stringValue }
        #expect(dots.contains("\(ReportGarage.hostileName) · Inspection: Nov 20, 2026 (Overdue)"), "\(dots)")
        #expect(dots.contains("Clio · Insurance: Mar 1, 2027 (OK)"), "\(dots)")
        #expect(try texts(in: calendar).contains("Today"))
        #expect(html.contains("25,000\u{00A0}km"), "the oil change's due odometer, unlocked")
    }

    @Test func userTextIsEscapedInTheHTMLAndInEverySVG() throws {
        let cli = ReportGarage.make()
        let (html, _) = try ReportGarage.page(cli, "--year", "2026")
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<svg onload"))
        #expect(!html.contains("\"x\""))
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Van&#39; &lt;svg onload=1&gt;"
        #expect(html.contains(escaped))
        // Parsed, the SVG gives the name back exactly as typed: whole in the tooltip, cut to the
        // label's 30 characters beside the time line.
        let calendar = try #require(try charts(html)["chart-calendar"])
        let label = "\(ReportGarage.hostileName) · Inspection"
        let labels = try texts(in: calendar)
        #expect(labels.contains(String(label.prefix(29)) + "…"), "\(labels)")
        let tooltips = try elements("circle", in: calendar).compactMap { try elements("title", in: $0).first?.stringValue }
        #expect(tooltips.contains { $0.hasPrefix(label + ": ") }, "\(tooltips)")
        // Reported alone, the hostile vehicle names the page's title, escaped there too.
        let (alone, _) = try ReportGarage.page(cli, "--year", "2026", "--vehicle", ReportGarage.hostileName)
        #expect(alone.contains("<title>Glovebox report — \(escaped)</title>"))
        #expect(!alone.contains("<script>"))
        _ = try charts(alone)
    }

    @Test func withTheLockOnNoAmountDistanceOrOdometerAppears() throws {
        let cli = ReportGarage.make()
        cli.succeed("prefs", "set", "lock", "on")
        let (html, _) = try ReportGarage.page(cli, "--year", "2026")
        #expect(html.contains("The app lock is on"))
        #expect(!html.contains("€"))
        let amounts = ReportGarage.fills.map(\.3) + ReportGarage.expenses.map(\.2) + ["457.88", "954.83", "312.00", "0.09"]
        for amount in amounts {
            #expect(!html.contains(amount), "\(amount)")
        }
        for odometer in ReportGarage.odometers {
            #expect(!html.contains(odometer), "\(odometer)")
        }
        #expect(!html.contains("\u{00A0}km") && !html.contains("L/100"))
        #expect(!html.contains(ReportGarage.plate))
        // Spending is still drawn, as proportions without an axis; economy and cost are left out.
        let charts = try charts(html)
        #expect(Set(charts.keys) == ["chart-spend-by-month", "chart-spend-by-category", "chart-calendar"], "\(charts.keys.sorted())")
        let months = try #require(charts["chart-spend-by-month"])
        #expect(try elements("rect", in: months, className: "bar").count == 10)
        #expect(try !texts(in: months).contains { $0.contains("0") })
        #expect(html.contains("<section id=\"economy\">") && html.contains("Hidden while the app lock is on."))
    }

    @Test func thePageSpeaksTheUsersLanguageWhereTheCatalogsHaveThePhrase() throws {
        let cli = ReportGarage.make()
        cli.succeed("prefs", "set", "locale", "pt-PT")
        let (html, _) = try ReportGarage.page(cli, "--year", "2026")
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"pt-PT\">"))
        let calendar = try #require(try charts(html)["chart-calendar"])
        #expect(try texts(in: calendar).contains("Hoje") && texts(in: calendar).contains("Em atraso"))
        // Amounts and days in the locale's formats.
        #expect(html.contains("412,88"), "the Portuguese decimal comma")
        #expect(!html.contains("Feb 10, 2026"))
    }

    @Test func badOptionsExitWithStatus2() throws {
        let cli = ReportGarage.make()
        let missing = cli.run("report", "--year", "2026")
        #expect(missing.status == 2 && missing.errors.contains("report needs --out DIR"), "\(missing.errors)")
        let file = cli.home.path + "/a-file"
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        let onFile = cli.run("report", "--out", file)
        #expect(onFile.status == 2 && onFile.errors.contains("'\(file)' is not a directory"), "\(onFile.errors)")
        #expect(cli.run("report", "--year", "99", "--out", cli.home.path + "/r").status == 2)
        #expect(cli.run("report", "--vehicle", "nosuchcar", "--out", cli.home.path + "/r").status != 0)
        // Without --year: the last 12 months, December 2025 through November 2026.
        let result = cli.run("report", "--out", cli.home.path + "/r")
        #expect(result.status == 0 && result.output.contains("(2025-12-01 to 2026-11-30)"), "\(result.output)\(result.errors)")
    }

    /// A charge's economy, the same at every charge: its axis runs from zero with distinct labels (not
    /// "1.0, 1.0"), each label fitting inside the picture (at 12 px a character is under 7 px wide).
    @Test func aFlatEconomyHasDistinctAxisLabelsThatFitThePicture() throws {
        let cli = CLIHarness(now: "2026-11-29T12:00:00Z")
        cli.succeed("login", "ana@example.com")
        cli.succeed("vehicle", "add", "Zoe", "--energy", "electricity")
        for (day, odometer) in [("2026-09-01", "1000"), ("2026-09-15", "1500"), ("2026-10-01", "2000"), ("2026-10-15", "2500")] {
            cli.succeed("fuel", "add", "zoe", "75", "kwh", "--odometer", odometer, "--date", day)
        }
        let out = cli.home.path + "/flat"
        cli.succeed("report", "--year", "2026", "--out", out)
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let chart = try #require(try charts(html)["chart-economy-0-electricity"])
        let ticks = try elements("text", in: chart, className: "tick").filter { attribute("text-anchor", of: $0) == "end" }
        let labels = ticks.compactMap(\.stringValue)
        // 75 kWh over 500 km: 15 kWh/100 km at every charge.
        #expect(labels.count >= 3 && Set(labels).count == labels.count, "\(labels)")
        #expect(labels.contains { $0.hasPrefix("0.0") } && labels.contains { $0.hasPrefix("15.0") }, "\(labels)")
        for tick in ticks {
            let x = try #require(attribute("x", of: tick).flatMap(Double.init))
            let text = tick.stringValue ?? ""
            #expect(x - Double(text.count) * 7 >= 0, "'\(text)' at x \(x) is cut at the picture's left edge")
        }
    }
}
