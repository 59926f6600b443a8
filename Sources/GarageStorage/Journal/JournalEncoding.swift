import Foundation

/// The JSON a journal entry's changes are stored as: what `JSONEncoder` makes of `[RecordChange]`,
/// read back with `JSONDecoder` as `[JournalItem]`, an import's records as one item
/// (`{"importedRecords":{"count":N,"vehicle":"…"}}`), and so are those an undo removed again
/// (`{"removedImport":{"count":N,"import":S,"vehicle":"…"}}`).
///
/// An inserted record is only its key, and an import inserts a hundred thousand of them: those are
/// written here directly, in the shape the synthesized `Codable` conformance reads
/// (`{"inserted":{"_0":{"id":…,"kind":…}}}`), because going through `JSONEncoder` one key at a time
/// was a fifth of an import's time. Deleted and overwritten records, whole records, still go
/// through `JSONEncoder`.
enum JournalEncoding {
    static func encode(_ changes: [RecordChange]) throws -> String {
        try encode(items: changes.map(JournalItem.change))
    }

    static func encode(items: [JournalItem]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var text = "["
        // The length of an inserted key's text, found before it is written: a hundred thousand of
        // them grow no buffer twice their size.
        text.reserveCapacity(items.reduce(2) { length, item in
            guard case .change(.inserted(let key)) = item else { return length + 256 }
            return length + 40 + key.id.utf8.count + key.kind.rawValue.utf8.count
        })
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            switch item {
            case .change(.inserted(let key)):
                text += #"{"inserted":{"_0":{"id":"#
                appendQuoted(key.id, to: &text)
                text += #","kind":"#
                appendQuoted(key.kind.rawValue, to: &text)
                text += "}}}"
            case .change(let change):
                text += String(decoding: try encoder.encode(change), as: UTF8.self)
            case .importedRecords(let vehicle, let count):
                text += #"{"importedRecords":{"count":\#(count),"vehicle":"#
                appendQuoted(vehicle.rawValue, to: &text)
                text += "}}"
            case .removedImportedRecords(let vehicle, let count, let importSequence):
                text += #"{"removedImport":{"count":\#(count),"import":\#(importSequence),"vehicle":"#
                appendQuoted(vehicle.rawValue, to: &text)
                text += "}}"
            }
        }
        text += "]"
        return text
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
