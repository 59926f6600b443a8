import Foundation
import SharedContainer
import WidgetContract
import WidgetTimeline

/// The widgets snapshot as the extension finds it in the App Group: read by `SharedContainer` and
/// gated by `SnapshotLoader`, the reader and version gate of the Linux widget host.
///
/// Each call reads the file again. Unlike the Linux host, the extension keeps no last good snapshot
/// for an unreadable file: its process rarely outlives a request, and the file is unreadable only
/// before the first unlock after a restart, when there is none yet; the widget then shows its
/// placeholder and asks again after `TimelineBuilder.retryInterval`.
enum AppGroupSnapshot {
    /// What the widgets can show now: the snapshot, or why not (set up, refresh, placeholder).
    static func load() -> LoadState {
        SnapshotLoader.load(read())
    }

    /// What one widget draws from: its own part (`PartLoader`), never the whole snapshot when the app
    /// has published parts. The vehicle query still reads the whole snapshot (``load()``): it lists
    /// every vehicle, which no part holds.
    static func input(for setup: WidgetSetup) -> WidgetInput {
        PartLoader.load(for: setup) { name, limit in read(name, limit: limit) }
    }

    /// The snapshot file's bytes, or why there are none, as `SnapshotLoader` takes them.
    static func read() -> SnapshotReading {
        // The contract's cap, checked from the file's size before anything is read or parsed.
        read(WidgetsSnapshot.fileName, limit: WidgetsSnapshot.maximumFileSize)
    }

    /// A file of the App Group's container, refused unread over `limit` bytes.
    static func read(_ name: String, limit: Int) -> SnapshotReading {
        // Without the App Group entitlement there is no container: the build is wrong, not the
        // logbook empty, so the widget shows its placeholder rather than ask to set up.
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: AppGroup.identifier)
        else { return .unreadable(errno: EACCES) }
        switch SnapshotFiles(directory: container.path(percentEncoded: false)).read(name, limit: limit) {
        case .bytes(let data): return .bytes(data)
        case .missing: return .missing
        case .unreadable(let code): return .unreadable(errno: code)
        case .tooLarge(let size): return .tooLarge(size: size)
        }
    }
}
