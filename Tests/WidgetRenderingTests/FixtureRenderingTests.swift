import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// The contract's golden fixtures, drawn: goldens of the medium size, and every size inside its box.
@Suite struct FixtureRenderingTests {
    private func model(_ fixture: String, _ kind: WidgetKind, _ family: WidgetSize) throws -> WidgetEntryModel {
        let snapshot = try Fixtures.snapshot(fixture)
        let day = CalendarDay(containing: snapshot.generatedAt, in: {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: snapshot.timeZone)!
            return calendar
        }())
        return EntryModelBuilder(configuration: WidgetSetup(kind: kind, family: family), fallback: .english)
            .model(for: snapshot, on: day)
    }

    /// Each drawing is also checked by `DrawingOracle` against what the test works out from the
    /// fixture alone, on the local day of its `generatedAt` in its zone as Python's `zoneinfo` gives it.
    @Test func fixturesDrawnMediumMatchTheirGoldenFilesAndShowWhatTheFixtureSays() throws {
        for fixture in Fixtures.snapshotNames("valid") {
            let base = fixture.replacingOccurrences(of: ".json", with: "")
            let snapshot = try Fixtures.snapshot(fixture)
            let day = try PythonOracle.localDay(of: snapshot.generatedAt.formatted(.iso8601), in: snapshot.timeZone)
            for kind in WidgetKind.allCases {
                let drawn = try model(fixture, kind, .medium)
                let expected = DrawingExpectation(kind, .medium, snapshot: snapshot, day: day)
                let svg = SVGRenderer().render(drawn)
                let text = PlainTextRenderer(usesColor: false).render(drawn)
                Golden.check(svg, named: "fixture-\(base)-\(kind.rawValue)-medium.svg")
                Golden.check(text, named: "fixture-\(base)-\(kind.rawValue)-medium.txt")
                let problems = DrawingOracle.problems(svg: svg, expected).map { "svg: " + $0 }
                    + DrawingOracle.problems(text: text, expected).map { "text: " + $0 }
                #expect(problems.isEmpty, "\(base) \(kind): \(problems)")
            }
        }
    }

    @Test func fixturesDrawnInEveryFamilyAreValidAndStayInside() throws {
        for fixture in Fixtures.snapshotNames("valid") {
            for (kind, family) in RenderingSamples.all {
                let svg = SVGRenderer().render(try model(fixture, kind, family))
                let inspector = SVGInspector(svg)
                #expect(inspector.parseError == nil, "\(fixture) \(kind) \(family)")
                let canvas = WidgetCanvas.of(family)
                for text in inspector.all("text") {
                    let x = Double(text.attributes["x"] ?? "") ?? -1
                    let size = Double(text.attributes["font-size"] ?? "") ?? 0
                    let width = TextMeasure.width(of: text.text, fontSize: size, bold: text.attributes["font-weight"] == "bold")
                    let left = text.attributes["text-anchor"] == "end" ? x - width
                        : text.attributes["text-anchor"] == "middle" ? x - width / 2 : x
                    #expect(left >= 5 && left + width <= canvas.width - 5, "\(fixture) \(kind) \(family): '\(text.text)'")
                }
            }
        }
    }
}
