import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import ShortcutsContract
import Synchronization
import Testing
import WidgetContract

/// A session with a publishing lock holds it from the build of a publish to its last reload
/// request, and through the session-end purge; another holder (another `glovebox` process) makes
/// both wait.
@Suite struct PublishingLockSessionTests {
    let shared = TemporaryDirectory(prefix: "glovebox-lock-shared")
    let documents = TemporaryDirectory(prefix: "glovebox-lock-documents")
    let appPrivate = TemporaryDirectory(prefix: "glovebox-lock-app")
    let source = SourceDouble()
    let probes = ProbeLog()

    var lock: PublishingLock { PublishingLock(directory: appPrivate.path) }

    /// A session over the real files, whose build, reload requests and purge note whether the lock
    /// was held when they ran.
    func makeSession(lock: PublishingLock?) -> PublishingSession {
        let path = self.lock.path
        let probes = self.probes
        let publisher = WidgetPublisher(
            source: ProbingSource(base: source) { probes.note("build", LockProbe.isHeld(path)) },
            container: SnapshotFilesContainer(files: SnapshotFiles(directory: shared.path)),
            reloadCenter: ProbingReloadCenter(base: ReloadCenterDouble()) { probes.note($0, LockProbe.isHeld(path)) })
        let shortcuts = ShortcutsPublisher(
            build: {
                probes.note("shortcuts", LockProbe.isHeld(path))
                return SampleSource.shortcuts
            },
            container: SnapshotFilesContainer(files: SnapshotFiles(directory: documents.path)))
        let remover = ProbingRemover { probes.note("purge", LockProbe.isHeld(path)) }
        return PublishingSession(
            publisher: publisher, clock: TestClock(), shortcuts: shortcuts, privateRemovers: [remover],
            publishingLock: lock)
    }

    func published() -> Bool {
        FileManager.default.fileExists(atPath: shared.path + "/" + WidgetsSnapshot.fileName)
    }

    @Test func aPublishHoldsTheLockFromTheBuildToItsLastReloadRequest() async throws {
        let session = makeSession(lock: lock)
        session.mount()

        try await session.enterBackground()

        #expect(probes.names == ["build"] + WidgetKind.allCases.map(\.rawValue) + ["shortcuts"])
        #expect(probes.unheld.isEmpty, "ran without the lock: \(probes.unheld)")
        #expect(LockProbe.isReleased(lock.path), "the publish kept the lock")
    }

    @Test func aPublishWaitsForAnotherHolderBeforeItReadsTheLogbook() throws {
        let session = makeSession(lock: lock)
        session.mount()
        let other = try lock.acquire()

        let outcome = PublishOutcomeBox()
        Thread {
            outcome.set(Result { () throws(LifecycleError) in
                try session.enterBackground(configurations: session.immediateConfigurations)
            })
        }.start()
        // Once the publish's request waits behind the other holder, everything it does before the
        // lock is done and nothing after it can start until the other lets go.
        #expect(LockWaiters.wait(untilWaiting: 1, on: lock.path, unless: { outcome.isSet }), "the publish never waited for the lock")
        #expect(source.builds == 0, "the publish read the logbook while another process held the lock")
        #expect(!published())
        other.release()

        #expect(try outcome.wait().get().outcome == .published)
        #expect(source.builds == 1)
        #expect(published())
    }

    @Test func aSessionEndWaitsForAnotherHolderBeforeItPurges() async throws {
        let session = makeSession(lock: lock)
        session.mount()
        try await session.enterBackground()
        let other = try lock.acquire()

        let ended = DispatchSemaphore(value: 0)
        Thread {
            try? session.signOut()
            ended.signal()
        }.start()
        // The sign-out waits behind the other holder: it has not purged, and cannot until the other lets go.
        #expect(LockWaiters.wait(untilWaiting: 1, on: lock.path), "the sign-out never waited for the lock")
        #expect(ended.wait(timeout: .now()) == .timedOut, "the purge ran while another process held the lock")
        #expect(published())
        other.release()

        ended.wait()
        #expect(!published())
        #expect(probes.names.last == "all")
        #expect(probes.unheld.isEmpty, "ran without the lock: \(probes.unheld)")
    }

    @Test func aLockThatCannotBeTakenFailsThePublishBeforeItReadsTheLogbook() async throws {
        let broken = PublishingLock(directory: appPrivate.path + "/missing")
        let session = makeSession(lock: broken)
        session.mount()

        let expected = LifecycleError.container(.lockFailed(path: broken.path, step: .open, errno: ENOENT))
        await #expect(throws: expected) { try await session.enterBackground() }
        #expect(source.builds == 0)
        #expect(session.isDirty, "a publish that never ran leaves the change to publish")
        #expect(expected.description.contains("cannot take the publishing lock \(broken.path)"))
    }

    @Test func aSessionEndPurgesEvenWhenTheLockCannotBeTaken() async throws {
        try await makeSession(lock: nil).publishNow()
        #expect(published())
        let broken = PublishingLock(directory: appPrivate.path + "/missing")
        let session = makeSession(lock: broken)

        let lockFailure = ContainerError.lockFailed(path: broken.path, step: .open, errno: ENOENT)
        #expect(throws: LifecycleError.purgeFailed([PurgeFailure(.publishingLock, lockFailure)])) { try session.signOut() }
        #expect(!published())
        #expect(!FileManager.default.fileExists(atPath: documents.path + "/" + ShortcutsSnapshot.fileName))
    }
}

/// What ran, in order, and whether the publishing lock was held at the time.
final class ProbeLog: Sendable {
    private let entries = Mutex<[(name: String, held: Bool)]>([])

    func note(_ name: String, _ held: Bool) {
        entries.withLock { $0.append((name, held)) }
    }

    var names: [String] { entries.withLock { $0.map(\.name) } }
    var unheld: [String] { entries.withLock { $0.filter { !$0.held }.map(\.name) } }
}

/// A source that runs a probe before each build.
struct ProbingSource: SnapshotSource {
    let base: any SnapshotSource
    let probe: @Sendable () -> Void

    func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        probe()
        return try base.prepareWidgetsSnapshot()
    }
}

/// A reload center that runs a probe with the scope of each reload request.
struct ProbingReloadCenter: ImmediateReloadCenter {
    let base: ReloadCenterDouble
    let probe: @Sendable (String) -> Void

    func reloadTimelines(ofKind kind: WidgetKind) throws(ContainerError) {
        try base.reloadTimelines(ofKind: kind)
        probe(kind.rawValue)
    }

    func reloadAllTimelines() throws(ContainerError) {
        try base.reloadAllTimelines()
        probe("all")
    }

    func currentConfigurations() throws(ContainerError) -> [InstalledWidget] {
        try base.currentConfigurations()
    }

    func installedNow() throws(ContainerError) -> [InstalledWidget] {
        try base.currentConfigurations()
    }
}

/// A remover that only runs a probe.
struct ProbingRemover: SessionFileRemover {
    let probe: @Sendable () -> Void

    func removeSessionFiles() throws {
        probe()
    }
}
