import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

@Suite struct SVGRendererTests {
    @Test func everyDrawingIsWellFormedSVG11AtItsFamilySize() throws {
        for (kind, family) in RenderingSamples.all {
            let svg = SVGRenderer().render(RenderingSamples.model(kind, family))
            #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
            let inspector = SVGInspector(svg)
            #expect(inspector.parseError == nil, "\(kind) \(family): \(inspector.parseError ?? "")")
            let root = try #require(inspector.root)
            #expect(root.name == "svg")
            #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
            #expect(root.attributes["xmlns:xlink"] == "http://www.w3.org/1999/xlink")
            #expect(root.attributes["version"] == "1.1")
            let canvas = WidgetCanvas.of(family)
            #expect(root.attributes["width"] == String(Int(canvas.width)))
            #expect(root.attributes["height"] == String(Int(canvas.height)))
        }
        #expect(WidgetCanvas.of(.small).width == 170 && WidgetCanvas.of(.small).height == 170)
        #expect(WidgetCanvas.of(.medium).width == 364 && WidgetCanvas.of(.medium).height == 170)
        #expect(WidgetCanvas.of(.large).width == 364 && WidgetCanvas.of(.large).height == 382)
    }

    @Test func markupInSnapshotTextIsEscaped() throws {
        let svg = SVGRenderer().render(RenderingSamples.model(.vehicle, .large, snapshot: RenderingSamples.longTexts()))
        #expect(!svg.contains("<blaue>"))
        let inspector = SVGInspector(svg)
        #expect(inspector.parseError == nil)
        let texts = inspector.all("text").map(\.text)
        #expect(texts.contains { $0.hasPrefix("Der <blaue> & \"schnelle\"") })
    }

    @Test func linksAreEscapedAndRowsLinkToTheirItems() throws {
        var snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        snapshot.deadlines[0].url = "glovebox://deadline/a?b=1&c=\"2\""
        let inspector = SVGInspector(SVGRenderer().render(RenderingSamples.model(.deadlines, .medium, snapshot: snapshot)))
        #expect(inspector.parseError == nil)
        let links = inspector.all("a").compactMap { $0.attributes["xlink:href"] }
        #expect(links == [
            "glovebox://deadline/a?b=1&c=\"2\"", "glovebox://deadline/a?b=1&c=\"2\"",
            "glovebox://deadline/inspection", "glovebox://deadline/roadtax",
        ])
    }

    @Test(arguments: [false, true])
    func textStaysInsideTheWidgetInEveryFamily(longTexts: Bool) throws {
        for (kind, family) in RenderingSamples.all {
            let snapshot = longTexts ? RenderingSamples.longTexts() : nil
            for dayOffset in [0, 4] {
                let svg = SVGRenderer().render(RenderingSamples.model(kind, family, snapshot: snapshot, dayOffset: dayOffset))
                let inspector = SVGInspector(svg)
                let canvas = WidgetCanvas.of(family)
                for text in inspector.all("text") {
                    let x = try #require(Double(text.attributes["x"] ?? ""))
                    let y = try #require(Double(text.attributes["y"] ?? ""))
                    let size = try #require(Double(text.attributes["font-size"] ?? ""))
                    let width = TextMeasure.width(of: text.text, fontSize: size, bold: text.attributes["font-weight"] == "bold")
                    let left = switch text.attributes["text-anchor"] {
                    case "end": x - width
                    case "middle": x - width / 2
                    default: x
                    }
                    #expect(left >= 5 && left + width <= canvas.width - 5, "\(kind) \(family): '\(text.text)' spans \(left)…\(left + width)")
                    #expect(y - size >= 0 && y <= canvas.height - 4, "\(kind) \(family): '\(text.text)' at y \(y)")
                }
            }
        }
    }

    @Test func theLargeVehicleDrawsEveryRowItListsInsideTheWidget() throws {
        // The Clio with many deadlines and maintenance items: more than the large size has room for.
        var snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        let deadline = try #require(snapshot.deadlines.first { $0.vehicleId == "clio" })
        let maintenance = try #require(snapshot.maintenance.first { $0.vehicleId == "clio" })
        for index in 0..<8 {
            var extraDeadline = deadline
            extraDeadline.id = "extra-deadline-\(index)"
            extraDeadline.label = "Deadline \(index)"
            extraDeadline.url = "glovebox://deadline/extra-\(index)"
            snapshot.deadlines.append(extraDeadline)
            var extraMaintenance = maintenance
            extraMaintenance.id = "extra-maintenance-\(index)"
            extraMaintenance.label = "Service \(index)"
            extraMaintenance.url = "glovebox://maintenance/clio/extra-\(index)"
            snapshot.maintenance.append(extraMaintenance)
        }
        let model = RenderingSamples.model(.vehicle, .large, snapshot: snapshot)
        guard case .vehicle(let vehicle) = model.body else {
            Issue.record("the vehicle widget has a vehicle body")
            return
        }
        let capacity = EntryModelBuilder.vehicleRowCapacity(of: .large)
        #expect(vehicle.rows.count == capacity)

        let inspector = SVGInspector(SVGRenderer().render(model))
        let dots = inspector.all("circle").filter {
            $0.links.last?.hasPrefix("glovebox://deadline/") == true || $0.links.last?.hasPrefix("glovebox://maintenance/") == true
        }
        #expect(dots.count == min(vehicle.rows.count, capacity))
        let bottom = WidgetCanvas.of(.large).height - 16
        let rowTexts = inspector.all("text").filter { $0.links.count > 1 }
        for row in vehicle.rows {
            #expect(rowTexts.contains { $0.text == row.title }, "'\(row.title)' is not drawn")
        }
        for text in rowTexts {
            let y = try #require(Double(text.attributes["y"] ?? ""))
            #expect(y <= bottom, "'\(text.text)' at y \(y) is below the content")
        }
        // A rule under the details and one between each pair of rows; none under the last row.
        #expect(inspector.all("line").count == dots.count)

        // The text renderer lists the same rows.
        let text = PlainTextRenderer(usesColor: false).render(model)
        let listed = vehicle.rows.filter { text.contains($0.title) }
        #expect(listed.count == vehicle.rows.count)
    }

    @Test func lockedValuesAreDrawnAsRedactedBars() {
        let svg = SVGRenderer().render(RenderingSamples.model(.vehicle, .small, locked: true))
        let inspector = SVGInspector(svg)
        #expect(!svg.contains("84,210"))
        #expect(inspector.all("rect").contains { $0.attributes["class"] == "redacted" })
        let spend = SVGRenderer().render(RenderingSamples.model(.spend, .medium, locked: true))
        #expect(!spend.contains("€"))
        #expect(SVGInspector(spend).all("rect").contains { $0.attributes["class"] == "redacted" })
    }

    @Test func spendBarsFollowTheRatios() throws {
        let inspector = SVGInspector(SVGRenderer().render(RenderingSamples.model(.spend, .large)))
        let bars = inspector.all("rect").filter { $0.links.last?.contains("?month=") == true }
        let heights = try bars.map { try #require(Double($0.attributes["height"] ?? "")) }
        // Ratios 0.2, 0.5, 1.0, 0.0, 0.75, 0.62; an empty month keeps a 2-point sliver.
        #expect(heights.count == 6)
        let tallest = try #require(heights.max())
        #expect(heights[2] == tallest)
        #expect(abs(heights[1] - tallest * 0.5) < 0.02)
        #expect(abs(heights[0] - tallest * 0.2) < 0.02)
        #expect(heights[3] == 2)
        let current = bars.filter { $0.attributes["fill"] == RelativeSnapshot.theme.colors.accent }
        #expect(current.count == 1)
        #expect(current.first?.links.last == "glovebox://spend/all?month=2026-11")
    }

    @Test func themeColoursAndFontsAreApplied() {
        let svg = SVGRenderer().render(RenderingSamples.model(.deadlines, .medium, dayOffset: 5))
        #expect(svg.contains("fill=\"\(RelativeSnapshot.theme.colors.background)\""))
        #expect(svg.contains("fill=\"\(RelativeSnapshot.theme.colors.overdue)\""))
        #expect(svg.contains("font-family=\"&apos;DejaVu Sans&apos;"))
    }
}
