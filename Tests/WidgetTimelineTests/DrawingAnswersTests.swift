import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetTimeline

/// What a renderer that cannot share the SVG renderer's code (the Apple extension's SwiftUI views)
/// reads from the portable side instead of computing: colour components, state colours, the badge
/// and which figures are private.
@Suite struct DrawingAnswersTests {
    private let today = CalendarDay(year: 2026, month: 11, day: 29)!

    private func model(_ kind: WidgetKind, _ family: WidgetSize, locked: Bool = false) -> WidgetEntryModel {
        EntryModelBuilder(configuration: WidgetSetup(kind: kind, family: family), fallback: .english)
            .model(for: RelativeSnapshot.make(today: today, locked: locked), on: today)
    }

    @Test func hexColoursReadAsComponentsInEitherCase() throws {
        let orange = try #require(RGBColor(hex: "#FF8000"))
        #expect(orange.red == 1 && orange.green == 128.0 / 255 && orange.blue == 0)
        #expect(RGBColor(hex: "#ff8000") == orange)
        #expect(RGBColor(hex: "#000000") == RGBColor(hex: "#000000") && RGBColor(hex: "#000000")?.red == 0)
    }

    @Test func anythingButHashAndSixHexDigitsIsRefused() {
        for text in ["", "#", "FF8000", "#FF800", "#FF80000", "#GG8000", "#FF 800", "＃FF8000", "#FF8000\n"] {
            #expect(RGBColor(hex: text) == nil, "\(text.debugDescription)")
        }
    }

    @Test func everyColourOfTheBuiltInThemeAndTheSamplesReads() {
        for colors in [BuiltInTheme.theme.colors, SampleSnapshots.englishUnlocked.theme.colors] {
            for hex in [colors.accent, colors.warning, colors.overdue, colors.text, colors.secondaryText, colors.background, colors.bar] {
                #expect(RGBColor(hex: hex) != nil, "\(hex)")
            }
        }
    }

    @Test func dueTextAndDotTakeTheirStatesColour() {
        let colors = BuiltInTheme.theme.colors
        #expect(colors.dueTextColor(for: .normal) == colors.secondaryText)
        #expect(colors.dueTextColor(for: .warning) == colors.warning)
        #expect(colors.dueTextColor(for: .overdue) == colors.overdue)
        #expect(colors.dueDotColor(for: .normal) == colors.bar)
        #expect(colors.dueDotColor(for: .warning) == colors.warning)
        #expect(colors.dueDotColor(for: .overdue) == colors.overdue)
    }

    @Test func theBadgeCountsWhatDidNotFitExceptOnTheLockScreen() {
        // Three open deadlines: small shows one, medium all three.
        #expect(model(.deadlines, .small).hiddenCountBadge == "+2")
        #expect(model(.deadlines, .accessoryRectangular).hiddenCountBadge == nil)
        #expect(model(.deadlines, .medium).hiddenCountBadge == nil)
        #expect(model(.vehicle, .small).hiddenCountBadge == nil)
    }

    @Test func theEconomyFigureIsPrivateLikeTheOdometer() throws {
        let content = VehicleContent(
            name: "Clio", subtitle: "Renault Clio · 2019", odometer: .hidden, rows: [],
            economy: VehicleEconomy(label: "6.8 l/100 km", title: "Last fill-up"))
        #expect(content.economyFigure == .sensitive("6.8 l/100 km"))
        #expect(VehicleContent(name: "Clio", subtitle: "", odometer: .hidden, rows: []).economyFigure == nil)
    }
}
