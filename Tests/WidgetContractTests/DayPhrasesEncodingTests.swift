import Foundation
import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `DayPhrases` encodes its phrases one by one (see its `encode(to:)`). With the snapshot's own
/// encoder, it must write the very bytes the synthesized encoding of the same fields writes, on
/// seeded random tables: any length, phrases empty or with quotes, backslashes, slashes, control
/// characters and text outside ASCII. A table where they differ is shrunk to the fewest phrases.
@Suite struct DayPhrasesEncodingTests {
    /// The fields of `DayPhrases`, encoded as the compiler writes it.
    struct Synthesized: Encodable {
        var from: Int
        var phrases: [String]
        var overdueFallback: String
    }

    /// A value under the `dayPhrases` key, as it sits in a snapshot.
    struct Holder<Value: Encodable>: Encodable {
        var dayPhrases: Value
    }

    static let pieces = ["In ", "days", "\"", "\\", "/", "\n", "\u{1}", "é", "日", "👍🏽", "", " ", "Überfällig"]

    static func phrase(using random: inout SplitMix) -> String {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// Both encodings of the table, as text.
    static func encodings(from: Int, phrases: [String], fallback: String) throws -> (written: String, synthesized: String) {
        let encoder = SnapshotCoding.makeEncoder()
        let written = try encoder.encode(Holder(dayPhrases: DayPhrases(from: from, phrases: phrases, overdueFallback: fallback)))
        let synthesized = try encoder.encode(Holder(dayPhrases: Synthesized(from: from, phrases: phrases, overdueFallback: fallback)))
        return (String(decoding: written, as: UTF8.self), String(decoding: synthesized, as: UTF8.self))
    }

    @Test func theWrittenEncodingIsTheSynthesizedOnesBytesOnRandomTables() throws {
        var random = SplitMix(seed: 0xDA7E)
        for _ in 0..<300 {
            let from = Int.random(in: -200...200, using: &random)
            var phrases = (0..<Int.random(in: 0...DayPhrases.count, using: &random)).map { _ in Self.phrase(using: &random) }
            let fallback = Self.phrase(using: &random)
            guard try Self.differ(from: from, phrases: phrases, fallback: fallback) else { continue }
            // Shrink: drop phrases while the encodings still differ.
            var index = 0
            while index < phrases.count {
                var fewer = phrases
                fewer.remove(at: index)
                if try Self.differ(from: from, phrases: fewer, fallback: fallback) { phrases = fewer } else { index += 1 }
            }
            let (written, synthesized) = try Self.encodings(from: from, phrases: phrases, fallback: fallback)
            Issue.record("from \(from), phrases \(phrases), fallback \(fallback): written \(written), synthesized \(synthesized)")
            return
        }
    }

    @Test func anEmptyTableAndOneOfAnEmptyPhraseEncodeAsSynthesized() throws {
        for phrases in [[], [""], ["", ""]] as [[String]] {
            let (written, synthesized) = try Self.encodings(from: -60, phrases: phrases, fallback: "")
            #expect(written == synthesized, "\(phrases)")
        }
    }

    @Test func theSampleTableEncodesAsItDecodes() throws {
        let table = SampleSnapshots.englishUnlocked.dayPhrases
        let (written, synthesized) = try Self.encodings(from: table.from, phrases: table.phrases, fallback: table.overdueFallback)
        #expect(written == synthesized)
        let decoded = try SnapshotCoding.makeDecoder().decode(Holder<DayPhrases>.Decoded.self, from: Data(written.utf8))
        #expect(decoded.dayPhrases == table)
        #expect(table.phrases.count == DayPhrases.count)
    }

    static func differ(from: Int, phrases: [String], fallback: String) throws -> Bool {
        let (written, synthesized) = try encodings(from: from, phrases: phrases, fallback: fallback)
        return written != synthesized
    }
}

extension DayPhrasesEncodingTests.Holder where Value == DayPhrases {
    /// The holder read back.
    struct Decoded: Decodable {
        var dayPhrases: DayPhrases
    }
}
