import Foundation
import WidgetContract

/// Hostile widget part files: what a process other than the app could leave in the shared
/// container under a part's name, shaped to cost a parser the most memory within the reader's cap
/// (``WidgetPart/maximumFileSize``), and some over it.
///
/// Each file is one of ``Shape``'s, sized at random up to the cap (the rows and phrases shapes fill
/// it), from a seed: the same seed gives the same files everywhere.
public enum HostileParts {
    /// How a hostile file is made.
    public enum Shape: String, CaseIterable, Codable, Sendable {
        /// A real part whose list holds as many copies of a row as fit under the cap.
        case rows
        /// A real part whose 181 day phrases are as long as fit, in several scripts: valid, decoded and drawn.
        case phrases
        /// A real part whose title is one long string of `\u` escapes.
        case longString
        /// Arrays nested as deep as the bytes allow.
        case nestedArrays
        /// Objects nested as deep as the bytes allow.
        case nestedObjects
        /// One object with thousands of members.
        case manyKeys
        /// Numbers of hundreds of digits and huge exponents.
        case hugeNumbers
        /// An array of empty objects.
        case emptyObjects
        /// Random bytes.
        case randomBytes
        /// A string of escaped surrogate pairs.
        case surrogatePairs
        /// An array of small integers.
        case smallIntegers
        /// A real part padded with spaces past the cap: refused from its size, unread.
        case oversize
    }

    /// The `index`-th hostile file from `template` (a real part's bytes): its shape and bytes.
    public static func make(index: Int, template: Data, random: inout SeededRandom) -> (Shape, Data) {
        let shape = Shape.allCases[index % Shape.allCases.count]
        let cap = WidgetPart.maximumFileSize
        // Most shapes take a random size up to the cap, so that the worst case is looked for at every size.
        let size = random.int(in: cap / 4...cap)
        let object = (try? JSONSerialization.jsonObject(with: template)) as? [String: Any] ?? [:]
        let bytes: Data = switch shape {
        case .rows: fillingRows(object, cap: cap)
        case .phrases: longPhrases(object, cap: cap)
        case .longString: withTitle(object, cap: size) { count in String(repeating: "\\u00e9", count: count) }
        case .nestedArrays: Data((String(repeating: "[", count: size / 2) + String(repeating: "]", count: size / 2)).utf8)
        case .nestedObjects:
            Data((String(repeating: "{\"a\":", count: size / 6) + "0" + String(repeating: "}", count: size / 6)).utf8)
        case .manyKeys: Data(("{" + (0..<(size / 12)).map { "\"k\($0)\":0" }.joined(separator: ",") + "}").utf8)
        case .hugeNumbers:
            Data(("[" + (0..<(size / 320)).map { _ in String(repeating: "9", count: 300) + "e999999" }.joined(separator: ",") + "]").utf8)
        case .emptyObjects: Data(("[" + Array(repeating: "{}", count: size / 3).joined(separator: ",") + "]").utf8)
        case .randomBytes: Data((0..<size).map { _ in UInt8.random(in: 0...255, using: &random) })
        case .surrogatePairs: Data(("[\"" + String(repeating: "\\ud83d\\ude00", count: size / 12) + "\"]").utf8)
        case .smallIntegers: Data(("[" + Array(repeating: "0", count: size / 2).joined(separator: ",") + "]").utf8)
        case .oversize: template + Data(repeating: UInt8(ascii: " "), count: random.int(in: cap...(4 << 20)))
        }
        return (shape, bytes)
    }

    /// The part's first list (rows, or a spend entry's months) repeated to just under `cap` bytes.
    static func fillingRows(_ object: [String: Any], cap: Int) -> Data {
        var part = object
        var section = part["section"] as? [String: Any] ?? [:]
        let key = ["deadlines", "maintenance", "spend"].first { (section[$0] as? [Any])?.isEmpty == false } ?? "deadlines"
        let row = (section[key] as? [Any])?.first ?? ["id": "x", "label": "row"]
        let rowBytes = ((try? JSONSerialization.data(withJSONObject: row)) ?? Data()).count + 1
        let base = ((try? JSONSerialization.data(withJSONObject: part)) ?? Data()).count
        section[key] = Array(repeating: row, count: max(1, (cap - base) / rowBytes - 1))
        part["section"] = section
        return (try? JSONSerialization.data(withJSONObject: part)) ?? Data()
    }

    /// The part with each of its day phrases as long as fits in `cap` bytes, in several scripts.
    static func longPhrases(_ object: [String: Any], cap: Int) -> Data {
        var part = object
        var section = part["section"] as? [String: Any] ?? [:]
        guard var phrases = section["dayPhrases"] as? [String: Any] else { return fillingRows(object, cap: cap) }
        let base = ((try? JSONSerialization.data(withJSONObject: part)) ?? Data()).count
        // "é漢😀a" is 2 + 3 + 4 + 1 bytes of UTF-8.
        let each = max(0, (cap - base) / DayPhrases.count - 8) / 10
        phrases["phrases"] = Array(repeating: String(repeating: "é漢😀a", count: each), count: DayPhrases.count)
        section["dayPhrases"] = phrases
        part["section"] = section
        return (try? JSONSerialization.data(withJSONObject: part)) ?? Data()
    }

    /// The part with its title replaced by `text(count)`, `count` chosen to fill about `cap` bytes.
    static func withTitle(_ object: [String: Any], cap: Int, text: (Int) -> String) -> Data {
        var part = object
        var section = part["section"] as? [String: Any] ?? [:]
        var basics = section["basics"] as? [String: Any] ?? [:]
        let base = ((try? JSONSerialization.data(withJSONObject: part)) ?? Data()).count
        basics["title"] = "@TITLE@"
        section["basics"] = basics
        part["section"] = section
        let encoded = String(decoding: (try? JSONSerialization.data(withJSONObject: part)) ?? Data(), as: UTF8.self)
        // Written into the text by hand: JSONSerialization would escape the backslashes of the escapes.
        return Data(encoded.replacingOccurrences(of: "@TITLE@", with: text(max(0, cap - base) / 6)).utf8)
    }
}
