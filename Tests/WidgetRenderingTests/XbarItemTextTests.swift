import Testing
@testable import WidgetRendering

/// An xbar item's text never holds the bytes the bar reads as its own: a `|` (which starts the
/// item's parameters, `bash=` among them) or a leading `-` (a separator or a submenu). The bar reads
/// bytes, so a `|` or a `-` that a combining mark follows — one Character with it — counts too.
@Suite struct XbarItemTextTests {
    @Test func aPipeIsReplacedEvenWhenAMarkCombinesWithIt() {
        let text = XbarRenderer.itemText("Car |\u{301} bash=/tmp/x terminal=false")
        #expect(!text.unicodeScalars.contains("|"), "\(text.unicodeScalars.map(\.value))")
        #expect(text == "Car ¦\u{301} bash=/tmp/x terminal=false")
        #expect(XbarRenderer.itemText("a|b||c") == "a¦b¦¦c")
    }

    @Test func leadingDashesGoEvenWhenAMarkCombinesWithOne() {
        #expect(XbarRenderer.itemText("--- Clio") == "Clio")
        #expect(!XbarRenderer.itemText("-\u{301}x").unicodeScalars.starts(with: ["-"]))
        #expect(XbarRenderer.itemText("Clio - 3 days") == "Clio - 3 days")
    }

    @Test func spacesAndTabsAreTrimmedAndNothingLeftIsADot() {
        #expect(XbarRenderer.itemText("\u{00A0} Clio\t\u{2003}") == "Clio")
        #expect(XbarRenderer.itemText(" - ") == "·")
        #expect(XbarRenderer.itemText(" -- Clio") == "Clio")
        #expect(XbarRenderer.itemText("") == "·")
        // A line break is not the `.whitespaces` set: it stays for the caller to have refused.
        #expect(XbarRenderer.itemText("Clio\n") == "Clio\n")
    }
}
