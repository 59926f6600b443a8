import GloveboxTestSupport
import Testing
@testable import AppCore

/// The bundled rates' edition is worked out without making their table; it must be the table's,
/// for the bundled file and for every text, including those that make no table.
@Suite struct BundledRatesEditionTests {
    @Test func theBundledEditionIsTheTablesEdition() {
        #expect(BundledRates.edition == (BundledRates.table?.edition ?? "none"))
        #expect(BundledRates.edition != "none")
    }

    @Test func randomTextsHaveTheEditionTheirTableHas() {
        let pieces = ["Date", "Date,USD,JPY,", "\n", "\r\n", "\r", "\u{2028}", "\u{85}", " ", "2024-01-02,1.1,160.2,",
                      "N/A", ",", "date", "D", "é"]
        var random = SplitMix(seed: 24)
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(BundledRateTable.edition(ofTableIn: text) == BundledRateTable(csv: text)?.edition, "\(text.debugDescription)")
        }
    }
}
