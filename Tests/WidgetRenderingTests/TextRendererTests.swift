import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

@Suite struct TextRendererTests {
    @Test(arguments: [false, true])
    func everyLineOfTheBoxHasTheSameWidth(longTexts: Bool) {
        for (kind, family) in RenderingSamples.all {
            let model = RenderingSamples.model(kind, family, snapshot: longTexts ? RenderingSamples.longTexts() : nil)
            let lines = TextRenderer(usesColor: false).render(model).split(separator: "\n").map(String.init)
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
        #expect(!TextRenderer(usesColor: false).render(model).contains("\u{1B}["))
        let coloured = TextRenderer(usesColor: true).render(model)
        #expect(coloured.contains("\u{1B}[1;38;2;211;47;47m"))
    }

    @Test func statesAreMarkedWithoutColour() {
        let text = TextRenderer(usesColor: false).render(RenderingSamples.model(.deadlines, .medium, dayOffset: 5))
        #expect(text.contains("‼ Insurance"))
        let warning = TextRenderer(usesColor: false).render(RenderingSamples.model(.deadlines, .medium, dayOffset: 1))
        #expect(warning.contains("! Insurance"))
    }

    @Test func lockedValuesAreDrawnAsRedactionMarks() {
        let text = TextRenderer(usesColor: false).render(RenderingSamples.model(.vehicle, .small, locked: true))
        #expect(text.contains(TextRenderer.redactedMark))
        #expect(!text.contains("84,210"))
    }
}
