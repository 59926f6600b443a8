import Foundation
import WidgetContract

/// What the app side publishes from: builds the widgets snapshot from the logbook as it is now.
///
/// The app implements it over its store and `SnapshotBuilder`; tests use a double. Building is
/// the costly step, so the publisher asks for it only when a widget is installed.
public protocol SnapshotSource: Sendable {
    /// Builds, encodes and hashes the widgets snapshot for the logbook's current state.
    func prepareWidgetsSnapshot() throws -> PreparedSnapshot

    /// The logbook's generation now, read without building anything; `nil` when the source keeps
    /// none. The publisher asks for it only to tell a stale build from a logbook that went back.
    func logbookGeneration() throws -> Int?
}

extension SnapshotSource {
    /// A source that keeps no generation.
    public func logbookGeneration() throws -> Int? { nil }
}

/// An encoded widgets snapshot with one content hash per widget kind.
///
/// A kind's hash covers everything that kind's widget shows (its section plus the shared
/// strings, phrases and theme it uses), so two equal hashes mean the widget would draw the same.
public struct PreparedSnapshot: Sendable, Equatable {
    /// The file's bytes, exactly as they will be published.
    public var bytes: Data
    /// A content hash for each widget kind.
    public var kindHashes: [WidgetKind: String]
    /// The logbook generation the snapshot was built from (`nil` when it carries none).
    public var generation: Int?
    /// The widget parts (``WidgetPart``) of the snapshot, encoded, by file name.
    public var parts: [String: Data]

    /// Wraps already encoded bytes, their hashes, their generation and their parts.
    public init(bytes: Data, kindHashes: [WidgetKind: String], generation: Int? = nil, parts: [String: Data] = [:]) {
        self.bytes = bytes
        self.kindHashes = kindHashes
        self.generation = generation
        self.parts = parts
    }

    /// Encodes a snapshot and its parts with the contract's one encoder (which checks their
    /// invariants first); the generation is the snapshot's own.
    public init(encoding snapshot: WidgetsSnapshot, kindHashes: [WidgetKind: String]) throws(SnapshotProblem) {
        self.bytes = try SnapshotCoding.encode(snapshot)
        self.kindHashes = kindHashes
        self.generation = snapshot.generation
        var parts: [String: Data] = [:]
        for part in snapshot.parts() { parts[part.fileName] = try SnapshotCoding.encode(part) }
        self.parts = parts
    }
}
