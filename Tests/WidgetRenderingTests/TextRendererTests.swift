import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

@Suite struct TextRendererTests {
    @Test(arguments: [false, true])
    func everyLineOfTheBoxHasTheSameWidth(longTexts: Bool) {
        for (kind, family) in RenderingSamples.all {
            let model = RenderingSamples.model(kind, family, snapshot: longTexts ? RenderingSamples.longTexts() : nil)
            let lines = PlainTextRenderer(usesColor: false).render(model).split(separator: "\n").map(String.init)
            let canvas = WidgetCanvas.of(family)
            #expect(lines.count == canvas.lines + 2)
            for line in lines {
                #expect(TerminalWidth.of(line) == canvas.columns + 4, "\(kind) \(family): «\(line)»")
            }
            #expect(lines.first?.hasPrefix("╭") == true && lines.last?.hasPrefix("╰") == true)
        }
    }

    @Test func colourIsUsedOnlyWhenAsked() {
        let model = RenderingSamples.model(.deadlines, .medium, dayOffset: 5)
        #expect(!PlainTextRenderer(usesColor: false).render(model).contains("\u{1B}["))
        let coloured = PlainTextRenderer(usesColor: true).render(model)
        #expect(coloured.contains("\u{1B}[1;38;2;211;47;47m"))
    }

    @Test func statesAreMarkedWithoutColour() {
        let text = PlainTextRenderer(usesColor: false).render(RenderingSamples.model(.deadlines, .medium, dayOffset: 5))
        #expect(text.contains("‼ Insurance"))
        let warning = PlainTextRenderer(usesColor: false).render(RenderingSamples.model(.deadlines, .medium, dayOffset: 1))
        #expect(warning.contains("! Insurance"))
    }

    @Test func controlCharactersInSnapshotTextNeverReachTheTerminal() {
        var snapshot = RenderingSamples.longTexts()
        snapshot.vehicles[0].name = "Red\u{1B}[31m car\nsecond line\u{7}\u{9B}2J"
        for family in WidgetKind.vehicle.supportedFamilies {
            let model = RenderingSamples.model(.vehicle, family, snapshot: snapshot)
            let lines = PlainTextRenderer(usesColor: false).render(model).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init).filter { !$0.isEmpty }
            let canvas = WidgetCanvas.of(family)
            #expect(lines.count == canvas.lines + 2, "\(family)")
            for line in lines {
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(family)")
                #expect(TerminalWidth.of(line) == canvas.columns + 4, "\(family): «\(line)»")
            }
            #expect(lines.contains { $0.contains("Red[31m car") }, "\(family)")
        }
    }

    @Test func theSVGAndTheTextRendererShareOneSanitiser() {
        #expect(TextSanitizer.sanitized("a\u{1B}[0m\tb\r\nc\u{7F}\u{85}d") == "a[0m b  cd")
        #expect(XMLEscaping.escape("a\u{1B}<b>\n\u{9B}") == "a&lt;b&gt; ")
        #expect(TextSanitizer.sanitized("Clio · 2019") == "Clio · 2019")
    }

    @Test func lockedValuesAreDrawnAsRedactionMarks() {
        let text = PlainTextRenderer(usesColor: false).render(RenderingSamples.model(.vehicle, .small, locked: true))
        #expect(text.contains(PlainTextRenderer.redactedMark))
        #expect(!text.contains("84,210"))
    }
}
