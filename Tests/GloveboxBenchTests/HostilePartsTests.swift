import Foundation
import GloveboxBench
import GloveboxTestSupport
import Testing
import WidgetContract

/// The hostile part files stay within the reader's cap (but the one shape made to exceed it), and
/// the two made from a real part keep its shape where they mean to: the long phrases are a valid
/// part that a widget decodes and draws whole.
@Suite struct HostilePartsTests {
    let template: Data

    init() throws {
        let part = try #require(SampleSnapshots.englishUnlocked.parts().first { $0.widget == .deadlines })
        template = try SnapshotCoding.encode(part)
    }

    @Test func everyShapeButOversizeFitsUnderTheCapAndOversizeExceedsIt() {
        var random = SeededRandom(seed: 24)
        for index in 0..<(HostileParts.Shape.allCases.count * 3) {
            let (shape, bytes) = HostileParts.make(index: index, template: template, random: &random)
            if shape == .oversize {
                #expect(bytes.count > WidgetPart.maximumFileSize)
            } else {
                #expect(bytes.count <= WidgetPart.maximumFileSize, "\(shape)")
                #expect(bytes.count >= WidgetPart.maximumFileSize / 4 - 16, "\(shape)")
            }
        }
    }

    @Test func theLongPhrasesAreAValidPartNearTheCap() throws {
        var random = SeededRandom(seed: 1)
        let index = try #require(HostileParts.Shape.allCases.firstIndex(of: .phrases))
        let (_, bytes) = HostileParts.make(index: index, template: template, random: &random)

        let part = try SnapshotCoding.decode(WidgetPart.self, from: bytes)

        #expect(bytes.count > WidgetPart.maximumFileSize * 9 / 10)
        guard case .deadlines(let section) = part.section else {
            Issue.record("not the deadlines part")
            return
        }
        #expect(section.dayPhrases.phrases.allSatisfy { $0.hasPrefix("é漢😀a") })
    }

    @Test func theRowsFillTheCapWithCopiesOfARow() throws {
        var random = SeededRandom(seed: 1)
        let (_, bytes) = HostileParts.make(index: 0, template: template, random: &random)
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let rows = try #require((object["section"] as? [String: Any])?["deadlines"] as? [Any])

        #expect(bytes.count > WidgetPart.maximumFileSize * 9 / 10 && bytes.count <= WidgetPart.maximumFileSize)
        #expect(rows.count > 50)
    }
}
