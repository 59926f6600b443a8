import Foundation

/// The record of the last published calendar file, kept beside it in the shared container: what
/// ``ShortcutsRecord`` is to the Shortcuts snapshot, plus the fingerprint of what the file says.
///
/// Written after the file, so a process that dies between the two leaves the old record and the
/// next command, finding the calendar behind the logbook, publishes again. Removed with the file at
/// session end.
public struct CalendarRecord: Codable, Equatable, Sendable {
    /// The file name in the shared container.
    public static let fileName = "calendar.published.json"
    /// The version of this file's own format.
    public static let currentFormat = 1

    /// The version of this file's format.
    public var format: Int
    /// What the published file says (``PreparedCalendar/content``).
    public var content: String
    /// The calendar file as it was published.
    public var file: PublishedFile

    /// The record of a file that says `content`, published as `file`.
    public init(content: String, file: PublishedFile) {
        format = Self.currentFormat
        self.content = content
        self.file = file
    }

    /// Whether this record is of the current format and its file is what `onDisk` holds.
    public func describes(_ onDisk: Data?) -> Bool {
        format == Self.currentFormat && file.matches(onDisk)
    }

    /// The file's bytes (sorted keys, so equal records are equal bytes).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a record; `nil` for bytes that do not decode (the calendar then counts as behind).
    public static func decode(_ data: Data) -> CalendarRecord? {
        try? JSONDecoder().decode(CalendarRecord.self, from: data)
    }
}
