import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

/// A short `glovebox` session over the real Linux locations in a temporary root.
@Suite struct LinuxSessionTests {
    let root = TemporaryDirectory(prefix: "glovebox-home")
    let locations: ContainerLocations
    let now = Pinned.instant("2026-11-29T19:20:00Z")

    init() throws {
        locations = try ContainerLocations.resolve(environment: ["GLOVEBOX_HOME": root.path], homeDirectory: "/nonexistent")
        try InstalledWidgets.save(
            [InstalledWidget(id: "a", kind: .spend, family: .medium), InstalledWidget(id: "b", kind: .vehicle, family: .small)],
            to: SnapshotFiles(directory: locations.sharedContainer))
    }

    func makeSession() -> PublishingSession {
        let now = self.now
        return PublishingSession.linux(
            locations: locations, source: SampleSource(), shortcuts: { SampleSource.shortcuts }, signedIn: true,
            now: { now }, clock: TestClock())
    }

    func reloadRequests() throws -> [ReloadRequest] {
        try ReloadRequestLog(files: SnapshotFiles(directory: locations.sharedContainer)).read(from: 0).requests
    }

    @Test func mountChangeBackgroundPublishesAndAsksTheHostToReloadTheInstalledKinds() throws {
        let session = makeSession()
        session.mount()
        session.recordWritten()

        let report = try session.enterBackground()

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

    @Test func aSecondCommandWithNothingNewReloadsNothing() throws {
        let first = makeSession()
        first.mount()
        try first.enterBackground()

        let second = makeSession()
        second.mount()
        let report = try second.publishNow()

        #expect(report.changedKinds.isEmpty)
        #expect(report.reloadedKinds.isEmpty)
        #expect(try reloadRequests().count == 2)
    }

    @Test func signOutLeavesNoSnapshotAndAsksEveryWidgetToReload() throws {
        let session = makeSession()
        session.mount()
        try session.enterBackground()

        try session.signOut()

        let shared = try FileManager.default.contentsOfDirectory(atPath: locations.sharedContainer).sorted()
        #expect(shared == [ReloadRequestLog.fileName, InstalledWidgets.fileName].sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: locations.documents).isEmpty)
        #expect(try reloadRequests().last?.scope == .all)
    }
}
