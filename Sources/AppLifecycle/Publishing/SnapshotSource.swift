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
    /// The snapshot the bytes encode, when the source built one: its widget parts (``WidgetPart``)
    /// are derived and encoded from it only for the kinds a publish needs (``parts(of:)``), since
    /// all of them cost a large garage more than the snapshot's own build.
    public var snapshot: WidgetsSnapshot?

    /// Wraps already encoded bytes, their hashes and their generation (no parts).
    public init(bytes: Data, kindHashes: [WidgetKind: String], generation: Int? = nil) {
        self.bytes = bytes
        self.kindHashes = kindHashes
        self.generation = generation
        self.snapshot = nil
    }

    /// Encodes a snapshot with the contract's one encoder (which checks its invariants first); the
    /// generation is the snapshot's own, and its parts are derived when asked for.
    public init(encoding snapshot: WidgetsSnapshot, kindHashes: [WidgetKind: String]) throws(SnapshotProblem) {
        self.init(encoded: try SnapshotCoding.encode(snapshot), snapshot: snapshot, kindHashes: kindHashes)
    }

    /// A snapshot and the bytes the contract's encoder made of it.
    init(encoded bytes: Data, snapshot: WidgetsSnapshot, kindHashes: [WidgetKind: String]) {
        self.bytes = bytes
        self.kindHashes = kindHashes
        self.generation = snapshot.generation
        self.snapshot = snapshot
    }

    /// The file names of every part of the snapshot, with the kind of each: cheap, derived from
    /// the vehicles alone.
    public var partNames: [String: WidgetKind] {
        guard let snapshot else { return [:] }
        var names: [String: WidgetKind] = [:]
        for kind in WidgetKind.allCases {
            names[WidgetPart.fileName(for: kind)] = kind
            for vehicle in snapshot.vehicles {
                if let name = WidgetPart.fileName(for: kind, vehicleId: vehicle.id) { names[name] = kind }
            }
        }
        return names
    }

    /// What every part holds besides its kind's section: the language and the zone. A part of a kind
    /// whose section did not change is unchanged only while these are.
    public var partsContext: String? {
        snapshot.map { "\($0.locale) \($0.timeZone)" }
    }

    /// The encoded parts of `kinds`, by file name (checked as every snapshot file is).
    public func parts(of kinds: Set<WidgetKind>) throws(SnapshotProblem) -> [String: Data] {
        guard let snapshot, !kinds.isEmpty else { return [:] }
        var parts: [String: Data] = [:]
        for part in snapshot.parts(of: kinds) {
            parts[part.fileName] = try SnapshotCoding.encode(part)
        }
        return parts
    }
}
