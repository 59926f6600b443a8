import Foundation
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// Every kind in every family, drawn as SVG and as text, compared with the files in `Snapshots/`.
@Suite struct GoldenFileTests {
    @Test func svgDrawingsMatchTheirGoldenFiles() {
        for (kind, family) in RenderingSamples.all {
            let svg = SVGRenderer().render(RenderingSamples.model(kind, family))
            Golden.check(svg, named: "\(kind.rawValue)-\(family.rawValue).svg")
        }
    }

    @Test func textDrawingsMatchTheirGoldenFiles() {
        for (kind, family) in RenderingSamples.all {
            let text = PlainTextRenderer(usesColor: false).render(RenderingSamples.model(kind, family))
            Golden.check(text, named: "\(kind.rawValue)-\(family.rawValue).txt")
        }
    }

    @Test func lockedDrawingsMatchTheirGoldenFiles() {
        for kind in WidgetKind.allCases {
            let model = RenderingSamples.model(kind, .medium, locked: true)
            Golden.check(SVGRenderer().render(model), named: "\(kind.rawValue)-medium-locked.svg")
            Golden.check(PlainTextRenderer(usesColor: false).render(model), named: "\(kind.rawValue)-medium-locked.txt")
        }
    }

    @Test func readingsAndIncompleteMonthsMatchTheirGoldenFiles() {
        // The Cherokee's reading is 400 days old; the Clio of `withoutReading` has none; the Clio's
        // spend leaves expenses out in its current month and three months before.
        for family in WidgetKind.vehicle.supportedFamilies {
            let stale = RenderingSamples.model(.vehicle, family, vehicle: "jeep")
            Golden.check(SVGRenderer().render(stale), named: "vehicle-\(family.rawValue)-stale.svg")
            Golden.check(PlainTextRenderer(usesColor: false).render(stale), named: "vehicle-\(family.rawValue)-stale.txt")
            let spend = RenderingSamples.model(.spend, family, vehicle: "clio")
            Golden.check(SVGRenderer().render(spend), named: "spend-\(family.rawValue)-incomplete.svg")
            Golden.check(PlainTextRenderer(usesColor: false).render(spend), named: "spend-\(family.rawValue)-incomplete.txt")
        }
        let none = RenderingSamples.model(.vehicle, .small, snapshot: RenderingSamples.withoutReading())
        Golden.check(SVGRenderer().render(none), named: "vehicle-small-no-reading.svg")
        Golden.check(PlainTextRenderer(usesColor: false).render(none), named: "vehicle-small-no-reading.txt")
    }

    @Test func economiesMatchTheirGoldenFilesWhereTheyFit() {
        let snapshot = RenderingSamples.withEconomy()
        for family in [WidgetSize.medium, .large] {
            for vehicle in ["clio", "jeep"] {
                let model = RenderingSamples.model(.vehicle, family, vehicle: vehicle, snapshot: snapshot)
                let name = "vehicle-\(family.rawValue)-\(vehicle)-economy"
                Golden.check(SVGRenderer().render(model), named: "\(name).svg")
                Golden.check(PlainTextRenderer(usesColor: false).render(model), named: "\(name).txt")
            }
        }
        // The small size has no room for it: the same drawing as without an economy.
        let small = RenderingSamples.model(.vehicle, .small, vehicle: "clio", snapshot: snapshot)
        #expect(SVGRenderer().render(small) == SVGRenderer().render(RenderingSamples.model(.vehicle, .small, vehicle: "clio")))
    }

    @Test func colouredTextMatchesItsGoldenFile() {
        let model = RenderingSamples.model(.deadlines, .medium, dayOffset: 2)
        Golden.check(PlainTextRenderer(usesColor: true).render(model), named: "deadlines-medium-colour.ansi")
    }

    @Test func messagesMatchTheirGoldenFiles() {
        let setUp = EntryModelBuilder(
            configuration: WidgetSetup(kind: .spend, family: .small), fallback: FallbackTexts.all[4]
        ).model(for: .needsSetup, on: RenderingSamples.today)
        Golden.check(SVGRenderer().render(setUp), named: "message-setup-de-small.svg")
        Golden.check(PlainTextRenderer(usesColor: false).render(setUp), named: "message-setup-de-small.txt")
        let ended = RenderingSamples.model(.spend, .medium, dayOffset: 4)
        Golden.check(SVGRenderer().render(ended), named: "message-month-ended-medium.svg")
    }
}
