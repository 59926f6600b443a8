import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import ShortcutsContract
import Synchronization
import Testing
import WidgetContract

/// A short session over real directories — the app's own and a shared container that lies
/// elsewhere, as the App Group container does on iOS — with the Linux widget host's reload center.
@Suite struct DirectoriesSessionTests {
    let app = TemporaryDirectory(prefix: "glovebox-app")
    let group = TemporaryDirectory(prefix: "glovebox-group")
    let locations: AppDirectories
    let now = Pinned.instant("2026-11-29T19:20:00Z")

    init() throws {
        locations = AppDirectories(
            appPrivate: app.path, documents: app.appending("Documents").path, sharedContainer: group.path)
        try FileManager.default.createDirectory(atPath: locations.documents, withIntermediateDirectories: false)
        try InstalledWidgets.save(
            [InstalledWidget(id: "a", kind: .spend, family: .medium), InstalledWidget(id: "b", kind: .vehicle, family: .small)],
            to: SnapshotFiles(directory: locations.sharedContainer))
    }

    func makeSession() -> PublishingSession {
        let now = self.now
        let shared = SnapshotFiles(directory: locations.sharedContainer)
        return PublishingSession(
            directories: locations, source: SampleSource(), shortcuts: { SampleSource.shortcuts }, signedIn: true,
            reloadCenter: { ContainerReloadCenter(files: shared, clock: { now }, isForeground: $0) }, clock: TestClock())
    }

    func reloadRequests() throws -> [ReloadRequest] {
        try ReloadRequestLog(files: SnapshotFiles(directory: locations.sharedContainer)).read(from: 0).requests
    }

    @Test func mountChangeBackgroundPublishesAndAsksTheHostToReloadTheInstalledKinds() async throws {
        let session = makeSession()
        session.mount()
        session.recordWritten()

        let report = try await session.enterBackground()

        #expect(report.outcome == .published)
        #expect(report.reloadedKinds == [.vehicle, .spend])
        let files = SnapshotFiles(directory: locations.sharedContainer)
        guard case .bytes(let bytes) = files.read(WidgetsSnapshot.fileName) else {
            Issue.record("no snapshot was published")
            return
        }
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes) == SampleSnapshots.englishUnlocked)
        #expect(FileManager.default.fileExists(atPath: locations.documents + "/" + ShortcutsSnapshot.fileName))
        let requests = try reloadRequests()
        #expect(requests.map(\.scope) == [.kind(.vehicle), .kind(.spend)])
        #expect(requests.allSatisfy { !$0.foreground && $0.requestedAt == now },
                "a publish on the way to the background spends the widgets' background budget")
    }

    @Test func aSecondCommandWithNothingNewReloadsNothing() async throws {
        let first = makeSession()
        first.mount()
        try await first.enterBackground()

        let second = makeSession()
        second.mount()
        let report = try await second.publishNow()

        #expect(report.changedKinds.isEmpty)
        #expect(report.reloadedKinds.isEmpty)
        #expect(try reloadRequests().count == 2)
    }

    @Test func signOutLeavesNoSnapshotAndAsksEveryWidgetToReload() async throws {
        let session = makeSession()
        session.mount()
        try await session.enterBackground()

        try session.signOut()

        let shared = try FileManager.default.contentsOfDirectory(atPath: locations.sharedContainer).sorted()
        #expect(shared == [ReloadRequestLog.fileName, InstalledWidgets.fileName].sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: locations.documents).isEmpty)
        #expect(try reloadRequests().last?.scope == .all)
    }

    @Test func theLockIsBesideTheLogbookAndNothingOfTheAppsGoesToTheSharedContainer() async throws {
        let session = makeSession()
        session.mount()
        try await session.enterBackground()

        #expect(session.publishingLock?.path == locations.appPrivate + "/" + PublishingLock.fileName)
        let shared = try FileManager.default.contentsOfDirectory(atPath: locations.sharedContainer).sorted()
        // The snapshot's widget parts are the widgets' files too.
        #expect(shared.filter { !WidgetPart.isPartFileName($0) } == [
            InstalledWidgets.fileName, KindHashes.fileName, ReloadRequestLog.fileName, WidgetsSnapshot.fileName,
        ].sorted())
    }

    @Test func aTimerPublishAsksTheReloadCenterForTheInstalledWidgetsAsWidgetCenterAnswers() async throws {
        let clock = TestClock()
        let center = AnsweringLaterReloadCenter(installed: [InstalledWidget(id: "a", kind: .deadlines, family: .small)])
        let session = PublishingSession(
            directories: locations, source: SampleSource(), shortcuts: nil, signedIn: true,
            reloadCenter: { _ in center }, clock: clock)
        session.mount()

        clock.advance(by: PublishingSession.defaultPublishDelay)
        await session.settle()

        let report = try #require(try session.lastTimerResult?.get())
        #expect(report.trigger == .timer)
        #expect(report.reloadedKinds == [.deadlines])
        #expect(center.reloads == [.deadlines])
    }

    @Test func aTimerCancelledWhileTheCenterAnswersPublishesNothing() async throws {
        let clock = TestClock()
        let center = AnsweringLaterReloadCenter(installed: [InstalledWidget(id: "a", kind: .spend, family: .small)])
        let gate = center.holdAnswers()
        let session = PublishingSession(
            directories: locations, source: SampleSource(), shortcuts: nil, signedIn: true,
            reloadCenter: { _ in center }, clock: clock)
        session.mount()
        clock.advance(by: PublishingSession.defaultPublishDelay)
        var asked = gate.asked.makeAsyncIterator()
        await asked.next()

        // The app closes while the center is still answering the timer's question.
        session.cancelPendingPublish()
        gate.open()
        await session.settle()

        #expect(session.lastTimerResult == nil)
        #expect(center.reloads.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: locations.sharedContainer + "/" + WidgetsSnapshot.fileName))
    }

    @Test func aReloadCenterThatCannotListTheWidgetsFailsThePublishAndKeepsItDue() async throws {
        let center = AnsweringLaterReloadCenter(installed: [], failure: .readFailed(name: "x", errno: EIO))
        let session = PublishingSession(
            directories: locations, source: SampleSource(), shortcuts: nil, signedIn: true,
            reloadCenter: { _ in center }, clock: TestClock())
        session.mount()

        let failure = ContainerError.readFailed(name: "x", errno: EIO)
        await #expect(throws: LifecycleError.installedWidgetsUnavailable("\(failure)")) {
            try await session.enterBackground()
        }
        #expect(session.isDirty)
        #expect(!FileManager.default.fileExists(atPath: locations.sharedContainer + "/" + WidgetsSnapshot.fileName))
    }
}

/// A reload center shaped like WidgetCenter: its answer about the installed widgets comes after a
/// suspension, never at once.
final class AnsweringLaterReloadCenter: ReloadCenter {
    /// Answers held until a test lets them through.
    struct Gate: Sendable {
        /// Yields each time the center is asked.
        let asked: AsyncStream<Void>
        fileprivate let askedContinuation: AsyncStream<Void>.Continuation
        fileprivate let answers: AsyncStream<Void>
        private let answersContinuation: AsyncStream<Void>.Continuation

        init() {
            (asked, askedContinuation) = AsyncStream.makeStream()
            (answers, answersContinuation) = AsyncStream.makeStream()
        }

        /// Lets one answer through.
        func open() {
            answersContinuation.yield()
        }
    }

    private let installed: [InstalledWidget]
    private let failure: ContainerError?
    private let requested = Mutex<[WidgetKind]>([])
    private let gate = Mutex<Gate?>(nil)

    /// From now on, each answer waits for the gate to open.
    func holdAnswers() -> Gate {
        let held = Gate()
        gate.withLock { $0 = held }
        return held
    }

    init(installed: [InstalledWidget], failure: ContainerError? = nil) {
        self.installed = installed
        self.failure = failure
    }

    var reloads: [WidgetKind] { requested.withLock { $0 } }

    func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError) {
        requested.withLock { $0.append(kind) }
    }

    func reloadAllTimelines() throws(ContainerError) {}

    func currentConfigurations() async throws -> [InstalledWidget] {
        await Task.yield()
        if let held = gate.withLock({ $0 }) {
            held.askedContinuation.yield()
            for await _ in held.answers { break }
        }
        if let failure { throw failure }
        return installed
    }
}
