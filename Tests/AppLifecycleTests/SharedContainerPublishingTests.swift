import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import ShortcutsContract
import Synchronization
import Testing
import WidgetContract

/// The session over the real `SnapshotFiles` in a temporary directory.
@Suite struct SharedContainerPublishingTests {
    let directory = TemporaryDirectory(prefix: "glovebox-lifecycle")
    let documents = TemporaryDirectory(prefix: "glovebox-documents")
    let fileSystem = BlockingFileSystem()
    let source = SampleSource()
    let center = ReloadCenterDouble()

    func makeSession() -> PublishingSession {
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        let publisher = WidgetPublisher(
            source: source, container: SnapshotFilesContainer(files: files), reloadCenter: center)
        let shortcuts = ShortcutsPublisher(
            build: { SampleSource.shortcuts },
            container: SnapshotFilesContainer(files: SnapshotFiles(directory: documents.path, fileSystem: fileSystem)))
        return PublishingSession(publisher: publisher, clock: TestClock(), shortcuts: shortcuts)
    }

    func entries(_ directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func thePublishedFileDecodesToTheSnapshotBuilt() async throws {
        let session = makeSession()
        session.mount()

        let report = try await session.enterBackground()

        let bytes = try Data(contentsOf: directory.appending(WidgetsSnapshot.fileName))
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes) == SampleSnapshots.englishUnlocked)
        #expect(report.snapshotBytes == bytes.count)
        let parts = SampleSnapshots.englishUnlocked.parts().map(\.fileName)
        #expect(try entries(directory) == ([KindHashes.fileName, WidgetsSnapshot.fileName] + parts).sorted())
        let shortcuts = try Data(contentsOf: documents.appending(ShortcutsSnapshot.fileName))
        #expect(try SnapshotCoding.decode(ShortcutsSnapshot.self, from: shortcuts) == SampleSource.shortcuts)
        #expect(report.shortcutsBytes == shortcuts.count)
    }

    @Test func theShortcutsSnapshotIsPublishedEvenWithNoWidgetInstalled() async throws {
        center.setInstalled([])
        let session = makeSession()
        session.mount()

        let report = try await session.enterBackground()

        #expect(report.outcome == .nothingInstalled)
        #expect(try entries(directory).isEmpty)
        #expect(try entries(documents) == [ShortcutsRecord.fileName, ShortcutsSnapshot.fileName])
    }

    @Test func aRemoverPurgesItsNamesAndEveryTemporaryFile() throws {
        try Data("{}".utf8).write(to: documents.appending("notes.json"))
        try Data("{".utf8).write(to: documents.appending(".notes.json.tmp"))
        try Data("keep".utf8).write(to: documents.appending("other.json"))

        try SnapshotFilesRemover(files: SnapshotFiles(directory: documents.path), names: ["notes.json"])
            .removeSessionFiles()

        #expect(try entries(documents) == ["other.json"])
    }

    @Test func aSecondSessionWithTheSameContentReloadsNothing() async throws {
        let first = makeSession()
        first.mount()
        try await first.enterBackground()

        let second = makeSession()
        second.mount()
        let report = try await second.enterBackground()

        #expect(report.outcome == .unchanged)
        #expect(center.reloads == WidgetKind.allCases)
    }

    @Test func signOutEmptiesBothDirectoriesOfEveryFileAndTemporary() async throws {
        let session = makeSession()
        session.mount()
        try await session.enterBackground()
        try Data("left by a crash".utf8).write(to: directory.appending(".widgets.snapshot.json.tmp"))
        #expect(try entries(documents) == [ShortcutsRecord.fileName, ShortcutsSnapshot.fileName])
        try Data("{".utf8).write(to: documents.appending(".shortcuts.snapshot.json.tmp"))
        try Data("{".utf8).write(to: documents.appending(".shortcuts.published.json.tmp"))

        try session.signOut()

        #expect(try entries(directory).isEmpty)
        #expect(try entries(documents).isEmpty)
        #expect(center.reloadAllCount == 1)
    }

    @Test(arguments: [BlockingFileSystem.Point.createTemporary, .syncTemporary])
    func aPublishInFlightAtSignOutLeavesNoFile(blockedAt point: BlockingFileSystem.Point) throws {
        let session = makeSession()
        session.mount()
        let blocker = Blocker()
        fileSystem.block(at: point, with: blocker)

        let outcome = PublishOutcomeBox()
        Thread {
            outcome.set(Result { () throws(LifecycleError) in
                try session.publishNow(configurations: session.immediateConfigurations)
            })
        }.start()
        blocker.waitForArrival()
        try session.signOut()
        blocker.release()

        #expect(throws: LifecycleError.sessionEnded) { try outcome.wait().get() }
        #expect(try entries(directory).isEmpty)
        #expect(try entries(documents).isEmpty)
        #expect(center.reloads.isEmpty)
        #expect(center.reloadAllCount == 1)
    }
}

/// A source that encodes a sample snapshot from the contract's fixtures.
final class SampleSource: SnapshotSource {
    /// A small Shortcuts snapshot of the same moment.
    static let shortcuts = ShortcutsSnapshot(
        generatedAt: Pinned.instant("2026-11-29T19:20:00Z"), locale: "en", timeZone: "Europe/London",
        privacy: SnapshotPrivacy(locked: false), dayPhrases: SampleSnapshots.englishUnlocked.dayPhrases,
        phrases: ShortcutPhrases(
            openApp: "Open Glovebox to answer this.", noVehicles: "You have no vehicles yet.",
            unknownVehicle: "No vehicle is called “{name}”. Your vehicles: {choices}.",
            whichVehicle: "Which vehicle do you mean: {choices}?", maintenanceByDate: "{vehicle}: {item}, {when}.",
            maintenanceByDistance: "{vehicle}: {item}, {distance}.",
            noMaintenance: "{vehicle} has no maintenance planned.", deadline: "{vehicle}: {item}, {when}.",
            noDeadlines: "{vehicle} has no open deadlines.", monthSpend: "{vehicle} spent {amount} in {month}.",
            incompleteSpend: "Some records have no exchange rate.",
            monthEnded: "{month} has ended. Open Glovebox to update.", odometer: "{vehicle} shows {odometer}, read on {date}.",
            staleOdometer: "{vehicle} showed {odometer} on {date}; it may be out of date.", noOdometer: "{vehicle} has no odometer reading yet.", locked: "Glovebox is locked. Open the app to see this."),
        vehicles: [])

    func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        let snapshot = SampleSnapshots.englishUnlocked
        var hashes: [WidgetKind: String] = [:]
        for kind in WidgetKind.allCases { hashes[kind] = "\(kind.rawValue)-\(snapshot.vehicles.count)" }
        return try PreparedSnapshot(encoding: snapshot, kindHashes: hashes)
    }
}
