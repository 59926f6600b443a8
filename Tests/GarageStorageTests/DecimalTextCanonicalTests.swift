import Testing
@testable import GarageStorage

/// `DecimalText.canonical` hands back a text that is canonical already as it is, and reads the
/// others by parts as it always did: the same answer for every text.
@Suite struct DecimalTextCanonicalTests {
    /// Every text of up to six characters over digits, `.`, `-` and a few that must be refused.
    static func texts(upTo length: Int, over alphabet: [String]) -> [String] {
        var all = [""]
        var level = [""]
        for _ in 0..<length {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += level
        }
        return all
    }

    @Test func theAnswerIsTheOneTheReadingByPartsGivesForEveryShortText() {
        for text in Self.texts(upTo: 6, over: ["0", "1", "9", ".", "-", "e"]) {
            #expect(DecimalText.canonical(text) == DecimalText.canonicalByParts(text), "\(text)")
        }
    }

    @Test func theAnswerIsTheSameForLongerAndUnusualTexts() {
        var generator = SplitMix(seed: 24)
        let alphabet: [String] = ["0", "0", "1", "5", "9", ".", "-", "+", " ", ",", "٣", "é", "\u{301}"]
        for _ in 0..<20_000 {
            let count = Int(generator.next() % 14)
            let text = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(DecimalText.canonical(text) == DecimalText.canonicalByParts(text), "\(text)")
        }
        for text in ["8.508", "0", "-0", "0.0", "-0.5", "00", "01.5", "1.50", "1.", ".5", "-", "-.", "123456789012345678901234.5"] {
            #expect(DecimalText.canonical(text) == DecimalText.canonicalByParts(text), "\(text)")
        }
    }

    @Test func aCanonicalTextIsItsOwnReading() {
        for text in ["8.508", "0", "-0.5", "12", "-3", "0.001"] {
            #expect(DecimalText.isCanonical(text))
            #expect(DecimalText.canonicalByParts(text) == text)
        }
        for text in ["-0", "00", "1.50", "1.", ".5", "", "-", "1e3", "+1"] {
            #expect(!DecimalText.isCanonical(text), "\(text)")
        }
    }

    /// A small seeded generator, so that a failure can be run again.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }
}
