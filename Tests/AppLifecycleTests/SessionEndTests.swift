import AppLifecycle
import Foundation
import Synchronization
import Testing
import WidgetContract

@Suite struct SessionEndTests {
    @Test func signOutRemovesEveryFileAsksAllWidgetsToReloadAndCancelsTimers() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        try await harness.session.enterBackground()
        harness.session.enterForeground()
        harness.session.recordWritten()
        #expect(harness.session.hasPendingTimer)

        try harness.session.signOut()

        #expect(harness.container.files.isEmpty)
        #expect(harness.container.temporaries.isEmpty)
        #expect(harness.remover.removals == 1)
        #expect(harness.center.reloadAllCount == 1)
        #expect(!harness.session.hasPendingTimer)
        #expect(!harness.session.isSignedIn)
        await harness.advance(seconds: 60)
        #expect(harness.snapshotPublishes == 1)
        #expect(harness.container.files.isEmpty)
    }

    @Test func accountDeletionPurgesLikeSignOut() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        try await harness.session.publishNow()

        try harness.session.deleteAccount()

        #expect(harness.container.files.isEmpty)
        #expect(harness.remover.removals == 1)
        #expect(harness.center.reloadAllCount == 1)
    }

    @Test func nothingIsPublishedWhileSignedOut() async throws {
        let harness = SessionHarness(signedIn: false)
        harness.session.mount()
        await harness.advance(seconds: 10)

        let report = try await harness.session.publishNow()

        #expect(report.outcome == .signedOut)
        #expect(harness.source.builds == 0)
        #expect(harness.container.files.isEmpty)
    }

    @Test func signingInAgainPublishesOnTheTimer() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        try harness.session.signOut()

        harness.session.signIn()
        await harness.advance(seconds: 4)

        #expect(harness.container.files[WidgetsSnapshot.fileName] != nil)
        #expect(harness.center.reloads == WidgetKind.allCases)
    }

    @Test(arguments: [ContainerDouble.BlockPoint.beforeWrite, .beforeRename])
    func aPublishInFlightAtSignOutCannotBringTheFileBack(blockedAt point: ContainerDouble.BlockPoint) throws {
        let harness = SessionHarness()
        harness.session.mount()
        let blocker = Blocker()
        harness.container.blockNextPublish(at: point, with: blocker)

        let outcome = PublishOutcomeBox()
        let thread = Thread {
            outcome.set(Result { () throws(LifecycleError) in
                try harness.session.publishNow(configurations: harness.session.immediateConfigurations)
            })
        }
        thread.start()
        blocker.waitForArrival()
        #expect(harness.container.temporaries.count == (point == .beforeRename ? 1 : 0))

        try harness.session.signOut()
        blocker.release()
        let result = outcome.wait()

        #expect(throws: LifecycleError.sessionEnded) { try result.get() }
        #expect(harness.container.files.isEmpty)
        #expect(harness.container.temporaries.isEmpty)
        #expect(harness.center.reloads.isEmpty)
        #expect(harness.center.reloadAllCount == 1)
    }

    @Test func aPublishAfterTheRaceWorksInTheNextSession() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        let blocker = Blocker()
        harness.container.blockNextPublish(at: .beforeWrite, with: blocker)
        let outcome = PublishOutcomeBox()
        Thread {
            outcome.set(Result { () throws(LifecycleError) in
                try harness.session.publishNow(configurations: harness.session.immediateConfigurations)
            })
        }.start()
        blocker.waitForArrival()
        try harness.session.signOut()
        blocker.release()
        _ = outcome.wait()

        harness.session.signIn()
        let report = try await harness.session.enterBackground()

        #expect(report.outcome == .published)
        #expect(harness.container.files[WidgetsSnapshot.fileName] != nil)
    }

    @Test func aRecordWrittenDuringAPublishKeepsTheSnapshotDirty() throws {
        let harness = SessionHarness()
        harness.session.mount()
        let blocker = Blocker()
        harness.container.blockNextPublish(at: .beforeWrite, with: blocker)
        let outcome = PublishOutcomeBox()
        Thread {
            outcome.set(Result { () throws(LifecycleError) in
                try harness.session.enterBackground(configurations: harness.session.immediateConfigurations)
            })
        }.start()
        blocker.waitForArrival()

        harness.session.recordWritten()
        blocker.release()

        #expect(try outcome.wait().get().outcome == .published)
        #expect(harness.session.isDirty)
    }

    @Test func aFailedPublishLeavesTheSnapshotDirtyForTheNextTry() async throws {
        let harness = SessionHarness()
        harness.session.mount()
        harness.container.setFailing(true)

        await #expect(throws: LifecycleError.self) { try await harness.session.enterBackground() }
        #expect(harness.session.isDirty)
        #expect(harness.center.reloads.isEmpty)

        harness.container.setFailing(false)
        let report = try await harness.session.enterBackground()
        #expect(report.outcome == .published)
        #expect(!harness.session.isDirty)
    }

    @Test func aFailedTimerPublishIsReportedAndStaysDirty() async throws {
        let harness = SessionHarness()
        harness.container.setFailing(true)
        harness.session.mount()

        await harness.advance(seconds: 4)

        let result = try #require(harness.session.lastTimerResult)
        #expect(throws: LifecycleError.self) { try result.get() }
        #expect(harness.session.isDirty)
        #expect(harness.center.reloads.isEmpty)
    }
}

/// A result handed from a publishing thread to the test.
final class PublishOutcomeBox: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let value = Mutex<Result<PublishReport, LifecycleError>?>(nil)

    func set(_ result: Result<PublishReport, LifecycleError>) {
        value.withLock { $0 = result }
        done.signal()
    }

    func wait() -> Result<PublishReport, LifecycleError> {
        done.wait()
        return value.withLock { $0! }
    }

    /// Whether the publish has ended, without waiting.
    var isSet: Bool {
        value.withLock { $0 != nil }
    }
}
