#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LinuxHome
import SharedContainer
import WidgetContract
import WidgetTimeline

/// The files the host uses: the shared container (snapshot, installed widgets, reload requests)
/// and its own directory beside it (what it received and the budget it spent).
///
/// The host never opens the app's private directories.
struct HostStorage: Sendable {
    /// The App Group's files.
    let shared: SnapshotFiles
    /// The host's own files, `<root>/widget-host`.
    let host: SnapshotFiles
    /// The app's reload requests.
    let reloadLog: ReloadRequestLog

    /// The host state file's name in the host directory.
    static let stateFileName = "host-state.json"
    /// The host directory's name under the root.
    static let directoryName = "widget-host"

    init(locations: ContainerLocations, fileSystem: any FileSystem) throws(CommandError) {
        let hostDirectory = locations.root + "/" + Self.directoryName
        do throws(FileSystemError) {
            try fileSystem.makeDirectory(hostDirectory, mode: 0o700)
        } catch where error.code == EEXIST {
            // Made by an earlier run.
        } catch {
            throw .runtime(.message(.cannotCreateHostDirectory, ["path": hostDirectory, "error": "\(error)"]))
        }
        shared = SnapshotFiles(directory: locations.sharedContainer, fileSystem: fileSystem)
        host = SnapshotFiles(directory: hostDirectory, fileSystem: fileSystem)
        reloadLog = ReloadRequestLog(files: shared)
    }

    /// The widgets snapshot as read from the container.
    func readSnapshot() -> SnapshotReading {
        // The contract's cap, checked from the file's size before anything is read or parsed.
        read(WidgetsSnapshot.fileName, limit: WidgetsSnapshot.maximumFileSize)
    }

    /// A file of the container as the widget side reads it, refused unread over `limit` bytes.
    func read(_ name: String, limit: Int) -> SnapshotReading {
        switch shared.read(name, limit: limit) {
        case .bytes(let data): .bytes(data)
        case .missing: .missing
        case .unreadable(let code): .unreadable(errno: code)
        case .tooLarge(let size): .tooLarge(size: size)
        }
    }

    /// What one widget draws from: its part (under the part's cap), else the whole snapshot of an
    /// app from before parts (see `PartLoader`).
    func input(for configuration: WidgetSetup, lastGood: WidgetPart? = nil, lastGoodSnapshot: WidgetsSnapshot? = nil) -> WidgetInput {
        PartLoader.load(for: configuration, lastGood: lastGood, lastGoodSnapshot: lastGoodSnapshot) { name, limit in
            read(name, limit: limit)
        }
    }

    /// The installed widgets, oldest first.
    func installedWidgets() throws(CommandError) -> [InstalledWidget] {
        do {
            return try InstalledWidgets.load(from: shared)
        } catch {
            throw .runtime(.message(.cannotReadInstalledWidgets, ["error": "\(error)"]))
        }
    }

    /// Publishes the installed widgets for the app's `currentConfigurations()`.
    func saveInstalledWidgets(_ widgets: [InstalledWidget]) throws(CommandError) {
        do {
            try InstalledWidgets.save(widgets, to: shared)
        } catch {
            throw .runtime(.message(.cannotSaveInstalledWidgets, ["error": "\(error)"]))
        }
    }

    /// The host's state, or a fresh one when there is none; a state file that does not decode is
    /// reported, never silently replaced.
    func loadState() throws(CommandError) -> HostState {
        switch host.read(Self.stateFileName) {
        case .missing:
            return HostState()
        case .bytes(let data):
            do {
                return try HostState.decode(data)
            } catch let error as CommandError {
                // A version this host does not know: its reason is the host's own, said alike.
                throw .runtime(.message(.hostStateDamaged, ["path": host.path(of: Self.stateFileName)], phrases: ["error": error.phrase]))
            } catch {
                throw .runtime(.message(.hostStateDamaged, ["path": host.path(of: Self.stateFileName), "error": "\(error)"]))
            }
        case .unreadable(let code):
            throw .runtime(.message(.cannotReadHostState, ["code": "\(code)"]))
        case .tooLarge(let size):
            throw .runtime(.message(.hostStateTooLarge, ["size": "\(size)"]))
        }
    }

    /// Saves the host's state crash-safely.
    func saveState(_ state: HostState) throws(CommandError) {
        do {
            try host.publish(state.encoded(), as: Self.stateFileName)
        } catch {
            throw .runtime(.message(.cannotSaveHostState, ["error": "\(error)"]))
        }
    }

    /// The reload requests after `offset`.
    func reloadRequests(from offset: Int) throws(CommandError) -> ReloadRequestBatch {
        do {
            return try reloadLog.read(from: offset)
        } catch {
            throw .runtime(.message(.cannotReadReloadRequests, ["error": "\(error)"]))
        }
    }
}
