import AppLifecycle
import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

/// Each published snapshot carries the logbook generation it was built from, and its record says
/// what file was published: a build of an older generation never replaces a newer snapshot, a file
/// that is not the one published reloads every kind, and a command can tell in a few reads whether
/// the widgets are behind the logbook.
@Suite struct GenerationPublishingTests {
    let source = SourceDouble()
    let container = ContainerDouble()
    let center = ReloadCenterDouble()

    var publisher: WidgetPublisher {
        WidgetPublisher(source: source, container: container, reloadCenter: center)
    }

    func record() throws -> KindHashes {
        try #require(container.files[KindHashes.fileName].flatMap(KindHashes.decode))
    }

    @Test func theRecordSaysWhichGenerationAndWhichBytesWerePublished() async throws {
        source.setGeneration(7)

        _ = try await publisher.publish(trigger: .background)

        let published = try #require(container.files[WidgetsSnapshot.fileName])
        #expect(try record().file == PublishedFile(bytes: published, generation: 7))
        #expect(try record().file?.size == published.count)
    }

    @Test func aBuildOfAnOlderGenerationNeverReplacesANewerSnapshot() async throws {
        source.setGeneration(5)
        _ = try await publisher.publish(trigger: .background)
        let newer = try #require(container.files[WidgetsSnapshot.fileName])
        let newerRecord = try record()
        let reloads = center.reloads

        // A build that read the logbook at generation 3, while generation 5 is committed and
        // published: what a publisher that built before another's commit would rename last.
        source.change(.spend)
        source.setGeneration(3, logbookNow: 5)
        let report = try await publisher.publish(trigger: .forced, force: true)

        #expect(report.outcome == .superseded)
        #expect(container.files[WidgetsSnapshot.fileName] == newer)
        #expect(try record() == newerRecord)
        #expect(center.reloads == reloads)
    }

    @Test func aPublishedGenerationTheLogbookNeverReachedIsReplaced() async throws {
        // Published from generation 9 of a logbook since replaced by an older copy at generation 3:
        // the snapshot shows a state that no longer exists, and the build is of the logbook there is.
        source.setGeneration(9)
        _ = try await publisher.publish(trigger: .background)
        source.change(.vehicle)
        source.setGeneration(3, logbookNow: 3)

        let report = try await publisher.publish(trigger: .background)

        #expect(report.outcome == .published)
        #expect(try record().file?.generation == 3)
    }

    @Test func aDamagedSnapshotFileReloadsEveryKind() async throws {
        _ = try await publisher.publish(trigger: .background)
        let reloads = center.reloads.count
        container.place(Data("{\"kind\":\"glovebox.widgets\",\"vers".utf8), as: WidgetsSnapshot.fileName)

        let report = try await publisher.publish(trigger: .forced, force: true)

        #expect(report.changedKinds == WidgetKind.allCases)
        #expect(Array(center.reloads.dropFirst(reloads)) == WidgetKind.allCases)
        #expect(try record().file?.matches(container.files[WidgetsSnapshot.fileName]) == true)
    }

    @Test func anEmptySnapshotFileIsRepublishedWithoutBeingForced() async throws {
        _ = try await publisher.publish(trigger: .background)
        container.place(Data(), as: WidgetsSnapshot.fileName)

        let report = try await publisher.publish(trigger: .background)

        #expect(report.outcome == .published)
        #expect(report.reloadedKinds == WidgetKind.allCases)
        #expect(container.files[WidgetsSnapshot.fileName]?.isEmpty == false)
    }

    @Test func anOlderSnapshotPutBackInPlaceReloadsEveryKind() async throws {
        source.setGeneration(1)
        _ = try await publisher.publish(trigger: .background)
        let older = try #require(container.files[WidgetsSnapshot.fileName])
        source.change(.spend)
        source.setGeneration(2)
        _ = try await publisher.publish(trigger: .background)
        // A restored backup of the container, or a file copied back by hand.
        container.place(older, as: WidgetsSnapshot.fileName)

        let report = try await publisher.publish(trigger: .background)

        #expect(report.reloadedKinds == WidgetKind.allCases)
        #expect(try record().file?.generation == 2)
    }

    @Test func theSameContentOfALaterGenerationIsRewrittenButReloadsNothing() async throws {
        source.setGeneration(1)
        _ = try await publisher.publish(trigger: .background)
        let reloads = center.reloads

        source.setGeneration(2)
        let report = try await publisher.publish(trigger: .background)

        #expect(report.outcome == .published)
        #expect(report.changedKinds.isEmpty)
        #expect(center.reloads == reloads)
        #expect(try record().file?.generation == 2)
    }

    @Test func theSnapshotIsCurrentOnlyForTheGenerationPublishedAndTheBytesWritten() async throws {
        source.setGeneration(4)
        #expect(await !publisher.isCurrent(logbookGeneration: 4), "nothing is published yet")
        _ = try await publisher.publish(trigger: .background)

        #expect(await publisher.isCurrent(logbookGeneration: 4))
        #expect(await !publisher.isCurrent(logbookGeneration: 5))

        container.place(Data("damaged".utf8), as: WidgetsSnapshot.fileName)
        #expect(await !publisher.isCurrent(logbookGeneration: 4))
        container.delete(WidgetsSnapshot.fileName)
        #expect(await !publisher.isCurrent(logbookGeneration: 4))
    }

    @Test func withNoWidgetInstalledThereIsNothingToBeBehind() async {
        center.setInstalled([])

        #expect(await publisher.isCurrent(logbookGeneration: 12))
    }

    @Test func theShortcutsSnapshotIsNeverReplacedByAnOlderGeneration() throws {
        let built = ShortcutsBuilds(generation: 6)
        let shortcuts = ShortcutsPublisher(
            build: { built.snapshot() }, container: container, logbookGeneration: { built.logbookNow })
        #expect(try shortcuts.publish() != nil)
        let newer = try #require(container.files[ShortcutsSnapshot.fileName])
        #expect(shortcuts.isCurrent(logbookGeneration: 6))
        #expect(!shortcuts.isCurrent(logbookGeneration: 7))

        built.set(generation: 2, logbookNow: 6)
        #expect(try shortcuts.publish() == nil)
        #expect(container.files[ShortcutsSnapshot.fileName] == newer)

        built.set(generation: 7, logbookNow: 7)
        #expect(try shortcuts.publish() != nil)
        let record = try #require(container.files[ShortcutsRecord.fileName].flatMap(ShortcutsRecord.decode))
        #expect(record.file.generation == 7)
        #expect(shortcuts.isCurrent(logbookGeneration: 7))
        container.place(Data("{".utf8), as: ShortcutsSnapshot.fileName)
        #expect(!shortcuts.isCurrent(logbookGeneration: 7), "a damaged file is behind whatever its record says")
    }
}
