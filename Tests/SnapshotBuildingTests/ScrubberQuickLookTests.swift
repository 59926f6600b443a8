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

    @Test(arguments: [UInt64(21), 22, 23])
    func masksWhatSearchingEveryPlateMasks(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var masked = 0
        for _ in 0..<1_500 {
            let plates = (0..<Int(1 + random.next() % 4)).map { _ in Self.text(&random, count: Int(1 + random.next() % 3)) }
            let name = Self.text(&random, count: Int(random.next() % 8))
            let expected = Self.searchingEveryPlate(name, withheld: plates)
            let scrubbed = Scrubber(withheld: plates).scrub(name)
            #expect(scrubbed == expected, "seed \(seed): \(name.debugDescription) with \(plates)")
            if scrubbed != expected { return }
            if expected.contains(SnapshotBuilder.mask) { masked += 1 }
        }
        // Both answers must occur often, or the comparison tests one of them only.
        #expect(masked > 150)
        #expect(masked < 1_350)
    }

    /// A garage withholds every vehicle's plate: with many plates, several share their opening
    /// bytes, and one text holds several of them.
    @Test(arguments: [UInt64(31), 32])
    func masksWhatSearchingEveryPlateMasksAmongManyPlates(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var masked = 0
        for _ in 0..<300 {
            let plates = (0..<Int(20 + random.next() % 40)).map { _ in Self.text(&random, count: Int(1 + random.next() % 4)) }
            let name = Self.text(&random, count: Int(random.next() % 10))
            let expected = Self.searchingEveryPlate(name, withheld: plates)
            let scrubbed = Scrubber(withheld: plates).scrub(name)
            #expect(scrubbed == expected, "seed \(seed): \(name.debugDescription) with \(plates)")
            if scrubbed != expected { return }
            if expected.contains(SnapshotBuilder.mask) { masked += 1 }
        }
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
