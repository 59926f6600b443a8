@testable import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import SnapshotBuilding

/// The scrubber's quick look (a plate's key bytes must run in the text's folded bytes before its
/// search) masks exactly what searching with every plate masks, on seeded random names and plates.
@Suite struct ScrubberQuickLookTests {
    /// What the scrubber masked before the quick look: every plate searched, longest first, a span a
    /// longer plate took left alone.
    static func searchingEveryPlate(_ original: String, withheld: [String]) -> String {
        let text = SafeText.displayed(original)
        let matchers = withheld.compactMap { PlateMatcher(plate: $0) }.sorted { $0.key.count > $1.key.count }
        let folded = PlateMatcher.foldedCharacters(of: text)
        var spans: [Range<String.Index>] = []
        for matcher in matchers {
            for span in matcher.ranges(in: text, folded: folded) where !spans.contains(where: { $0.overlaps(span) }) {
                spans.append(span)
            }
        }
        var result = text
        for span in spans.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            result.replaceSubrange(span, with: SnapshotBuilder.mask)
        }
        return result
    }

    static let pieces = ["A", "B", "1", "2", "ab", "12", "-", " ", "é", "E\u{301}", "ﬁ", "Ｂ", "ß", "\r\n", "Clio", "ab-12"]

    static func text(_ random: inout SplitMix, count: Int) -> String {
        (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    /// `rounds` random names, each scrubbed of a random number of plates (`plates`), compared with
    /// searching every plate; answers how many names the search masked.
    static func compareWithSearchingEveryPlate(
        seed: UInt64, rounds: Int, plates: ClosedRange<Int>, plateLength: ClosedRange<Int>, nameLength: ClosedRange<Int>
    ) -> Int {
        var random = SplitMix(seed: seed)
        var masked = 0
        for _ in 0..<rounds {
            let withheld = (0..<Int.random(in: plates, using: &random)).map { _ in
                Self.text(&random, count: Int.random(in: plateLength, using: &random))
            }
            let name = Self.text(&random, count: Int.random(in: nameLength, using: &random))
            let expected = Self.searchingEveryPlate(name, withheld: withheld)
            let scrubbed = Scrubber(withheld: withheld).scrub(name)
            #expect(scrubbed == expected, "seed \(seed): \(name.debugDescription) with \(withheld)")
            if scrubbed != expected { return masked }
            if expected.contains(SnapshotBuilder.mask) { masked += 1 }
        }
        return masked
    }

    @Test(arguments: [UInt64(21), 22, 23])
    func masksWhatSearchingEveryPlateMasks(seed: UInt64) {
        let masked = Self.compareWithSearchingEveryPlate(seed: seed, rounds: 1_500, plates: 1...4, plateLength: 1...3, nameLength: 0...7)
        // Both answers must occur often, or the comparison tests one of them only.
        #expect(masked > 150)
        #expect(masked < 1_350)
    }

    /// A garage withholds every vehicle's plate: with many plates, several share their opening
    /// bytes, and one text holds several of them.
    @Test(arguments: [UInt64(31), 32])
    func masksWhatSearchingEveryPlateMasksAmongManyPlates(seed: UInt64) {
        let masked = Self.compareWithSearchingEveryPlate(seed: seed, rounds: 300, plates: 20...59, plateLength: 1...4, nameLength: 0...9)
        #expect(masked > 30)
        #expect(masked < 290)
    }

    /// The one pass finds a key that runs anywhere, and only one that runs, with keys sharing an
    /// opening, a key inside another, and keys it does not look for.
    @Test func theQuickLookFindsARunAnywhereAndOnlyARun() {
        let keys: [[UInt8]?] = [Array("ab12".utf8), Array("ab".utf8), Array("abc".utf8), nil, Array("x".utf8), Array("12".utf8)]
        let openings = KeyOpenings(keys)
        #expect(openings.keysPresent(in: Array("xxab".utf8)) == [false, true, false, false, false, false])
        #expect(openings.keysPresent(in: Array("ab12".utf8)) == [true, true, false, false, false, true])
        #expect(openings.keysPresent(in: Array("zabc1".utf8)) == [false, true, true, false, false, false])
        #expect(openings.keysPresent(in: Array("axb12x".utf8)) == [false, false, false, false, false, true])
        #expect(openings.keysPresent(in: Array("ba".utf8)) == [false, false, false, false, false, false])
        #expect(openings.keysPresent(in: Array("a".utf8)) == [false, false, false, false, false, false])
        #expect(openings.keysPresent(in: []) == [false, false, false, false, false, false])
        #expect(KeyOpenings([]).keysPresent(in: Array("ab".utf8)) == [])
        for text in ["xxab", "ab12", "zabc1", "axb12x", "ba", "a", "", "x", "xx12"] {
            let bytes = Array(text.utf8)
            #expect(openings.anyKeyPresent(in: bytes) == openings.keysPresent(in: bytes).contains(true), "\(text)")
        }
        #expect(!KeyOpenings([]).anyKeyPresent(in: Array("ab".utf8)))
    }

    /// The bytes the first look folds are the characters the search folds, for every ASCII text,
    /// and no other text is read as bytes.
    @Test func asciiTextsFoldToTheSameBytesAsToCharacters() {
        var random = SplitMix(seed: 33)
        for _ in 0..<5_000 {
            let text = Self.text(&random, count: Int(random.next() % 8))
            let bytes = PlateMatcher.asciiFoldedBytes(of: text)
            let characters = PlateMatcher.asciiFoldedCharacters(of: text)
            #expect((bytes == nil) == (characters == nil), "\(text.debugDescription)")
            if let bytes, let characters {
                #expect(bytes == characters.map { $0.character.asciiValue! }, "\(text.debugDescription)")
            }
        }
    }
}
