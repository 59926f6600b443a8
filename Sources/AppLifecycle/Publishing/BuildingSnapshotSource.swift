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

    /// Builds the snapshot, hashes each kind's content and encodes it.
    public func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        let snapshot = try build()
        var hashes: [WidgetKind: String] = [:]
        for kind in WidgetKind.allCases { hashes[kind] = contentHash(snapshot, kind) }
        return try PreparedSnapshot(encoding: snapshot, kindHashes: hashes)
    }
}
