import Foundation
import GloveboxTestSupport
import Testing

/// Issue 26, item 2 (done when: the report opens in a browser and shows the charts): Chromium draws
/// the page, and the screenshot is read back pixel by pixel (`Scripts/png-colors.py`) for the colours
/// only the charts use, in the page's order. A chart that does not render leaves none of its colours;
/// one drawn out of place moves them.
@Suite(.serialized) struct ReportScreenshotTests {
    static let (width, height) = (1200, 3400)
    /// Insurance's bars (only in the two spend charts), the economy's trend line, the calendar's
    /// today line and overdue dot, the fuel bars and economy points.
    static let (insurance, trend, overdue, fuel) = ("#CC79A7", "#6A3D9A", "#C0392B", "#0072B2")

    func screenshot(_ cli: CLIHarness, _ page: String) throws -> HeadlessChromium.Colors {
        let png = cli.home.path + "/report-\(UUID().uuidString).png"
        try HeadlessChromium.screenshot(of: page, to: png, width: Self.width, height: Self.height)
        return try HeadlessChromium.colors(in: png, [Self.insurance, Self.trend, Self.overdue, Self.fuel])
    }

    @Test func chromiumDrawsEveryChartInThePagesOrder() throws {
        let cli = ReportGarage.make()
        let (_, path) = try ReportGarage.page(cli, "--year", "2026")
        let shot = try screenshot(cli, path)
        #expect(shot.width == Self.width && shot.height == Self.height)
        #expect(shot.background == "#FFFFFF")
        // Every second row and column is counted: a quarter of the pixels.
        #expect(shot.nonBackground > 20_000, "\(shot.nonBackground)")
        let insurance = try #require(shot.colors[Self.insurance])
        let trend = try #require(shot.colors[Self.trend])
        let overdue = try #require(shot.colors[Self.overdue])
        let fuel = try #require(shot.colors[Self.fuel])
        // The €412.88 February bar alone is about 60 × 40 pixels.
        #expect(insurance.count > 200, "\(insurance)")
        #expect(fuel.count > 300, "\(fuel)")
        #expect(trend.count > 20, "\(trend)")
        #expect(overdue.count > 20, "\(overdue)")
        // Spend first, then the economy, then the calendar, each below the one before.
        let (spendTop, trendTop, trendBottom, calendarBottom) = (
            try #require(insurance.firstRow), try #require(trend.firstRow), try #require(trend.lastRow), try #require(overdue.lastRow))
        #expect(spendTop < trendTop && trendBottom < calendarBottom, "\(insurance) \(trend) \(overdue)")
        // The whole page fits the window: its last chart ends above the bottom edge.
        #expect(calendarBottom < Self.height - 100, "\(overdue)")
    }

    @Test func lockedThePageStillDrawsSpendingAndTheCalendarButNoEconomy() throws {
        let cli = ReportGarage.make()
        cli.succeed("prefs", "set", "lock", "on")
        let (_, path) = try ReportGarage.page(cli, "--year", "2026")
        let shot = try screenshot(cli, path)
        #expect(shot.width == Self.width && shot.height == Self.height)
        #expect((shot.colors[Self.insurance]?.count ?? 0) > 200, "\(shot.colors)")
        #expect((shot.colors[Self.overdue]?.count ?? 0) > 20, "\(shot.colors)")
        #expect(shot.colors[Self.trend]?.count == 0, "\(shot.colors)")
    }

    @Test func everyChartDrawsOnItsOwnWithLibrsvgToo() throws {
        let cli = ReportGarage.make()
        let (html, _) = try ReportGarage.page(cli, "--year", "2026")
        let svgs = ReportGarage.svgs(in: html)
        #expect(svgs.count == 5)
        for (index, svg) in svgs.enumerated() {
            // A second renderer that shares nothing with Chromium: each chart is a document of its own.
            let file = cli.home.path + "/chart-\(index).svg"
            let png = cli.home.path + "/chart-\(index).png"
            try Data(svg.utf8).write(to: URL(fileURLWithPath: file))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["rsvg-convert", "--background-color", "white", "-o", png, file]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "rsvg-convert refused chart \(index)")
            let drawn = try HeadlessChromium.colors(in: png, [Self.fuel, Self.insurance])
            let width = try #require(svg.firstMatch(of: /width="(\d+)"/).flatMap { Int($0.1) })
            #expect(drawn.width == width && drawn.nonBackground > 100, "chart \(index): \(drawn.width)×\(drawn.height), \(drawn.nonBackground)")
        }
    }
}
