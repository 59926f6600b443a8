import Foundation
import WidgetContract

/// The per-kind content hashes of the last published snapshot, kept beside it in the container,
/// with the record of the file itself (its logbook generation and fingerprint).
///
/// The publisher compares a new snapshot's hashes with these to reload only the widget kinds
/// whose content changed, and the file on disk with ``file`` to reload every kind when the file is
/// not what it published. The record is written after the reload requests succeed, so a crash or
/// a failed request leaves the old record and the next publish asks again; and a command reads
/// the published generation here, not in the snapshot, to tell whether the widgets are behind.
public struct KindHashes: Codable, Equatable, Sendable {
    /// The file name in the shared container.
    public static let fileName = "widgets.hashes.json"
    /// The version of this file's own format.
    public static let currentFormat = 1

    /// The version of this file's format.
    public var format: Int
    /// The widgets snapshot contract version the hashes were computed for.
    public var snapshotVersion: Int
    /// A hash per widget kind, keyed by the kind's raw value.
    public var kinds: [String: String]
    /// The snapshot file as it was published; `nil` in a record from before it was kept (a file
    /// that then cannot be checked, so the next publish reloads every kind). Optional, so it needed
    /// no new format.
    public var file: PublishedFile?
    /// The widget parts published with the snapshot: each file name with the fingerprint of its
    /// bytes (``PublishedFile/fingerprint(of:)``); `nil` in a record from before parts, which makes
    /// the next publish write every part even when no kind changed. Optional, so it needed no new format.
    public var parts: [String: String]?
    /// The language and zone the parts were written in (`PreparedSnapshot.partsContext`): a part of a
    /// kind whose hash did not change is taken as unchanged only under the same ones.
    public var partsContext: String?

    /// Hashes of a snapshot of the current contract version, published as `file` with `parts`.
    public init(
        _ hashes: [WidgetKind: String], file: PublishedFile? = nil, parts: [String: String]? = nil, partsContext: String? = nil
    ) {
        format = Self.currentFormat
        snapshotVersion = WidgetsSnapshot.currentVersion
        kinds = Dictionary(uniqueKeysWithValues: hashes.map { ($0.key.rawValue, $0.value) })
        self.file = file
        self.parts = parts
        self.partsContext = partsContext
    }

    /// Whether this record is of the current formats and its file is what `onDisk` holds.
    public func describes(_ onDisk: Data?) -> Bool {
        isCurrentFormat && file?.matches(onDisk) == true
    }

    /// Whether the record and its snapshot are of the versions this code writes.
    var isCurrentFormat: Bool {
        snapshotVersion == WidgetsSnapshot.currentVersion && format == Self.currentFormat
    }

    /// The hash of one kind, if it was recorded.
    public subscript(kind: WidgetKind) -> String? { kinds[kind.rawValue] }

    /// The kinds whose hash in `new` differs from this record, in `WidgetKind` order.
    ///
    /// Every kind counts as changed when this record was made for another contract version.
    public func changedKinds(in new: [WidgetKind: String]) -> [WidgetKind] {
        WidgetKind.allCases.filter { kind in !isCurrentFormat || self[kind] != new[kind] }
    }

    /// The file's bytes (sorted keys, so equal records are equal bytes).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a record; `nil` for bytes that do not decode (the next publish then reloads every kind).
    public static func decode(_ data: Data) -> KindHashes? {
        try? JSONDecoder().decode(KindHashes.self, from: data)
    }
}
