import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// What the renderers never draw: a text-direction override, a number cut in the middle, a lock-screen
/// widget in colour.
@Suite struct RenderingSafetyTests {
    static let bidi: [Unicode.Scalar] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]

    @Test func bidiCharactersFromTheSnapshotAreNeverDrawn() throws {
        var snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        snapshot.vehicles[0].name = "Clio\u{202E}evil\u{202C}"
        snapshot.deadlines[0].label = "\u{2066}Insurance\u{2069}"
        snapshot.deadlines[0].vehicleName = snapshot.vehicles[0].name
        snapshot.maintenance[0].label = "Oil\u{202D} change"
        for (kind, family) in RenderingSamples.all {
            let model = RenderingSamples.model(kind, family, snapshot: snapshot)
            for drawing in [SVGRenderer().render(model), PlainTextRenderer(usesColor: true).render(model)] {
                let found = drawing.unicodeScalars.filter { Self.bidi.contains($0) }
                #expect(found.isEmpty, "\(kind) \(family): \(found.map { String($0.value, radix: 16) })")
            }
        }
        let vehicle = PlainTextRenderer(usesColor: false).render(RenderingSamples.model(.vehicle, .small, snapshot: snapshot))
        #expect(vehicle.contains("Clioevil"))
    }

    @Test(arguments: ["€1,011,111,711.08", "1.011.111.711,08 €", "1\u{202F}011\u{202F}111\u{202F}711,08\u{00A0}€",
                      "R$\u{00A0}1.011.111.711.111,08", "-€99,999,999,999.99"])
    func anAmountIsDrawnWholeOrDroppedWholeNeverCut(_ total: String) throws {
        var snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
        for index in snapshot.spend.indices { snapshot.spend[index].totalLabel = total }
        for family in WidgetKind.spend.supportedFamilies {
            let model = RenderingSamples.model(.spend, family, snapshot: snapshot)
            let svg = SVGInspector(SVGRenderer().render(model))
            let drawn = try #require(svg.elements.first { $0.attributes["class"] == "sensitive" }).text
            #expect(drawn == total || drawn == "…", "\(family): \(drawn.debugDescription)")
            // The box's fifth line: border, title, blank line, month, total.
            let lines = PlainTextRenderer(usesColor: false).render(model).split(separator: "\n")
            let line = lines[4].dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: " │"))
            #expect(line == total || line == "…", "\(family): \(line)")
        }
    }

    @Test func aCutNeverFallsInsideANumber() {
        // A phrase keeps every number it shows whole.
        #expect(TerminalWidth.truncate("Overdue by 120 days", to: 14) == "Overdue by…")
        #expect(TerminalWidth.truncate("Overdue by 120 days", to: 16) == "Overdue by 120…")
        #expect(TextMeasure.truncate("Overdue by 120 days", toWidth: 80, fontSize: 10) == "Overdue by…")
        // An amount alone is dropped whole, with its currency sign.
        #expect(TerminalWidth.truncate("€11,110,999.99", to: 10) == "…")
        #expect(TextMeasure.truncate("€11,110,999.99", toWidth: 60, fontSize: 12) == "…")
        #expect(TerminalWidth.truncate("1.011.111,08 €", to: 8) == "…")
        // Words are still cut anywhere, and a number that ends where the cut falls stays.
        #expect(TerminalWidth.truncate("Kraftfahrzeughaftpflicht", to: 10) == "Kraftfahr…")
        #expect(TerminalWidth.truncate("2026 inspection due", to: 8) == "2026 in…")
    }

    @Test(arguments: [0, 3, 5])
    func lockScreenFamiliesAreDrawnInShadesOfOneColour(_ dayOffset: Int) throws {
        for kind in WidgetKind.allCases where kind.supportedFamilies.contains(.accessoryRectangular) {
            let model = RenderingSamples.model(kind, .accessoryRectangular, dayOffset: dayOffset)
            let svg = SVGInspector(SVGRenderer().render(model))
            let fills = svg.elements.compactMap { $0.attributes["fill"] }
            #expect(!fills.isEmpty)
            for fill in fills {
                let digits = Array(fill.dropFirst())
                #expect(fill.count == 7 && digits[0...1] == digits[2...3] && digits[2...3] == digits[4...5],
                        "\(kind) +\(dayOffset): \(fill) is not a grey")
            }
            // The background is translucent, as AccessoryWidgetBackground is, not a card.
            let background = try #require(svg.elements.first { $0.name == "rect" })
            #expect(background.attributes["fill-opacity"].flatMap(Double.init).map { $0 < 0.5 } == true)
            // The text drawing has no colour even where the terminal allows it; marks tell the state.
            let text = PlainTextRenderer(usesColor: true).render(model)
            #expect(!text.contains("\u{1B}["))
        }
        // Home-screen families keep the theme's colours.
        let medium = SVGRenderer().render(RenderingSamples.model(.deadlines, .medium, dayOffset: 5))
        #expect(medium.contains("fill=\"\(RelativeSnapshot.theme.colors.overdue)\""))
    }
}
