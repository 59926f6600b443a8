import AppLifecycle
import Foundation
import Synchronization
import WidgetContract

/// A snapshot source whose content the test sets kind by kind, and the logbook generation its
/// builds read, counting builds.
final class SourceDouble: SnapshotSource {
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String { "the logbook could not be read" }
    }

    private struct State {
        var hashes: [WidgetKind: String] = Dictionary(
            uniqueKeysWithValues: WidgetKind.allCases.map { ($0, "\($0.rawValue)-1") })
        var builds = 0
        var fails = false
        var generation: Int?
        var logbookNow: Int?
        var beforeGenerationRead: (@Sendable () -> Void)?
        var padding = 0
    }

    private let state = Mutex(State())

    /// How many snapshots were built.
    var builds: Int { state.withLock { $0.builds } }

    /// Changes the content one kind's widget shows.
    func change(_ kind: WidgetKind) {
        state.withLock { state in
            let version = Int(state.hashes[kind]!.split(separator: "-").last!)! + 1
            state.hashes[kind] = "\(kind.rawValue)-\(version)"
        }
    }

    /// Makes the next builds read generation `built` of a logbook that is at `logbook` now (the
    /// same unless a build is stale, or the logbook went back).
    func setGeneration(_ built: Int?, logbookNow logbook: Int? = nil) {
        state.withLock { state in
            state.generation = built
            state.logbookNow = logbook ?? built
        }
    }

    /// Runs `body` the next time the logbook's generation is read (once), before it is read: for a
    /// test that makes something happen at that moment, as another process would.
    func beforeNextGenerationRead(_ body: @escaping @Sendable () -> Void) {
        state.withLock { $0.beforeGenerationRead = body }
    }

    func logbookGeneration() throws -> Int? {
        let hook = state.withLock { state in
            defer { state.beforeGenerationRead = nil }
            return state.beforeGenerationRead
        }
        hook?()
        return state.withLock { $0.logbookNow }
    }

    /// Makes the builds' bytes `count` bytes longer (spaces after the text).
    func pad(by count: Int) {
        state.withLock { $0.padding = count }
    }

    /// Makes builds fail (or succeed again).
    func setFailing(_ fails: Bool) {
        state.withLock { $0.fails = fails }
    }

    func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        try state.withLock { state in
            if state.fails { throw BuildFailure() }
            state.builds += 1
            let text = "snapshot \(state.builds): " + WidgetKind.allCases.map { state.hashes[$0]! }.joined(separator: ",")
                + (state.generation.map { " of generation \($0)" } ?? "")
            return PreparedSnapshot(
                bytes: Data(text.utf8) + Data(repeating: UInt8(ascii: " "), count: state.padding), kindHashes: state.hashes,
                generation: state.generation)
        }
    }
}
