import Foundation

/// A map of strings as the logbook's rows keep it (`field_stamps`, an outbox row's bases, a pull's
/// stamps, a set-aside reason's values): a JSON object whose values are all strings, its keys in
/// byte order so that the same map is always the same text.
///
/// Written once here so that every writer agrees. `JSONEncoder` rather than `JSONSerialization`:
/// on Linux the latter sorts keys with the locale's collator, a tenth of a millisecond for a
/// record's stamps, which was more than half of undoing a 100,000-row import (one tombstone each).
enum StampMapText {
    /// The map as its stored text.
    static func text(_ map: [String: String]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(map), as: UTF8.self)
    }

    /// The map a stored text holds; throws when the text is not a JSON object of strings.
    static func map(_ text: String) throws -> [String: String] {
        try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
    }

    /// The map a stored text holds, or an empty one when there is none or it cannot be read.
    static func mapIfReadable(_ text: String?) -> [String: String] {
        text.flatMap { try? map($0) } ?? [:]
    }
}
