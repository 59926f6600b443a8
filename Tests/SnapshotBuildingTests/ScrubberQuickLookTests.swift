import GarageRules
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

    @Test func theQuickLookFindsARunAnywhereAndOnlyARun() {
        #expect(Scrubber.contains(Array("ab".utf8), in: Array("xxab".utf8)))
        #expect(Scrubber.contains(Array("ab".utf8), in: Array("ab".utf8)))
        #expect(Scrubber.contains(Array("ab".utf8), in: Array("xaby".utf8)))
        #expect(!Scrubber.contains(Array("ab".utf8), in: Array("axb".utf8)))
        #expect(!Scrubber.contains(Array("ab".utf8), in: Array("ba".utf8)))
        #expect(!Scrubber.contains(Array("abc".utf8), in: Array("ab".utf8)))
        #expect(!Scrubber.contains(Array("ab".utf8), in: []))
    }
}
