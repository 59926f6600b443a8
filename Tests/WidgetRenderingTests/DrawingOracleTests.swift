import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract
import WidgetRendering

/// The drawings' independent check catches what a rewritten golden file would hide: each case takes
/// a correct drawing, breaks one thing the way a bug in the entry models or the renderers would, and
/// expects `DrawingOracle` to name it.
@Suite struct DrawingOracleTests {
    static let snapshot = RelativeSnapshot.make(today: RenderingSamples.today)
    static let today = RenderingSamples.today.isoString

    static func drawings(_ kind: WidgetKind, _ family: WidgetSize, vehicle: String? = nil) -> (svg: String, text: String) {
        let model = RenderingSamples.model(kind, family, vehicle: vehicle)
        return (SVGRenderer().render(model), PlainTextRenderer(usesColor: false).render(model))
    }

    static func expected(_ kind: WidgetKind, _ family: WidgetSize, vehicle: String? = nil) -> DrawingExpectation {
        DrawingExpectation(kind, family, snapshot: snapshot, vehicleId: vehicle, day: today)
    }

    @Test func theCorrectDrawingsPass() {
        let (svg, text) = Self.drawings(.deadlines, .medium)
        #expect(DrawingOracle.problems(svg: svg, Self.expected(.deadlines, .medium)).isEmpty)
        #expect(DrawingOracle.problems(text: text, Self.expected(.deadlines, .medium)).isEmpty)
    }

    @Test func aPhraseOneDayOffIsCaught() {
        let (svg, text) = Self.drawings(.deadlines, .medium)
        let expected = Self.expected(.deadlines, .medium)
        #expect(!DrawingOracle.problems(svg: svg.replacingOccurrences(of: ">In 3 days<", with: ">In 4 days<"), expected).isEmpty)
        #expect(!DrawingOracle.problems(text: text.replacingOccurrences(of: "In 3 days", with: "In 4 days"), expected).isEmpty)
    }

    @Test func rowsOutOfUrgencyOrderAreCaught() {
        let (_, text) = Self.drawings(.maintenance, .medium)
        // The overdue belt and the tyres in warning, swapped.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let belt = lines.firstIndex(where: { $0.contains("Timing belt") }),
              let tyres = lines.firstIndex(where: { $0.contains("Tyres") })
        else {
            Issue.record("the drawing lacks its rows")
            return
        }
        var swapped = lines
        swapped.swapAt(belt, tyres)
        #expect(!DrawingOracle.problems(text: swapped.joined(separator: "\n"), Self.expected(.maintenance, .medium)).isEmpty)
    }

    @Test func aWrongStateMarkIsCaught() {
        let (svg, text) = Self.drawings(.maintenance, .medium)
        let expected = Self.expected(.maintenance, .medium)
        #expect(!DrawingOracle.problems(text: text.replacingOccurrences(of: "‼ Timing belt", with: "! Timing belt"), expected).isEmpty)
        let warning = Self.snapshot.theme.colors.warning
        let overdue = Self.snapshot.theme.colors.overdue
        #expect(!DrawingOracle.problems(svg: svg.replacingOccurrences(of: "r=\"4\" fill=\"\(overdue)\"", with: "r=\"4\" fill=\"\(warning)\""), expected).isEmpty)
    }

    @Test func aBarOfTheWrongHeightOrLengthIsCaught() {
        let (svg, text) = Self.drawings(.spend, .large)
        let expected = Self.expected(.spend, .large)
        #expect(DrawingOracle.problems(svg: svg, expected).isEmpty && DrawingOracle.problems(text: text, expected).isEmpty)
        // The June bar (ratio 0.2) a little too long in text; the August one (1.0) half as tall in SVG.
        let longer = text.replacingOccurrences(of: "m6  █████████░", with: "m6  ██████████")
        #expect(longer != text)
        #expect(!DrawingOracle.problems(text: longer, expected).isEmpty)
        let inspector = SVGInspector(svg)
        let august = inspector.elements.first { $0.name == "rect" && $0.links.last?.hasSuffix("month=2026-08") == true }
        let height = august?.attributes["height"] ?? "none"
        let shorter = svg.replacingOccurrences(of: "height=\"\(height)\" fill", with: "height=\"61.5\" fill")
        #expect(shorter != svg)
        #expect(!DrawingOracle.problems(svg: shorter, expected).isEmpty)
    }

    @Test func aValueTheLockHidesIsCaught() {
        let locked = RelativeSnapshot.make(today: RenderingSamples.today, locked: true)
        let expected = DrawingExpectation(
            .vehicle, .medium, snapshot: locked, day: Self.today, hidden: DrawingExpectation.sensitiveLabels(of: Self.snapshot))
        let text = PlainTextRenderer(usesColor: false).render(RenderingSamples.model(.vehicle, .medium, locked: true))
        #expect(DrawingOracle.problems(text: text, expected).isEmpty)
        #expect(!DrawingOracle.problems(text: text.replacingOccurrences(of: "▒▒▒▒▒▒    ", with: "84,210 km "), expected).isEmpty)
    }

    @Test func aDrawingOfAnotherSizeIsCaught() {
        let (svg, _) = Self.drawings(.deadlines, .small)
        #expect(!DrawingOracle.problems(svg: svg, Self.expected(.deadlines, .medium)).isEmpty)
    }

    @Test func civilDaysAgreeWithPythonsCalendarOverThreeCenturies() throws {
        // Python's `datetime.date` is the reference; the test's day numbers must match it.
        let output = try PythonOracle.run("""
            import datetime
            day = datetime.date(1900, 1, 1)
            while day.year < 2200:
                print(day.isoformat(), (day - datetime.date(1970, 1, 1)).days)
                day += datetime.timedelta(days=97)
            """)
        var checked = 0
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            let (iso, number) = (String(parts[0]), Int(parts[1])!)
            #expect(CivilDays.number(iso) == number, "\(iso)")
            #expect(CivilDays.iso(number) == iso, "\(number)")
            checked += 1
        }
        #expect(checked > 1_000)
        #expect(CivilDays.month(3, after: "2026-11-29") == "2027-02")
        #expect(CivilDays.month(-11, after: "2026-11-29") == "2025-12")
    }

    @Test func theHandWrittenCLDRNumbersGroupAsCLDRSays() {
        #expect(CLDRByHand.grouped(2_353, "en") == "2,353")
        #expect(CLDRByHand.grouped(2_353, "es") == "2353", "minimum grouping digits 2")
        #expect(CLDRByHand.grouped(84_210, "es") == "84.210")
        #expect(CLDRByHand.grouped(84_210, "pt-PT") == "84\u{00A0}210")
        #expect(CLDRByHand.grouped(2_353, "fr") == "2\u{202F}353")
        #expect(CLDRByHand.grouped(1_284_210, "de") == "1.284.210")
        #expect(CLDRByHand.money(Decimal(string: "1046.75")!, symbol: "€", "de") == "1.046,75\u{00A0}€")
        #expect(CLDRByHand.money(Decimal(string: "312.4")!, symbol: "£", "en") == "£312.40")
        #expect(CLDRByHand.plural(0, "fr") == .one && CLDRByHand.plural(0, "en") == .other)
    }
}
