import Foundation

/// The JSON a journal entry's changes are stored as: what `JSONEncoder` makes of `[RecordChange]`,
/// read back with `JSONDecoder`.
///
/// An inserted record is only its key, and an import inserts a hundred thousand of them: those are
/// written here directly, in the shape the synthesized `Codable` conformance reads
/// (`{"inserted":{"_0":{"id":…,"kind":…}}}`), because going through `JSONEncoder` one key at a time
/// was a fifth of an import's time. Deleted and overwritten records, whole records, still go
/// through `JSONEncoder`.
enum JournalEncoding {
    static func encode(_ changes: [RecordChange]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var text = "["
        text.reserveCapacity(changes.count * 64)
        for (index, change) in changes.enumerated() {
            if index > 0 { text += "," }
            switch change {
            case .inserted(let key):
                text += #"{"inserted":{"_0":{"id":"#
                appendQuoted(key.id, to: &text)
                text += #","kind":"#
                appendQuoted(key.kind.rawValue, to: &text)
                text += "}}}"
            case .deleted, .updated:
                text += String(decoding: try encoder.encode(change), as: UTF8.self)
            }
        }
        return text + "]"
    }

    /// `value` as a JSON string: quotes, backslashes and control characters escaped.
    static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\u{0}"..."\u{1F}": text += String(format: "\\u%04x", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
