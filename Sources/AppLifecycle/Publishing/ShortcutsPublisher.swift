import Foundation
import SharedContainer
import WidgetContract

/// Publishes the Siri/Shortcuts snapshot into the app's private `Documents/`, at the same
/// moments and through the same gated, crash-safe path as the widgets snapshot.
///
/// Nothing reloads from it (intents read it when asked), so it is written whenever the session
/// publishes, whether or not a widget is installed.
public struct ShortcutsPublisher: Sendable {
    /// The file name in `Documents/`.
    public static let fileName = ShortcutsSnapshot.fileName

    /// Builds the snapshot from the logbook as it is now.
    public let build: @Sendable () throws -> ShortcutsSnapshot
    /// The app-private directory it is published into.
    public let container: any SnapshotContainer

    /// A publisher of a build function's snapshot into `container`.
    public init(build: @escaping @Sendable () throws -> ShortcutsSnapshot, container: any SnapshotContainer) {
        self.build = build
        self.container = container
    }

    /// Builds, encodes and publishes the snapshot; returns its size in bytes.
    public func publish(commit: RenameCommit = .unconditional) throws(LifecycleError) -> Int {
        let bytes: Data
        do {
            bytes = try SnapshotCoding.encode(try build())
        } catch {
            throw .buildFailed("shortcuts snapshot: \(error)")
        }
        do {
            try container.publish(bytes, as: Self.fileName, commit: commit)
        } catch is SessionEndedError {
            throw .sessionEnded
        } catch let error as ContainerError {
            throw .container(error)
        } catch {
            throw .publishFailed(name: Self.fileName, reason: "\(error)")
        }
        return bytes.count
    }

    /// Removes the snapshot and any temporary file in its directory (the session-end purge).
    public func remove() throws {
        try container.removeAll([Self.fileName])
    }
}
