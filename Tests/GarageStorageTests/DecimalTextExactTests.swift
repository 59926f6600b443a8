import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// `DecimalText.decimal` against Foundation's reading (`ExchangeRate.parseDecimal`) on random text:
/// the same value, the same printed text (fingerprints print it), the same refusals.
@Suite struct DecimalTextExactTests {
    /// Random text near the edges: digits with leading and trailing zeros, a point anywhere, up to 40
    /// characters (past the length limit and past 18 significant digits), now and then a wrong byte.
    static func text(_ random: inout SplitMix) -> String {
        let length = Int.random(in: 0...40, using: &random)
        var text = ""
        for _ in 0..<length {
            switch Int.random(in: 0..<20, using: &random) {
            case 0...5: text += "0"
            case 6: text += "."
            case 7 where Int.random(in: 0..<8, using: &random) == 0: text += ["-", "e", " ", ",", "٣"][Int.random(in: 0..<5, using: &random)]
            default: text += String(Int.random(in: 0...9, using: &random))
            }
        }
        // Mostly short, as cells are.
        if Int.random(in: 0..<3, using: &random) > 0 { text = String(text.prefix(Int.random(in: 1...12, using: &random))) }
        return text
    }

    @Test func readsWhatFoundationReadsOnRandomText() {
        var random = SplitMix(seed: 243)
        var read = 0
        for round in 0..<20_000 {
            let text = Self.text(&random)
            let exact = DecimalText.decimal(text)
            let foundation = ExchangeRate.parseDecimal(text)
            #expect(exact == foundation, "round \(round): '\(text)'")
            #expect(exact.map { "\($0)" } == foundation.map { "\($0)" }, "round \(round): '\(text)' prints differently")
            if exact != nil { read += 1 }
        }
        // Both accepted and refused text must come up often, or one half goes untested.
        #expect(read > 2_000 && read < 18_000, "\(read) read")
    }

    @Test(arguments: ["8.331", "0.005", "007.50", "123456789012345678", "1234567890.12345678", "0", "0.000", "999999999999999999.9"])
    func readsTheEdgesAsFoundationDoes(_ text: String) throws {
        let exact = try #require(DecimalText.decimal(text))
        #expect(exact == ExchangeRate.parseDecimal(text))
        #expect("\(exact)" == "\(ExchangeRate.parseDecimal(text)!)")
    }

    @Test(arguments: ["", ".", "1.", ".5", "1..2", "1.2.3", "-1", "1e3", String(repeating: "1", count: 31)])
    func refusesWhatFoundationsReaderRefuses(_ text: String) {
        #expect(DecimalText.decimal(text) == nil)
        #expect(ExchangeRate.parseDecimal(text) == nil)
    }
}
