import AppLifecycle
import Synchronization
import WidgetContract

/// A widget center that records reload requests; the installed kinds are set by the test.
final class ReloadCenterDouble: WidgetReloading {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the widget host is not answering" }
    }

    private struct State {
        var installed: Set<WidgetKind>
        var reloads: [WidgetKind] = []
        var reloadAllCount = 0
        var failing = false
    }

    private let state: Mutex<State>

    init(installed: Set<WidgetKind> = Set(WidgetKind.allCases)) {
        state = Mutex(State(installed: installed))
    }

    /// Per-kind reload requests, in order.
    var reloads: [WidgetKind] { state.withLock { $0.reloads } }
    /// How many reload-all requests were made.
    var reloadAllCount: Int { state.withLock { $0.reloadAllCount } }

    func setInstalled(_ kinds: Set<WidgetKind>) {
        state.withLock { $0.installed = kinds }
    }

    func setFailing(_ failing: Bool) {
        state.withLock { $0.failing = failing }
    }

    func installedKinds() throws -> Set<WidgetKind> {
        state.withLock { $0.installed }
    }

    func reloadTimelines(ofKind kind: WidgetKind) throws {
        try state.withLock { state in
            if state.failing { throw Failure() }
            state.reloads.append(kind)
        }
    }

    func reloadAllTimelines() throws {
        state.withLock { $0.reloadAllCount += 1 }
    }
}

/// Records that the app-private session files were removed.
final class RemoverDouble: SessionFileRemover {
    private let count = Mutex(0)

    var removals: Int { count.withLock { $0 } }

    func removeSessionFiles() throws {
        count.withLock { $0 += 1 }
    }
}
