import Foundation
import GloveboxTestSupport
import Testing
@testable import WidgetContract

/// `DayPhrases` decodes its phrases one by one (see its `init(from:)`). On seeded random JSON, from
/// valid tables to every kind of wrong value at every place, it must decode what the synthesized
/// decoding of the same fields decodes and fail where it fails, with the same snapshot problem
/// (path and expected type). A text where they differ is shrunk to the fewest members.
@Suite struct DayPhrasesDecodingTests {
    /// The fields of `DayPhrases`, decoded as the compiler writes it.
    struct Synthesized: Decodable, Equatable {
        var from: Int
        var phrases: [String]
        var overdueFallback: String
    }

    /// A value under the `dayPhrases` key, so that errors have a path as they do in a snapshot.
    struct Holder<Value: Decodable>: Decodable {
        var dayPhrases: Value
    }

    /// What decoding `json` as `Value` gives: its fields, or the snapshot problem it is refused for.
    static func outcome<Value: Decodable>(_ json: String, as type: Value.Type, fields: (Value) -> Synthesized) -> String {
        do {
            let value = try SnapshotCoding.makeDecoder().decode(Holder<Value>.self, from: Data(json.utf8))
            return "\(fields(value.dayPhrases))"
        } catch {
            return "\(SnapshotCoding.problem(from: error))"
        }
    }

    static func difference(_ members: [String]) -> String? {
        let json = "{\"dayPhrases\": {" + members.joined(separator: ",") + "}}"
        let written = outcome(json, as: DayPhrases.self) { Synthesized(from: $0.from, phrases: $0.phrases, overdueFallback: $0.overdueFallback) }
        let synthesized = outcome(json, as: Synthesized.self) { $0 }
        return written == synthesized ? nil : "\(json): written \(written), synthesized \(synthesized)"
    }

    /// A JSON value of any type, strings likeliest.
    static func value(using random: inout SplitMix, depth: Int = 0) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return "null"
        case 1: return "\(Int.random(in: -200...200, using: &random))"
        case 2: return "1.5"
        case 3: return Bool.random(using: &random) ? "true" : "false"
        case 4: return "{\"a\": 1}"
        case 5 where depth == 0: return "[" + (0..<Int.random(in: 0...3, using: &random)).map { _ in value(using: &random, depth: 1) }.joined(separator: ",") + "]"
        default: return "\"p\(Int.random(in: 0...99, using: &random))\""
        }
    }

    /// The members of a phrase table: usually right, each now and then wrong, missing or doubled
    /// by an unknown one.
    static func members(using random: inout SplitMix) -> [String] {
        var members: [String] = []
        func maybeWrong(_ right: String) -> String {
            Int.random(in: 0..<6, using: &random) == 0 ? value(using: &random) : right
        }
        if Int.random(in: 0..<8, using: &random) > 0 { members.append("\"from\": " + maybeWrong("-60")) }
        if Int.random(in: 0..<8, using: &random) > 0 {
            let phrases: String
            if Int.random(in: 0..<4, using: &random) == 0 {
                phrases = value(using: &random)
            } else {
                let count = Int.random(in: 0...12, using: &random)
                phrases = "[" + (0..<count).map { index in
                    Int.random(in: 0..<15, using: &random) == 0 ? value(using: &random, depth: 1) : "\"In \(index) days\""
                }.joined(separator: ",") + "]"
            }
            members.append("\"phrases\": " + phrases)
        }
        if Int.random(in: 0..<8, using: &random) > 0 { members.append("\"overdueFallback\": " + maybeWrong("\"Overdue\"")) }
        if Int.random(in: 0..<10, using: &random) == 0 { members.append("\"extra\": 1") }
        members.shuffle(using: &random)
        return members
    }

    @Test func theWrittenDecodingAgreesWithTheSynthesizedOneOnRandomTables() {
        var random = SplitMix(seed: 0xDA7F)
        var differences: [String] = []
        var decoded = 0
        for _ in 0..<4_000 {
            let members = Self.members(using: &random)
            if (try? SnapshotCoding.makeDecoder().decode(
                Holder<DayPhrases>.self, from: Data(("{\"dayPhrases\": {" + members.joined(separator: ",") + "}}").utf8))) != nil {
                decoded += 1
            }
            guard Self.difference(members) != nil else { continue }
            let smallest = ListShrinker.smallest(members) { Self.difference($0) != nil }
            differences.append(Self.difference(smallest) ?? "")
        }
        #expect(differences.isEmpty, "\(Set(differences).sorted().prefix(5))")
        #expect(decoded > 1_000, "only \(decoded) tables decoded: the random tables no longer reach success")
    }

    @Test func aTableOfTheRealSizeDecodesEveryPhraseInOrder() throws {
        let phrases = (DayPhrases.firstOffset...DayPhrases.lastOffset).map { "phrase \($0)" }
        let table = DayPhrases(phrases: phrases, overdueFallback: "Overdue")
        let decoded = try SnapshotCoding.makeDecoder().decode(DayPhrases.self, from: JSONEncoder().encode(table))
        #expect(decoded == table)
        #expect(decoded.phrases.count == DayPhrases.count)
    }
}
