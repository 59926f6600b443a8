import GloveboxTestSupport
import Testing
@testable import GarageRules

/// `GarageID.isValid` walks an id's bytes with one switch; the reading it replaced is kept here, and
/// the two must agree on every text: lengths about the limits, every kind of byte near the allowed ones.
@Suite struct GarageIDValidityTests {
    static func oracle(_ text: String) -> Bool {
        let bytes = text.utf8
        return (1...64).contains(bytes.count) && bytes.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        }
    }

    @Test func randomTextsAreJudgedAsTheOldReadingJudgedThem() {
        let pieces = ["a", "z", "m", "0", "9", "5", "-", "A", "Z", "`", "{", "/", ":", "_", " ", ".", "é", "\u{301}",
                      "0123456789abcdef", "٣"]
        var random = SplitMix(seed: 24)
        var valid = 0
        for _ in 0..<30_000 {
            let count = Int.random(in: 0...8, using: &random)
            var text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
            // Now and then a text about the 64-byte limit.
            if Int.random(in: 0..<8, using: &random) == 0 {
                text = String(repeating: "a", count: max(0, Int.random(in: 58...66, using: &random) - text.utf8.count)) + text
            }
            #expect(GarageID.isValid(text) == Self.oracle(text), "\(Array(text.unicodeScalars))")
            if Self.oracle(text) { valid += 1 }
        }
        #expect(valid > 1_000)
    }
}
