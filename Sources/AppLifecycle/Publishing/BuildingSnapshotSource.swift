import WidgetContract

/// A ``SnapshotSource`` made of functions: one that builds the snapshot from the logbook as it is
/// now, one that hashes what a kind's widgets read, and one that reads the logbook's generation.
///
/// With `SnapshotBuilder`:
///
/// ```swift
/// let source = BuildingSnapshotSource(
///     build: { SnapshotBuilder.build(facts: try store.snapshotFacts(), context: context(now: Date())) },
///     contentHash: { snapshot, kind in snapshot.contentHash(for: kind) },
///     generation: { try store.generation() })
/// ```
public struct BuildingSnapshotSource: SnapshotSource {
    private let build: @Sendable () throws -> WidgetsSnapshot
    private let contentHash: @Sendable (WidgetsSnapshot, WidgetKind) -> String
    private let generation: @Sendable () throws -> Int?

    /// A source over a build function, a per-kind content hash and a reader of the generation.
    public init(
        build: @escaping @Sendable () throws -> WidgetsSnapshot,
        contentHash: @escaping @Sendable (WidgetsSnapshot, WidgetKind) -> String,
        generation: @escaping @Sendable () throws -> Int? = { nil }
    ) {
        self.build = build
        self.contentHash = contentHash
        self.generation = generation
    }

    /// The logbook's generation now.
    public func logbookGeneration() throws -> Int? {
        try generation()
    }

    /// Builds the snapshot, then hashes each kind's content while it encodes it.
    ///
    /// The hashes and the encoding both walk the whole snapshot and neither needs the other, so they
    /// run side by side (``PreparedSnapshot/init(encodingWhileHashing:contentHash:)``): on a device
    /// with a second core the hashing costs the publish no wall time.
    public func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        try PreparedSnapshot(encodingWhileHashing: try build(), contentHash: contentHash)
    }
}
