import Foundation
import ShortcutsContract
import WidgetContract

/// The record of the last published Shortcuts snapshot, kept beside it in `Documents/`: what
/// ``KindHashes`` is to the widgets snapshot, without the hashes (nothing reloads from this file).
///
/// Written after the snapshot, so a process that dies between the two leaves the old record, and
/// the next command, finding it behind the logbook, publishes again. Removed with the snapshot at
/// session end.
public struct ShortcutsRecord: Codable, Equatable, Sendable {
    /// The file name in `Documents/`.
    public static let fileName = "shortcuts.published.json"
    /// The version of this file's own format.
    public static let currentFormat = 1

    /// The version of this file's format.
    public var format: Int
    /// The Shortcuts snapshot contract version of the file.
    public var snapshotVersion: Int
    /// The snapshot file as it was published.
    public var file: PublishedFile

    /// The record of a snapshot of the current contract version, published as `file`.
    public init(file: PublishedFile) {
        format = Self.currentFormat
        snapshotVersion = ShortcutsSnapshot.currentVersion
        self.file = file
    }

    /// Whether this record is of the current formats and its file is what `onDisk` holds.
    public func describes(_ onDisk: Data?) -> Bool {
        format == Self.currentFormat && snapshotVersion == ShortcutsSnapshot.currentVersion && file.matches(onDisk)
    }

    /// The file's bytes (sorted keys, so equal records are equal bytes).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a record; `nil` for bytes that do not decode (the snapshot then counts as behind).
    public static func decode(_ data: Data) -> ShortcutsRecord? {
        try? JSONDecoder().decode(ShortcutsRecord.self, from: data)
    }
}
