import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import Synchronization
import WidgetContract

/// The shared `RecordingReloadCenter`, plus per-kind reload requests that can be made to fail
/// while the installed widgets are still listed.
final class ReloadCenterDouble: ReloadCenter {
    let recording: RecordingReloadCenter
    private let failing = Mutex(false)

    init(installed: Set<WidgetKind> = Set(WidgetKind.allCases)) {
        recording = RecordingReloadCenter(installed: Self.widgets(installed))
    }

    /// Per-kind reload requests, in order.
    var reloads: [WidgetKind] { recording.requestedKinds }
    /// How many reload-all requests were made.
    var reloadAllCount: Int { recording.requests.filter { $0 == .all }.count }

    func setInstalled(_ kinds: Set<WidgetKind>) {
        recording.setInstalled(Self.widgets(kinds))
    }

    /// Makes per-kind reload requests fail (or succeed again).
    func setFailing(_ fails: Bool) {
        failing.withLock { $0 = fails }
    }

    func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError) {
        if failing.withLock({ $0 }) {
            throw .appendFailed(name: "widgets.reloads.log", step: .write, errno: EIO)
        }
        try recording.reloadTimelines(ofKind: kind)
    }

    func reloadAllTimelines() throws(ContainerError) {
        try recording.reloadAllTimelines()
    }

    func currentConfigurations() throws(ContainerError) -> [InstalledWidget] {
        try recording.currentConfigurations()
    }

    private static func widgets(_ kinds: Set<WidgetKind>) -> [InstalledWidget] {
        kinds.sorted().map { InstalledWidget(id: "w-\($0.rawValue)", kind: $0, family: .small) }
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
