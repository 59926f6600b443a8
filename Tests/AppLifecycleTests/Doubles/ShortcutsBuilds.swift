import AppLifecycle
import ShortcutsContract
import Synchronization
import WidgetContract

/// Shortcuts snapshots of a generation the test sets.
final class ShortcutsBuilds: Sendable {
    private let state: Mutex<(generation: Int, logbookNow: Int)>

    init(generation: Int) {
        state = Mutex((generation, generation))
    }

    var logbookNow: Int { state.withLock { $0.logbookNow } }

    func set(generation: Int, logbookNow: Int) {
        state.withLock { $0 = (generation, logbookNow) }
    }

    func snapshot() -> ShortcutsSnapshot {
        var snapshot = SampleSource.shortcuts
        snapshot.generation = state.withLock { $0.generation }
        return snapshot
    }
}
