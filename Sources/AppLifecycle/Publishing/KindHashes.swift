import Foundation
import WidgetContract

/// The per-kind content hashes of the last published snapshot, kept beside it in the container.
///
/// The publisher compares a new snapshot's hashes with these to reload only the widget kinds
/// whose content changed. The file is written after the reload requests succeed, so a crash or
/// a failed request leaves the old hashes and the next publish asks again.
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

    /// Hashes of a snapshot of the current contract version.
    public init(_ hashes: [WidgetKind: String]) {
        format = Self.currentFormat
        snapshotVersion = WidgetsSnapshot.currentVersion
        kinds = Dictionary(uniqueKeysWithValues: hashes.map { ($0.key.rawValue, $0.value) })
    }

    /// The hash of one kind, if it was recorded.
    public subscript(kind: WidgetKind) -> String? { kinds[kind.rawValue] }

    /// The kinds whose hash in `new` differs from this record, in `WidgetKind` order.
    ///
    /// Every kind counts as changed when this record was made for another contract version.
    public func changedKinds(in new: [WidgetKind: String]) -> [WidgetKind] {
        WidgetKind.allCases.filter { kind in
            snapshotVersion != WidgetsSnapshot.currentVersion || format != Self.currentFormat
                || self[kind] != new[kind]
        }
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
