import AppLifecycle
import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// A session that changed nothing publishes on its way out only when the published snapshots are
/// behind the logbook, or a file of an ended session is still there.
@Suite struct CatchUpTests {
    let source = SourceDouble()
    let widgets = ContainerDouble()
    let documents = ContainerDouble()
    let center = ReloadCenterDouble()
    let built = ShortcutsBuilds(generation: 1)

    func session(signedIn: Bool = true) -> PublishingSession {
        let publisher = WidgetPublisher(source: source, container: widgets, reloadCenter: center)
        let built = built
        let shortcuts = ShortcutsPublisher(
            build: { built.snapshot() }, container: documents, logbookGeneration: { built.logbookNow })
        return PublishingSession(publisher: publisher, clock: TestClock(), signedIn: signedIn, shortcuts: shortcuts)
    }

    /// One command that commits generation `generation` and publishes it on its way out.
    func publishedCommand(generation: Int) async throws {
        source.setGeneration(generation)
        built.set(generation: generation, logbookNow: generation)
        let command = session()
        command.mount()
        try await command.enterBackground()
    }

    @Test func upToDateSnapshotsAreLeftAlone() async throws {
        try await publishedCommand(generation: 3)
        let renames = widgets.renames + documents.renames

        let report = try await session().catchUp(logbookGeneration: 3)

        #expect(report == nil)
        #expect(widgets.renames + documents.renames == renames)
        #expect(source.builds == 1)
    }

    @Test func aCommitThatWasNeverPublishedIsPublishedByTheNextCommand() async throws {
        try await publishedCommand(generation: 3)
        // A process committed generation 4 and was killed before it published.
        source.change(.deadlines)
        source.setGeneration(4)
        built.set(generation: 4, logbookNow: 4)
        let reloads = center.reloads

        let report = try #require(try await session().catchUp(logbookGeneration: 4))

        #expect(report.trigger == .behind)
        #expect(report.outcome == .published)
        #expect(Array(center.reloads.dropFirst(reloads.count)) == [.deadlines])
        #expect(await session().isBehind(logbookGeneration: 4) == false)
    }

    @Test func aCatchUpThatFindsTheSnapshotsCaughtUpOnceItHoldsTheLockBuildsNothing() async throws {
        try await publishedCommand(generation: 3)
        source.change(.spend)
        source.setGeneration(4)
        built.set(generation: 4, logbookNow: 4)
        let catchingUp = session()
        // By the time it holds the lock, the process that committed generation 4 has published it.
        let other = session()
        source.beforeNextGenerationRead {
            other.mount()
            _ = try? other.enterBackground(configurations: other.immediateConfigurations)
        }
        let builds = source.builds

        let report = try #require(try await catchingUp.catchUp(logbookGeneration: 4))

        #expect(report.outcome == .unchanged)
        #expect(source.builds == builds + 1, "only the other process built")
        #expect(await !catchingUp.isBehind(logbookGeneration: 4))
    }

    @Test func aShortcutsSnapshotLeftBehindIsCaughtUpToo() async throws {
        try await publishedCommand(generation: 3)
        // The widgets publish of generation 4 happened; the process died before the Shortcuts one.
        source.setGeneration(4)
        let publisher = WidgetPublisher(source: source, container: widgets, reloadCenter: center)
        _ = try await publisher.publish(trigger: .background)
        built.set(generation: 4, logbookNow: 4)
        #expect(await session().isBehind(logbookGeneration: 4))

        let report = try #require(try await session().catchUp(logbookGeneration: 4))

        #expect(report.shortcutsBytes != nil)
        let record = try #require(documents.files[ShortcutsRecord.fileName].flatMap(ShortcutsRecord.decode))
        #expect(record.file.generation == 4)
    }

    @Test func aDamagedSnapshotIsRepublishedByTheNextCommand() async throws {
        try await publishedCommand(generation: 3)
        widgets.place(Data(), as: WidgetsSnapshot.fileName)
        let reloads = center.reloads.count

        let report = try #require(try await session().catchUp(logbookGeneration: 3))

        #expect(report.outcome == .published)
        #expect(Array(center.reloads.dropFirst(reloads)) == WidgetKind.allCases)
    }

    @Test func signedOutWithNothingLeftNothingHappens() async throws {
        let report = try await session(signedIn: false).catchUp(logbookGeneration: 8)

        #expect(report == nil)
        #expect(center.reloadAllCount == 0)
    }

    @Test func filesASignOutLeftBehindArePurged() async throws {
        try await publishedCommand(generation: 3)
        // The sign-out committed (generation 4) and its process died before the purge.

        let report = try #require(try await session(signedIn: false).catchUp(logbookGeneration: 4))

        #expect(report.outcome == .signedOut)
        #expect(widgets.files.isEmpty)
        #expect(documents.files.isEmpty)
        #expect(center.reloadAllCount == 1)
    }
}
