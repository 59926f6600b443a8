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

    @Test func fixturesDrawnMediumMatchTheirGoldenFiles() throws {
        for fixture in Fixtures.snapshotNames("valid") {
            let base = fixture.replacingOccurrences(of: ".json", with: "")
            for kind in WidgetKind.allCases {
                let drawn = try model(fixture, kind, .medium)
                Golden.check(SVGRenderer().render(drawn), named: "fixture-\(base)-\(kind.rawValue)-medium.svg")
                Golden.check(PlainTextRenderer(usesColor: false).render(drawn), named: "fixture-\(base)-\(kind.rawValue)-medium.txt")
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
