import Foundation
import SharedContainer

/// Publishes the calendar file (`glovebox.ics`) beside the widgets snapshot, at the same moments
/// and through the same gated, crash-safe path (temporary file, `fsync`, rename, `fsync` of the
/// directory), whether or not a widget is installed.
///
/// It costs what changed: a build whose events are those already published leaves the file as it
/// is (its `DTSTAMP` included, so a subscribed calendar sees nothing new), and only moves the
/// record's generation on when the logbook's moved. Like the snapshots, it is never replaced by a
/// build of an older logbook, and its record (``CalendarRecord``) is written after it.
public struct CalendarPublisher: Sendable {
    /// The file name in the shared container.
    public static let fileName = "glovebox.ics"
    /// The files a publish writes (all removed at session end).
    public static let publishedFileNames = [fileName, CalendarRecord.fileName]
    /// The largest calendar file read back to compare with its record: far above the 1 MiB of a
    /// snapshot, since a large fleet's calendar passes that (about 500 bytes an event), and a file
    /// that cannot be read back would count as changed at every command.
    public static let readLimit = 64 << 20

    /// Builds the file from the logbook as it is now.
    public let build: @Sendable () throws -> PreparedCalendar
    /// The shared container it is published into.
    public let container: any SnapshotContainer
    /// Reads the logbook's generation now (`nil` when there is none to read).
    public let logbookGeneration: @Sendable () throws -> Int?

    /// A publisher of a build function's file into `container`.
    public init(
        build: @escaping @Sendable () throws -> PreparedCalendar, container: any SnapshotContainer,
        logbookGeneration: @escaping @Sendable () throws -> Int? = { nil }
    ) {
        self.build = build
        self.container = container
        self.logbookGeneration = logbookGeneration
    }

    /// Builds the file and publishes it, then its record, when what it says changed (or the file is
    /// not the one recorded); returns its size in bytes, or `nil` when the file was left as it was.
    @discardableResult
    public func publish(commit: RenameCommit = .unconditional) throws(LifecycleError) -> Int? {
        let prepared: PreparedCalendar
        do {
            prepared = try build()
        } catch {
            throw .buildFailed("calendar: \(error)")
        }
        let record = recorded()
        let onDisk = try? container.read(Self.fileName, limit: Self.readLimit)
        if let file = record?.file,
           file.isNewer(thanBuildOf: prepared.generation, onDisk: onDisk, logbookNow: logbookGeneration) {
            return nil
        }
        if let record, let onDisk, record.describes(onDisk), record.content == prepared.content {
            // Same events: the file stays; the record says which logbook it shows, so that a command
            // does not find it behind again.
            if record.file.generation != prepared.generation {
                try container.publishing(
                    try encoded(CalendarRecord(content: record.content, file: PublishedFile(bytes: onDisk, generation: prepared.generation))),
                    as: CalendarRecord.fileName, commit: commit)
            }
            return nil
        }
        let newRecord = try encoded(
            CalendarRecord(content: prepared.content, file: PublishedFile(bytes: prepared.bytes, generation: prepared.generation)))
        try container.publishing(prepared.bytes, as: Self.fileName, commit: commit)
        try container.publishing(newRecord, as: CalendarRecord.fileName, commit: commit)
        return prepared.bytes.count
    }

    /// Whether the published file is of the logbook's generation `logbookGeneration` and still the
    /// file published, read from its record and its bytes; anything that cannot be read counts as behind.
    public func isCurrent(logbookGeneration: Int) -> Bool {
        guard let record = recorded(), record.file.generation == logbookGeneration,
              let onDisk = try? container.read(Self.fileName, limit: Self.readLimit)
        else { return false }
        return record.describes(onDisk)
    }

    /// Whether the file or its record is in the container (left by a session that did not end cleanly).
    public var hasPublishedFiles: Bool {
        Self.publishedFileNames.contains { name in (try? container.read(name, limit: Self.readLimit)).flatMap { $0 } != nil }
    }

    /// Removes the file, its record and their temporary files (the session-end purge).
    public func remove() throws {
        try container.removeAll(Self.publishedFileNames)
    }

    /// The record of the last publish, if there is a readable one.
    func recorded() -> CalendarRecord? {
        (try? container.read(CalendarRecord.fileName)).flatMap { $0 }.flatMap(CalendarRecord.decode)
    }

    private func encoded(_ record: CalendarRecord) throws(LifecycleError) -> Data {
        do {
            return try record.encoded()
        } catch {
            throw .publishFailed(name: CalendarRecord.fileName, reason: "\(error)")
        }
    }
}
