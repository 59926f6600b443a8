import Foundation
import Testing
import WidgetContract
import WidgetRendering
import WidgetTimeline

/// The Linux renderers draw what WidgetTimeline answers for the Apple views too (state colours,
/// the "+N" badge, colour components), so that no drawing computes its own.
@Suite struct SharedAnswersTests {
    @Test func everyByteOfAThemeColourReachesTheTerminalAsWritten() {
        var model = RenderingSamples.model(.deadlines, .medium)
        for byte in 0...255 {
            // Upper and lower case, as `RGBColor(hex:)` reads both.
            model.theme.colors.accent = String(format: "#%02X%02x%02X", byte, 255 - byte, byte)
            let coloured = PlainTextRenderer(usesColor: true).render(model)
            #expect(coloured.contains("\u{1B}[1;38;2;\(byte);\(255 - byte);\(byte)m"), "\(model.theme.colors.accent)")
        }
    }

    @Test(arguments: [WidgetSize.small, .accessoryRectangular])
    func bothRenderersDrawTheModelsBadgeAndNoOther(family: WidgetSize) throws {
        // Three open deadlines: small and the lock screen show one each, but only small has a badge.
        let model = RenderingSamples.model(.deadlines, family)
        guard case .dueList(let list) = model.body else { Issue.record("not a list"); return }
        #expect(list.hiddenCount == 2)
        let texts = SVGInspector(SVGRenderer().render(model)).all("text").map(\.text)
        let lines = PlainTextRenderer(usesColor: false).render(model).split(separator: "\n")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "│ ")) }
        if let badge = model.hiddenCountBadge {
            #expect(texts.contains(badge) && lines.contains(badge))
        } else {
            #expect(!texts.contains("+2") && !lines.contains("+2"))
        }
    }

    @Test func rowDotsAndDueTextsTakeTheirStatesColours() throws {
        // Five days on, the insurance is overdue and the others are not yet.
        let model = RenderingSamples.model(.deadlines, .medium, dayOffset: 5)
        guard case .dueList(let list) = model.body else { Issue.record("not a list"); return }
        let colors = model.theme.colors
        let inspector = SVGInspector(SVGRenderer().render(model))
        #expect(inspector.all("circle").compactMap { $0.attributes["fill"] } == list.rows.map { colors.dueDotColor(for: $0.state) })
        for row in list.rows {
            let due = try #require(inspector.all("text").first { $0.text == row.dueText.value })
            #expect(due.attributes["fill"] == colors.dueTextColor(for: row.state), "\(row.title)")
        }
        #expect(Set(list.rows.map(\.state)).count > 1)
    }
}
