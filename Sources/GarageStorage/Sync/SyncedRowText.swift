import Foundation

/// One element of a synced row's JSON array (as SQLite writes it, and the pull), read and replaced
/// in place: the other elements keep their exact text (a decoded amount or quantity would come back
/// as a binary floating-point number).
public enum SyncedRowText {
    /// The byte range of the element at `place` of the top-level array `row`, `nil` when it has none.
    static func range(of place: Int, in bytes: [UInt8]) -> Range<Int>? {
        var index = 0
        var element = 0
        var depth = 0
        var start: Int?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                if depth == 1, element == place, start == nil { start = index }
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if depth == 1, element == place, start == nil { start = index }
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return start.map { $0..<trimmedEnd(index, bytes) } }
            case UInt8(ascii: ","):
                if depth == 1 {
                    if element == place { return start.map { $0..<trimmedEnd(index, bytes) } }
                    element += 1
                }
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                if depth == 1, element == place, start == nil { start = index }
            }
            index += 1
        }
        return nil
    }

    /// Where the element that ends before `index` ends, whitespace left out.
    private static func trimmedEnd(_ index: Int, _ bytes: [UInt8]) -> Int {
        var end = index
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The string at `place` of `row`: `.some(nil)` for `null`, `nil` when it is neither (or the row
    /// has no such element).
    public static func string(at place: Int, in row: String) -> String?? {
        let bytes = Array(row.utf8)
        guard let range = range(of: place, in: bytes) else { return nil }
        let text = Data(bytes[range])
        if text == Data("null".utf8) { return .some(nil) }
        guard let value = try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed]) as? String else { return nil }
        return .some(value)
    }

    /// `row` with the element at `place` replaced by `value` (a string, or `null` for `nil`); `row`
    /// itself when it has no such element.
    public static func replacing(at place: Int, in row: String, with value: String?) -> String {
        let bytes = Array(row.utf8)
        guard let range = range(of: place, in: bytes) else { return row }
        let json: String
        if let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .withoutEscapingSlashes]) {
            json = String(decoding: data, as: UTF8.self)
        } else {
            json = "null"
        }
        return String(decoding: bytes[..<range.lowerBound], as: UTF8.self) + json + String(decoding: bytes[range.upperBound...], as: UTF8.self)
    }
}
