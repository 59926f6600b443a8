import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import Synchronization
import Testing

/// The calendar file's publisher: it writes what changed, keeps its record's generation current,
/// never goes back to an older logbook, and goes at session end.
@Suite struct CalendarPublisherTests {
    /// What the next build returns, and the logbook's generation now.
    final class Builds: Sendable {
        let next = Mutex(PreparedCalendar(bytes: Data("A stamped 1".utf8), content: "A", generation: 1))
        let logbook = Mutex(1)
    }

    let container = ContainerDouble()
    let builds = Builds()

    var publisher: CalendarPublisher {
        let builds = builds
        return CalendarPublisher(
            build: { builds.next.withLock { $0 } }, container: container,
            logbookGeneration: { builds.logbook.withLock { $0 } })
    }

    func build(_ bytes: String, content: String, generation: Int) {
        builds.next.withLock { $0 = PreparedCalendar(bytes: Data(bytes.utf8), content: content, generation: generation) }
        builds.logbook.withLock { $0 = max($0, generation) }
    }

    var file: String? { container.files[CalendarPublisher.fileName].map { String(decoding: $0, as: UTF8.self) } }

    func record() throws -> CalendarRecord {
        let bytes = try #require(container.files[CalendarRecord.fileName])
        return try #require(CalendarRecord.decode(bytes))
    }

    @Test func theSameEventsFromALaterGenerationMoveOnlyTheRecord() throws {
        #expect(try publisher.publish() == 11)
        #expect(publisher.isCurrent(logbookGeneration: 1))
        build("A stamped 2", content: "A", generation: 2)
        #expect(try publisher.publish() == nil)
        // The file keeps its bytes (and its stamp); the record says it shows generation 2.
        #expect(file == "A stamped 1")
        #expect(try record().file.generation == 2)
        #expect(publisher.isCurrent(logbookGeneration: 2))
        #expect(container.renames == [CalendarPublisher.fileName, CalendarRecord.fileName, CalendarRecord.fileName])
    }

    @Test func otherEventsReplaceTheFile() throws {
        try publisher.publish()
        build("B stamped 2", content: "B", generation: 2)
        #expect(try publisher.publish() == 11)
        #expect(file == "B stamped 2")
        #expect(try record().content == "B")
    }

    @Test func aFileChangedOnDiskIsWrittenAgainEvenWithTheSameEvents() throws {
        try publisher.publish()
        try container.publish(Data("edited".utf8), as: CalendarPublisher.fileName, commit: .unconditional)
        #expect(!publisher.isCurrent(logbookGeneration: 1))
        #expect(try publisher.publish() == 11)
        #expect(file == "A stamped 1")
    }

    @Test func aBuildOfAnOlderLogbookNeverReplacesANewerFile() throws {
        build("B stamped 5", content: "B", generation: 5)
        try publisher.publish()
        build("A stamped 4", content: "A", generation: 4)
        #expect(try publisher.publish() == nil)
        #expect(file == "B stamped 5")
    }

    @Test func aCalendarLargerThanASnapshotIsStillReadBack() throws {
        let directory = TemporaryDirectory(prefix: "glovebox-calendar")
        let big = String(repeating: "BEGIN:VEVENT\r\n", count: 100_000)  // 1.4 MB, over a snapshot's limit
        let publisher = CalendarPublisher(
            build: { PreparedCalendar(bytes: Data(big.utf8), content: "big", generation: 1) },
            container: SnapshotFilesContainer(files: SnapshotFiles(directory: directory.path)))
        #expect(try publisher.publish() == big.utf8.count)
        #expect(publisher.isCurrent(logbookGeneration: 1))
        #expect(try publisher.publish() == nil)
        #expect(publisher.hasPublishedFiles)
    }

    @Test func removalTakesTheFileAndItsRecord() throws {
        try publisher.publish()
        #expect(publisher.hasPublishedFiles)
        try publisher.remove()
        #expect(container.files.isEmpty)
        #expect(!publisher.hasPublishedFiles)
    }
}
