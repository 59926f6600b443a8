import Foundation
import GarageRules
import GloveboxTestSupport
import Testing

/// The one way lengths are counted (`VisibleText`): as a person counts characters, and the same on
/// every side. Each expected count below is what a reader sees, counted by hand.
@Suite struct VisibleTextTests {
    @Test(arguments: [
        ("Clio", 4), ("Citroën", 7), ("Citroe\u{0308}n", 7), ("日本車", 3), ("🚗", 1), ("👍🏽", 1),
        ("👨‍👩‍👧", 1), ("🇵🇹", 1), ("🇵🇹🇪🇸", 2), ("🇵", 1), ("❤️", 1), ("a\u{200D}", 1), ("e\u{301}\u{302}", 1),
        ("Mum's Yaris", 11), ("", 0),
    ])
    func eachTextHasTheLengthAPersonCounts(_ text: String, _ length: Int) {
        #expect(VisibleText.length(of: text) == length, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func onTextsOfLettersAccentsAndEmojiItAgreesWithSwiftsGraphemes() {
        // The documented difference is only for scalars that are spacing parts of one cluster
        // (Hangul jamo); on everything else the two counts agree.
        let pieces = ["a", "Z", "é", "e\u{301}", "ß", "Ö", "日", "🚗", "👍🏽", "👨‍👩‍👧", "🇵🇹", " ", "-", "9", "ñ", "❤️"]
        var random = SplitMix(seed: 42)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(VisibleText.length(of: text) == text.count, "\(text)")
        }
        // Hangul syllable typed as three jamo: one cluster, counted as three (the limit is met sooner).
        #expect("\u{1100}\u{1161}\u{11A8}".count == 1 && VisibleText.length(of: "\u{1100}\u{1161}\u{11A8}") == 3)
    }

    @Test func theExtendingRangesHoldExactlyTheExtendingScalars() throws {
        // The server's check is made from these ranges: they must say what `isExtending` says.
        let ranges = VisibleText.extendingRanges
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound + 1 < $1.lowerBound })
        var random = SplitMix(seed: 9)
        for _ in 0..<20_000 {
            let value = UInt32.random(in: 0...0x10FFFF, using: &random)
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(ranges.contains { $0.contains(value) } == VisibleText.isExtending(scalar), "U+\(String(value, radix: 16))")
        }
        #expect(ranges.contains { $0.contains(0x0301) } && ranges.contains { $0.contains(0xFE0F) })
        #expect(!ranges.contains { $0.contains(0x0041) })
    }

    @Test func namesCompareRegardlessOfLetterCaseAndComposition() {
        #expect(NameKey.same("Oil", "oil") && NameKey.same("OIL", " oil "))
        #expect(NameKey.same("Öl", "öl"))
        #expect(NameKey.same("Citroën", "Citroe\u{0308}n"))
        #expect(!NameKey.same("Oil", "Oil change"))
    }
}
