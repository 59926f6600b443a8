import WidgetContract

/// A ``SnapshotSource`` made of two functions: one that builds the snapshot from the logbook
/// as it is now, and one that hashes what a kind's widgets read.
///
/// With `SnapshotBuilder`:
///
/// ```swift
/// let source = BuildingSnapshotSource(
///     build: { SnapshotBuilder.build(facts: try store.snapshotFacts(), context: context(now: Date())) },
///     contentHash: { snapshot, kind in snapshot.contentHash(for: kind) })
/// ```
public struct BuildingSnapshotSource: SnapshotSource {
    private let build: @Sendable () throws -> WidgetsSnapshot
    private let contentHash: @Sendable (WidgetsSnapshot, WidgetKind) -> String

    /// A source over a build function and a per-kind content hash.
    public init(
        build: @escaping @Sendable () throws -> WidgetsSnapshot,
        contentHash: @escaping @Sendable (WidgetsSnapshot, WidgetKind) -> String
    ) {
        self.build = build
        self.contentHash = contentHash
    }

    /// Builds the snapshot, hashes each kind's content and encodes it.
    public func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        let snapshot = try build()
        var hashes: [WidgetKind: String] = [:]
        for kind in WidgetKind.allCases { hashes[kind] = contentHash(snapshot, kind) }
        return try PreparedSnapshot(encoding: snapshot, kindHashes: hashes)
    }
}
