import Foundation
import SharedContainer
import ShortcutsContract
import WidgetContract

/// Publishes the Siri/Shortcuts snapshot into the app's private `Documents/`, at the same
/// moments and through the same gated, crash-safe path as the widgets snapshot.
///
/// Nothing reloads from it (intents read it when asked), so it is written whenever the session
/// publishes, whether or not a widget is installed. Like the widgets snapshot it carries the
/// logbook generation it was built from, is never replaced by a build of an older one, and has a
/// record beside it (``ShortcutsRecord``) written after it, that says which generation is published.
public struct ShortcutsPublisher: Sendable {
    /// The file name in `Documents/`.
    public static let fileName = ShortcutsSnapshot.fileName
    /// The files a publish writes into `Documents/` (all removed at session end).
    public static let publishedFileNames = [fileName, ShortcutsRecord.fileName]

    /// Builds the snapshot from the logbook as it is now.
    public let build: @Sendable () throws -> ShortcutsSnapshot
    /// The app-private directory it is published into.
    public let container: any SnapshotContainer
    /// Reads the logbook's generation now (`nil` when there is none to read).
    public let logbookGeneration: @Sendable () throws -> Int?

    /// A publisher of a build function's snapshot into `container`.
    public init(
        build: @escaping @Sendable () throws -> ShortcutsSnapshot, container: any SnapshotContainer,
        logbookGeneration: @escaping @Sendable () throws -> Int? = { nil }
    ) {
        self.build = build
        self.container = container
        self.logbookGeneration = logbookGeneration
    }

    /// Builds, encodes and publishes the snapshot, then its record; returns its size in bytes, or
    /// `nil` when the file on disk is of a newer generation than the build (nothing is written).
    public func publish(commit: RenameCommit = .unconditional) throws(LifecycleError) -> Int? {
        let snapshot: ShortcutsSnapshot
        let bytes: Data
        do {
            snapshot = try build()
            bytes = try SnapshotCoding.encode(snapshot)
        } catch {
            throw .buildFailed("shortcuts snapshot: \(error)")
        }
        if let file = recorded()?.file,
           file.isNewer(
            thanBuildOf: snapshot.generation, onDisk: try? container.read(Self.fileName),
            logbookNow: logbookGeneration) {
            return nil
        }
        let record: Data
        do {
            record = try ShortcutsRecord(file: PublishedFile(bytes: bytes, generation: snapshot.generation)).encoded()
        } catch {
            throw .publishFailed(name: ShortcutsRecord.fileName, reason: "\(error)")
        }
        try container.publishing(bytes, as: Self.fileName, commit: commit)
        try container.publishing(record, as: ShortcutsRecord.fileName, commit: commit)
        return bytes.count
    }

    /// Whether the published snapshot is of the logbook's generation `logbookGeneration` and still
    /// the file published, read from its record and its bytes without decoding it; anything that
    /// cannot be read counts as behind.
    public func isCurrent(logbookGeneration: Int) -> Bool {
        guard let record = recorded(), record.file.generation == logbookGeneration,
              let onDisk = try? container.read(Self.fileName)
        else { return false }
        return record.describes(onDisk)
    }

    /// Whether any file of a publish is in `Documents/` (left by a session that did not end cleanly).
    public var hasPublishedFiles: Bool {
        Self.publishedFileNames.contains { name in (try? container.read(name)).flatMap { $0 } != nil }
    }

    /// Removes the snapshot, its record and any temporary file in its directory (the session-end purge).
    public func remove() throws {
        try container.removeAll(Self.publishedFileNames)
    }

    /// The record of the last publish, if there is a readable one.
    func recorded() -> ShortcutsRecord? {
        (try? container.read(ShortcutsRecord.fileName)).flatMap { $0 }.flatMap(ShortcutsRecord.decode)
    }
}
