import AppLifecycle
import Foundation
import Synchronization
import WidgetContract

/// A snapshot source whose content the test sets kind by kind, counting builds.
final class SourceDouble: SnapshotSource {
    struct BuildFailure: Error, CustomStringConvertible {
        var description: String { "the logbook could not be read" }
    }

    private struct State {
        var hashes: [WidgetKind: String] = Dictionary(
            uniqueKeysWithValues: WidgetKind.allCases.map { ($0, "\($0.rawValue)-1") })
        var builds = 0
        var fails = false
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

    /// Makes builds fail (or succeed again).
    func setFailing(_ fails: Bool) {
        state.withLock { $0.fails = fails }
    }

    func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        try state.withLock { state in
            if state.fails { throw BuildFailure() }
            state.builds += 1
            let text = "snapshot \(state.builds): " + WidgetKind.allCases.map { state.hashes[$0]! }.joined(separator: ",")
            return PreparedSnapshot(bytes: Data(text.utf8), kindHashes: state.hashes)
        }
    }
}
