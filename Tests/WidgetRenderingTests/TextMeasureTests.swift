import Testing
import WidgetRendering

@Suite struct TextMeasureTests {
    @Test func shortTextIsKeptWhole() {
        #expect(TextMeasure.truncate("Oil", toWidth: 100, fontSize: 12) == "Oil")
    }

    @Test func longTextIsCutWithAnEllipsisThatFits() {
        let cut = TextMeasure.truncate("Kraftfahrzeughaftpflichtversicherung", toWidth: 100, fontSize: 12)
        #expect(cut.hasSuffix("…"))
        #expect(cut.count < 36)
        #expect(TextMeasure.width(of: cut, fontSize: 12) <= 100)
    }

    /// Advance widths in ems of DejaVu Sans and DejaVu Sans Bold (advance ÷ 2048 units per em),
    /// read from the fonts' `hmtx` tables: facts the estimate must never fall below.
    static let dejaVuAdvances: [(Character, regular: Double, bold: Double)] = [
        ("a", 0.6128, 0.6748), ("b", 0.6348, 0.7158), ("d", 0.6348, 0.7158), ("g", 0.6348, 0.7158),
        ("h", 0.6338, 0.7119), ("n", 0.6338, 0.7119), ("p", 0.6348, 0.7158), ("q", 0.6348, 0.7158),
        ("u", 0.6338, 0.7119), ("m", 0.9741, 1.0420), ("w", 0.8179, 0.9238), ("M", 0.8628, 0.9951),
        ("W", 0.9888, 1.1030), ("0", 0.6362, 0.6958), ("€", 0.6362, 0.6958), ("é", 0.6152, 0.6782),
        ("æ", 0.9819, 1.0479), ("œ", 1.0229, 1.0942), ("Æ", 0.9741, 1.0850), ("Œ", 1.0698, 1.1670),
    ]

    @Test func theEstimateIsNeverNarrowerThanDejaVuSans() {
        for (character, regular, bold) in Self.dejaVuAdvances {
            let text = String(character)
            #expect(TextMeasure.width(of: text, fontSize: 1) >= regular, "\(character) regular")
            #expect(TextMeasure.width(of: text, fontSize: 1, bold: true) >= bold, "\(character) bold")
        }
    }

    @Test func capitalsAndWideLettersCountWiderThanNarrowOnes() {
        #expect(TextMeasure.width(of: "WWW", fontSize: 10) > TextMeasure.width(of: "iii", fontSize: 10))
        #expect(TextMeasure.width(of: "ÉÉ", fontSize: 10) >= TextMeasure.width(of: "EE", fontSize: 10))
        #expect(TextMeasure.width(of: "ab", fontSize: 10, bold: true) > TextMeasure.width(of: "ab", fontSize: 10))
    }

    @Test func wrappingBreaksAtSpacesAndCutsTheLastLine() {
        let lines = TextMeasure.wrap("Öffne Glovebox zum Aktualisieren der Widgets bitte jetzt", toWidth: 90, fontSize: 12, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[0] == "Öffne")
        #expect(lines[1].hasSuffix("…"))
        for line in lines { #expect(TextMeasure.width(of: line, fontSize: 12) <= 90) }
    }

    @Test func fittingSizeShrinksUntilTheTextFits() {
        let size = TextMeasure.fittingSize("€1,312.40", toWidth: 150, size: 26, minSize: 16, bold: true)
        #expect(size < 26)
        #expect(TextMeasure.width(of: "€1,312.40", fontSize: size, bold: true) <= 150)
        #expect(TextMeasure.fittingSize("€1", toWidth: 150, size: 26, minSize: 16) == 26)
    }

    @Test func terminalWidthCountsWideAndCombiningCharacters() {
        #expect(TerminalWidth.of("abc") == 3)
        #expect(TerminalWidth.of("日本") == 4)
        #expect(TerminalWidth.of("e\u{301}") == 1)
        #expect(TerminalWidth.truncate("abcdef", to: 4) == "abc…")
        #expect(TerminalWidth.pad("ab", to: 4) == "ab  ")
    }

    @Test func xmlEscapingCoversMarkupQuotesAndControlCharacters() {
        #expect(XMLEscaping.escape("<a href=\"x\">&'</a>") == "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;")
        #expect(XMLEscaping.escape("a\u{0}b\u{7}c\nd") == "abc d")
        #expect(XMLEscaping.fontFamily("Inter', sans-serif; x:url(") == "Inter sans-serif xurl")
    }
}
