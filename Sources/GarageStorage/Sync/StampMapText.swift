import Foundation

/// A map of strings as Swift writes it into the logbook's rows (`field_stamps`, an outbox row's
/// bases, a pull's stamps, a set-aside reason's values): a JSON object whose values are all strings,
/// its keys sorted, so that one build writes the same map as the same text. SQLite writes some of
/// these maps itself (`FieldStampSQL`), in the descriptor's order: they are read as JSON, never
/// compared as text.
///
/// `JSONEncoder` rather than `JSONSerialization`: on Linux the latter sorts keys with the locale's
/// collator, a tenth of a millisecond for a record's stamps, which was more than half of undoing a
/// 100,000-row import (one tombstone each) before SQLite wrote the tombstones' bases.
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
