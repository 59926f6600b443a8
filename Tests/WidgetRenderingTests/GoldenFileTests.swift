import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// Every kind in every family, drawn as SVG and as text, compared with the files in `Snapshots/`.
///
/// Each drawing is also checked by `DrawingOracle` against a `DrawingExpectation`: what the test
/// works out from the sample snapshot and the day alone, never through the entry models — which
/// rows in which order with which phrase and mark (days counted by `CivilDays`), the bars' heights
/// and fills from the ratios, the readings' staleness, what the lock hides, and the size of each
/// family in points from Apple's Human Interface Guidelines; the SVG is read by an XML parser. The
/// coloured drawing is checked against the plain one and the theme's colours, its escapes taken
/// apart by the test's own ECMA-48 pattern.
@Suite struct GoldenFileTests {
    static let today = RenderingSamples.today.isoString

    /// Draws `model` as SVG and text, compares each with its golden file (`name.svg`, `name.txt`) and
    /// checks each against `expected`.
    func check(
        _ model: WidgetEntryModel, _ expected: DrawingExpectation, named name: String, text: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let svg = SVGRenderer().render(model)
        Golden.check(svg, named: name + ".svg", sourceLocation: sourceLocation)
        for problem in DrawingOracle.problems(svg: svg, expected) {
            Issue.record(Comment(rawValue: "\(name).svg: \(problem)"), sourceLocation: sourceLocation)
        }
        guard text else { return }
        let drawn = PlainTextRenderer(usesColor: false).render(model)
        Golden.check(drawn, named: name + ".txt", sourceLocation: sourceLocation)
        for problem in DrawingOracle.problems(text: drawn, expected) {
            Issue.record(Comment(rawValue: "\(name).txt: \(problem)"), sourceLocation: sourceLocation)
        }
    }

    @Test func everyKindInEveryFamilyMatchesItsGoldenFilesAndShowsWhatTheSnapshotSays() {
        let snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        for (kind, family) in RenderingSamples.all {
            check(
                RenderingSamples.model(kind, family),
                DrawingExpectation(kind, family, snapshot: snapshot, day: Self.today),
                named: "\(kind.rawValue)-\(family.rawValue)")
        }
    }

    @Test func lockedDrawingsMatchTheirGoldenFilesAndShowNothingTheLockHides() {
        let locked = RelativeSnapshot.make(today: RenderingSamples.today, locked: true)
        let hidden = DrawingExpectation.sensitiveLabels(of: RelativeSnapshot.make(today: RenderingSamples.today))
        #expect(hidden.count >= 5, "\(hidden)")
        for kind in WidgetKind.allCases {
            check(
                RenderingSamples.model(kind, .medium, locked: true),
                DrawingExpectation(kind, .medium, snapshot: locked, day: Self.today, hidden: hidden),
                named: "\(kind.rawValue)-medium-locked")
        }
    }

    @Test func readingsAndIncompleteMonthsMatchTheirGoldenFiles() {
        // The Cherokee's reading is 400 days old; the Clio of `withoutReading` has none; the Clio's
        // spend leaves expenses out in its current month and three months before.
        let snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        for family in WidgetKind.vehicle.supportedFamilies {
            check(
                RenderingSamples.model(.vehicle, family, vehicle: "jeep"),
                DrawingExpectation(.vehicle, family, snapshot: snapshot, vehicleId: "jeep", day: Self.today),
                named: "vehicle-\(family.rawValue)-stale")
            check(
                RenderingSamples.model(.spend, family, vehicle: "clio"),
                DrawingExpectation(.spend, family, snapshot: snapshot, vehicleId: "clio", day: Self.today),
                named: "spend-\(family.rawValue)-incomplete")
        }
        let none = RenderingSamples.withoutReading()
        check(
            RenderingSamples.model(.vehicle, .small, snapshot: none),
            DrawingExpectation(.vehicle, .small, snapshot: none, day: Self.today), named: "vehicle-small-no-reading")
    }

    @Test func economiesMatchTheirGoldenFilesWhereTheyFit() {
        let snapshot = RenderingSamples.withEconomy()
        for family in [WidgetSize.medium, .large] {
            for vehicle in ["clio", "jeep"] {
                check(
                    RenderingSamples.model(.vehicle, family, vehicle: vehicle, snapshot: snapshot),
                    DrawingExpectation(.vehicle, family, snapshot: snapshot, vehicleId: vehicle, day: Self.today),
                    named: "vehicle-\(family.rawValue)-\(vehicle)-economy")
            }
        }
        // The small size has no room for it: the same drawing as without an economy.
        let small = RenderingSamples.model(.vehicle, .small, vehicle: "clio", snapshot: snapshot)
        #expect(SVGRenderer().render(small) == SVGRenderer().render(RenderingSamples.model(.vehicle, .small, vehicle: "clio")))
    }

    @Test func colouredTextMatchesItsGoldenFileAndIsThePlainDrawingInTheThemesColours() {
        let model = RenderingSamples.model(.deadlines, .medium, dayOffset: 2)
        let ansi = PlainTextRenderer(usesColor: true).render(model)
        Golden.check(ansi, named: "deadlines-medium-colour.ansi")
        let day = CivilDays.adding(2, to: Self.today)
        let snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        let expected = DrawingExpectation(.deadlines, .medium, snapshot: snapshot, day: day)
        let plain = PlainTextRenderer(usesColor: false).render(model)
        #expect(DrawingOracle.problems(text: plain, expected).isEmpty, "\(DrawingOracle.problems(text: plain, expected))")
        let colors = snapshot.theme.colors
        let colored = [(expected.title, colors.accent)] + expected.shown.flatMap { row in
            [(row.label, colors.text)]
                + (row.detail.map { [($0, row.state == .ok ? colors.secondaryText : row.state.color(colors))] } ?? [])
        }
        // On the second day the insurance's warning has started: the colour must say so.
        #expect(expected.shown.first?.state == .warning && expected.shown.first?.detail == "Tomorrow")
        let problems = DrawingOracle.problems(ansi: ansi, plain: plain, colored: colored)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func messagesMatchTheirGoldenFiles() {
        let snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        let setUp = EntryModelBuilder(
            configuration: WidgetSetup(kind: .spend, family: .small), fallback: FallbackTexts.all[4]
        ).model(for: .needsSetup, on: RenderingSamples.today)
        // The German fallback's words, as the test writes them.
        check(
            setUp, DrawingExpectation(message: .spend, .small, snapshot: snapshot, title: "Glovebox", texts: ["Öffne Glovebox zum Einrichten"]),
            named: "message-setup-de-small")
        // Four days on is the spend section's `validUntil`: from that day the month has ended.
        let spend = snapshot.spend[0]
        #expect(CivilDays.between(CivilDays.adding(4, to: Self.today), spend.validUntil.isoString) == 0)
        check(
            RenderingSamples.model(.spend, .medium, dayOffset: 4),
            DrawingExpectation(message: .spend, .medium, snapshot: snapshot, title: snapshot.strings.titles.spend,
                               texts: [snapshot.strings.monthEnded, snapshot.strings.openApp]),
            named: "message-month-ended-medium", text: false)
    }
}
