import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract

@Suite struct ReloadCenterTests {
    let directory = TemporaryDirectory(prefix: "glovebox-reload")
    var files: SnapshotFiles { SnapshotFiles(directory: directory.path) }
    let now = Pinned.instant("2026-11-29T19:20:00Z")

    func center(foreground: Bool = true) -> ContainerReloadCenter {
        let now = self.now
        return ContainerReloadCenter(files: files, clock: { now }, isForeground: { foreground })
    }

    @Test func requestsAreRecordedInOrderWithTimeAndForeground() throws {
        try center().reloadTimelines(ofKind: .spend)
        try center(foreground: false).reloadAllTimelines()
        let batch = try ReloadRequestLog(files: files).read(from: 0)
        #expect(
            batch.requests == [
                ReloadRequest(scope: .kind(.spend), requestedAt: now, foreground: true),
                ReloadRequest(scope: .all, requestedAt: now, foreground: false),
            ])
        #expect(batch.skippedLines == 0)
        #expect(try permissions(of: directory.appending(ReloadRequestLog.fileName).path) == 0o600)
    }

    @Test func eachRequestIsOneSortedJsonLine() throws {
        try center().reloadTimelines(ofKind: .deadlines)
        let text = try String(contentsOf: directory.appending(ReloadRequestLog.fileName), encoding: .utf8)
        #expect(text == #"{"foreground":true,"requestedAt":"2026-11-29T19:20:00Z","scope":"deadlines"}"# + "\n")
    }

    @Test func theHostReadsIncrementallyFromWhereItStopped() throws {
        let log = ReloadRequestLog(files: files)
        try center().reloadTimelines(ofKind: .vehicle)
        let first = try log.read(from: 0)
        try center().reloadTimelines(ofKind: .maintenance)
        let second = try log.read(from: first.nextOffset)
        #expect(first.requests.map(\.scope) == [.kind(.vehicle)])
        #expect(second.requests.map(\.scope) == [.kind(.maintenance)])
        #expect(try log.read(from: second.nextOffset).requests.isEmpty)
    }

    @Test func aTornLastLineIsIgnoredUntilItIsComplete() throws {
        let log = ReloadRequestLog(files: files)
        try center().reloadTimelines(ofKind: .vehicle)
        let url = directory.appending(ReloadRequestLog.fileName)
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"foreground":true,"reque"#.utf8))
        try handle.close()

        let torn = try log.read(from: 0)
        #expect(torn.requests.map(\.scope) == [.kind(.vehicle)])
        #expect(torn.skippedLines == 0)

        // The next append starts a fresh line, so the fragment costs one skipped line, not a request.
        try center().reloadTimelines(ofKind: .spend)
        let after = try log.read(from: torn.nextOffset)
        #expect(after.requests.map(\.scope) == [.kind(.spend)])
        #expect(after.skippedLines == 1)
    }

    @Test func aMissingLogHoldsNoRequests() throws {
        let batch = try ReloadRequestLog(files: files).read(from: 0)
        #expect(batch == ReloadRequestBatch(requests: [], nextOffset: 0, skippedLines: 0))
    }

    @Test func anOffsetPastTheEndRestartsAtTheBeginning() throws {
        try center().reloadAllTimelines()
        let batch = try ReloadRequestLog(files: files).read(from: 1_000_000)
        #expect(batch.requests.map(\.scope) == [.all])
    }

    @Test func aFailedAppendNamesTheStep() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        let center = ContainerReloadCenter(files: files, clock: { Date(timeIntervalSince1970: 0) }, isForeground: { true })
        fileSystem.inject(ENOSPC, at: .syncFile)
        #expect(throws: ContainerError.appendFailed(name: ReloadRequestLog.fileName, step: .syncFile, errno: ENOSPC)) {
            try center.reloadAllTimelines()
        }
    }

    @Test func creatingTheLogSyncsTheDirectoryOnce() throws {
        let fileSystem = FaultInjectingFileSystem()
        let files = SnapshotFiles(directory: directory.path, fileSystem: fileSystem)
        let center = ContainerReloadCenter(files: files, clock: { Date(timeIntervalSince1970: 0) }, isForeground: { true })
        try center.reloadAllTimelines()
        try center.reloadAllTimelines()
        #expect(fileSystem.calls.filter { $0.operation == .syncDirectory }.count == 1)
        #expect(fileSystem.calls.filter { $0.operation == .syncFile }.count == 2)
    }

    @Test func installedWidgetsRoundTripThroughTheSharedContainer() throws {
        let widgets = [
            InstalledWidget(id: "w1", kind: .vehicle, family: .small, vehicleId: "jeep"),
            InstalledWidget(id: "w2", kind: .deadlines, family: .accessoryRectangular),
        ]
        #expect(try center().currentConfigurations().isEmpty)
        try InstalledWidgets.save(widgets, to: files)
        #expect(try center().currentConfigurations() == widgets)
    }

    @Test func installedWidgetsOfAnotherVersionAreRefused() throws {
        try files.publish(Data(#"{"version":2,"widgets":[]}"#.utf8), as: InstalledWidgets.fileName)
        #expect(throws: ContainerError.undecodable(
            name: InstalledWidgets.fileName, reason: "unsupported version 2, expected 1")) {
            try center().currentConfigurations()
        }
    }

    @Test func theRecordingDoubleRecordsAndCanFail() throws {
        let recording = RecordingReloadCenter(installed: [InstalledWidget(id: "w", kind: .spend, family: .medium)])
        try recording.reloadTimelines(ofKind: .spend)
        try recording.reloadAllTimelines()
        #expect(recording.requests == [.kind(.spend), .all])
        #expect(recording.requestedKinds == [.spend])
        recording.failEveryCall(with: .readFailed(name: "x", errno: EIO))
        #expect(throws: ContainerError.readFailed(name: "x", errno: EIO)) { try recording.reloadAllTimelines() }
        #expect(recording.requests.count == 2)
    }
}
