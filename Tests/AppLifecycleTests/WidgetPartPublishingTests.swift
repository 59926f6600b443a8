import AppLifecycle
import Foundation
import GloveboxTestSupport
import SharedContainer
import Synchronization
import Testing
import WidgetContract

/// The widget parts the publisher writes beside the whole snapshot: one per kind and one per kind
/// and vehicle, holding the snapshot's own values; written only when they change, removed with the
/// vehicle they are about and at sign-out.
@Suite struct WidgetPartPublishingTests {
    let directory = TemporaryDirectory(prefix: "glovebox-parts")
    let source = PartsSource(SampleSnapshots.englishUnlocked)
    let center = ReloadCenterDouble()

    var files: SnapshotFiles { SnapshotFiles(directory: directory.path) }

    func publisher(_ container: any SnapshotContainer) -> WidgetPublisher {
        WidgetPublisher(source: source, container: container, reloadCenter: center)
    }

    var realPublisher: WidgetPublisher { publisher(SnapshotFilesContainer(files: files)) }

    func partNames(in directory: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter(WidgetPart.isPartFileName).sorted()
    }

    func part(_ name: String) throws -> WidgetPart {
        let bytes = try Data(contentsOf: directory.appending(name))
        return try SnapshotCoding.decode(WidgetPart.self, from: bytes)
    }

    @Test func aPublishWritesAPartPerKindAndPerKindAndVehicleBesideTheSnapshot() async throws {
        let snapshot = SampleSnapshots.englishUnlocked
        try #require(snapshot.vehicles.count >= 2)

        _ = try await realPublisher.publish(trigger: .forced)

        // Named from the kinds and the vehicles, written out here rather than taken from the code.
        var expected: [String] = []
        for kind in ["vehicle", "deadlines", "spend", "maintenance"] {
            expected.append("widgets.part.\(kind).json")
            for vehicle in snapshot.vehicles { expected.append("widgets.part.\(kind).v.\(vehicle.id).json") }
        }
        #expect(try partNames(in: directory) == expected.sorted())
        #expect(FileManager.default.fileExists(atPath: directory.appending(WidgetsSnapshot.fileName).path))
    }

    @Test func eachPartHoldsTheWholeSnapshotsValuesForItsVehicle() async throws {
        let snapshot = SampleSnapshots.englishUnlocked
        _ = try await realPublisher.publish(trigger: .forced)

        for vehicle in snapshot.vehicles {
            let id = vehicle.id
            guard case .vehicle(let shown) = try part("widgets.part.vehicle.v.\(id).json").section,
                  case .deadlines(let deadlines) = try part("widgets.part.deadlines.v.\(id).json").section,
                  case .maintenance(let maintenance) = try part("widgets.part.maintenance.v.\(id).json").section,
                  case .spend(let spend) = try part("widgets.part.spend.v.\(id).json").section
            else {
                Issue.record("a part of \(id) holds another kind's section")
                continue
            }
            #expect(shown.vehicles == [vehicle])
            // The sample's lists are shorter than a widget's rows, so a part keeps all of the vehicle's.
            #expect(shown.deadlines == snapshot.deadlines.filter { $0.vehicleId == id })
            #expect(shown.maintenance == snapshot.maintenance.filter { $0.vehicleId == id })
            #expect(deadlines.deadlines.map(\.id) == snapshot.deadlines.filter { $0.vehicleId == id }.map(\.id))
            #expect(deadlines.deadlines.map(\.dueDateLabel) == snapshot.deadlines.filter { $0.vehicleId == id }.map(\.dueDateLabel))
            #expect(deadlines.itemCount == snapshot.deadlines.count { $0.vehicleId == id })
            #expect(maintenance.maintenance.map(\.label) == snapshot.maintenance.filter { $0.vehicleId == id }.map(\.label))
            #expect(spend.spend == snapshot.spend.filter { $0.vehicleId == id })
            #expect(spend.basics.title == snapshot.strings.titles.spend)
            #expect(deadlines.dayPhrases == snapshot.dayPhrases)
            #expect(shown.basics.theme == snapshot.theme)
        }
        guard case .spend(let all) = try part("widgets.part.spend.json").section else {
            Issue.record("the spend part holds another kind's section")
            return
        }
        #expect(all.spend == snapshot.spend.filter { $0.vehicleId == nil })
        #expect(all.vehicleIds == [snapshot.vehicles[0].id])
        #expect(try part("widgets.part.spend.json").timeZone == snapshot.timeZone)
    }

    @Test func theRecordKeepsEachPartsFingerprint() async throws {
        _ = try await realPublisher.publish(trigger: .forced)

        let record = try #require(KindHashes.decode(try Data(contentsOf: directory.appending(KindHashes.fileName))))
        let names = try partNames(in: directory)
        #expect(record.parts?.keys.sorted() == names)
        for name in names {
            let bytes = try Data(contentsOf: directory.appending(name))
            #expect(record.parts?[name] == PublishedFile.fingerprint(of: bytes))
        }
    }

    @Test func thePartsOfAVehicleThatIsGoneAreRemoved() async throws {
        let snapshot = SampleSnapshots.englishUnlocked
        let gone = snapshot.vehicles[1].id
        _ = try await realPublisher.publish(trigger: .forced)
        #expect(try partNames(in: directory).contains("widgets.part.deadlines.v.\(gone).json"))

        source.set(Self.removing(gone, from: snapshot))
        _ = try await realPublisher.publish(trigger: .timer)

        let names = try partNames(in: directory)
        #expect(!names.contains { $0.contains(".v.\(gone).") })
        #expect(names.contains("widgets.part.deadlines.v.\(snapshot.vehicles[0].id).json"))
        #expect(names.count == 4 + 4 * (snapshot.vehicles.count - 1))
    }

    @Test func aLeftoverPartThatNoRecordNamesIsRemovedToo() async throws {
        _ = try await realPublisher.publish(trigger: .forced)
        // As if a crash came between a part's rename and the record that would have named it.
        try files.publish(Data("{}".utf8), as: "widgets.part.spend.v.sold-long-ago.json")

        _ = try await realPublisher.publish(trigger: .forced, force: true)

        #expect(try !partNames(in: directory).contains("widgets.part.spend.v.sold-long-ago.json"))
    }

    @Test func signingOutRemovesEveryPart() async throws {
        let session = PublishingSession(publisher: realPublisher, clock: TestClock())
        session.mount()
        _ = try await session.enterBackground()
        #expect(try !partNames(in: directory).isEmpty)
        try files.publish(Data("{}".utf8), as: "widgets.part.vehicle.v.unrecorded.json")
        // A part's temporary file, as a publish killed before its rename leaves it, with its data.
        try Data(#"{"id":"ghost"}"#.utf8).write(to: directory.appending(SnapshotFiles.temporaryName(for: "widgets.part.vehicle.v.ghost.json")))

        try session.signOut()

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func aPartRemovedFromTheContainerIsWrittenAgainThoughNothingChanged() async throws {
        let snapshot = SampleSnapshots.englishUnlocked
        let installed = CurrentConfigurations(.success([InstalledWidget(id: "w1", kind: .vehicle, family: .small)]))
        _ = try await realPublisher.publish(trigger: .forced)
        let name = "widgets.part.vehicle.v.\(snapshot.vehicles[0].id).json"
        let written = try Data(contentsOf: directory.appending(name))
        try FileManager.default.removeItem(at: directory.appending(name))
        let generation = try source.logbookGeneration() ?? 0
        // The check each command makes finds it behind, from a listing.
        #expect(!realPublisher.isCurrent(logbookGeneration: generation, configurations: installed))

        let report = try realPublisher.publish(trigger: .timer, configurations: installed)

        #expect(report.outcome == .published)
        #expect(report.changedKinds.isEmpty)
        #expect(try Data(contentsOf: directory.appending(name)) == written)
        #expect(realPublisher.isCurrent(logbookGeneration: generation, configurations: installed))
    }

    @Test func aForcedPublishMendsADamagedPartThatTheRecordStillVouchesFor() async throws {
        let snapshot = SampleSnapshots.englishUnlocked
        _ = try await realPublisher.publish(trigger: .forced)
        let name = "widgets.part.deadlines.v.\(snapshot.vehicles[1].id).json"
        let written = try Data(contentsOf: directory.appending(name))
        try files.publish(Data("garbage".utf8), as: name)

        // An ordinary publish trusts the record (reading every part each time would cost a large
        // garage more than the publish); the user's `publish`, and doctor's fix, do not.
        _ = try await realPublisher.publish(trigger: .timer)
        #expect(try Data(contentsOf: directory.appending(name)) == Data("garbage".utf8))
        _ = try await realPublisher.publish(trigger: .forced, force: true)

        #expect(try Data(contentsOf: directory.appending(name)) == written)
        #expect(try part(name).section.vehicleIds == [snapshot.vehicles[1].id])

        // It reads the parts back and writes only the one whose bytes are not the recorded ones.
        let container = ContainerDouble()
        _ = try await publisher(container).publish(trigger: .forced, force: true)
        container.place(Data("garbage".utf8), as: name)
        let before = container.renames.count
        _ = try await publisher(container).publish(trigger: .forced, force: true)
        #expect(container.renames.dropFirst(before).filter(WidgetPart.isPartFileName) == [name])
    }

    @Test func withNoWidgetInstalledWhatAnEarlierPublishLeftIsRemoved() async throws {
        _ = try await realPublisher.publish(trigger: .forced)
        try Data("{}".utf8).write(to: directory.appending(SnapshotFiles.temporaryName(for: "widgets.part.spend.v.ghost.json")))
        try #require(try !partNames(in: directory).isEmpty)
        // The widgets go, then the lock comes on: nothing would keep the old amounts out of the
        // files a widget added later would read first.
        center.setInstalled([])
        var locked = SampleSnapshots.englishUnlocked
        locked.privacy = SnapshotPrivacy(locked: true)
        source.set(locked)

        let report = try await realPublisher.publish(trigger: .timer)

        #expect(report.outcome == .nothingInstalled)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        // Nothing there: nothing is removed, and the directory is not synced for nothing.
        let container = ContainerDouble()
        #expect(try publisher(container).publish(trigger: .timer, configurations: CurrentConfigurations(.success([]))).outcome == .nothingInstalled)
        #expect(container.removeAllCalls == 0)
    }

    @Test func onlyThePartsThatChangedAreWrittenAgain() async throws {
        let container = ContainerDouble()
        let snapshot = SampleSnapshots.englishUnlocked
        _ = try await publisher(container).publish(trigger: .forced)
        let first = container.renames.count
        #expect(first == 2 + snapshot.parts().count)

        // One vehicle's spend entry changes: only that vehicle's spend part holds it.
        var changed = snapshot
        let id = snapshot.vehicles[0].id
        let index = try #require(changed.spend.firstIndex { $0.vehicleId == id })
        changed.spend[index].monthLabel += " (changed)"
        source.set(changed)
        _ = try await publisher(container).publish(trigger: .timer)

        let rewritten = container.renames.dropFirst(first).filter(WidgetPart.isPartFileName)
        #expect(rewritten == ["widgets.part.spend.v.\(id).json"])
    }

    @Test func aNewTimeZoneRewritesEveryPartThoughNoSectionChanged() async throws {
        _ = try await realPublisher.publish(trigger: .forced)
        var moved = SampleSnapshots.englishUnlocked
        moved.timeZone = "Asia/Tokyo"
        source.set(moved)

        let report = try await realPublisher.publish(trigger: .timer)

        #expect(report.outcome == .published)
        #expect(report.changedKinds.isEmpty)
        for name in try partNames(in: directory) { #expect(try part(name).timeZone == "Asia/Tokyo", "\(name)") }
    }

    @Test func aNewVehicleGetsItsPartsThoughItsKindsAreOtherwiseWritten() async throws {
        let snapshot = SampleSnapshots.englishUnlocked
        source.set(Self.removing(snapshot.vehicles[1].id, from: snapshot))
        _ = try await realPublisher.publish(trigger: .forced)
        #expect(try partNames(in: directory).count == 8)

        source.set(snapshot)
        _ = try await realPublisher.publish(trigger: .timer)

        #expect(try partNames(in: directory).count == snapshot.parts().count)
        let added = try part("widgets.part.vehicle.v.\(snapshot.vehicles[1].id).json")
        #expect(added.section.vehicleIds == [snapshot.vehicles[1].id])
    }

    @Test func aRecordFromBeforePartsGetsThePartsWrittenWithoutAnyChange() async throws {
        let container = ContainerDouble()
        _ = try await publisher(container).publish(trigger: .forced)
        // The record and files an app from before parts left: no part, no parts in the record.
        var record = try #require(container.files[KindHashes.fileName].flatMap(KindHashes.decode))
        record.parts = nil
        container.place(try record.encoded(), as: KindHashes.fileName)
        for name in container.files.keys where WidgetPart.isPartFileName(name) { container.delete(name) }
        let generation = try source.logbookGeneration() ?? 0
        #expect(!publisher(container).isCurrent(logbookGeneration: generation, configurations: CurrentConfigurations(.success([InstalledWidget(id: "w1", kind: .spend, family: .small)]))))

        let report = try await publisher(container).publish(trigger: .timer)

        #expect(report.outcome == .published)
        #expect(container.files.keys.filter(WidgetPart.isPartFileName).count == SampleSnapshots.englishUnlocked.parts().count)
    }

    @Test func aPartOverTheCapIsRefusedAndNothingIsPublished() async throws {
        var huge = SampleSnapshots.englishUnlocked
        huge.vehicles[0].name = String(repeating: "x", count: WidgetPart.maximumFileSize)
        source.set(huge)

        await #expect(throws: LifecycleError.self) { try await realPublisher.publish(trigger: .forced) }
        #expect(try partNames(in: directory).isEmpty)
    }

    /// `snapshot` without the vehicle `id` and everything of it.
    static func removing(_ id: String, from snapshot: WidgetsSnapshot) -> WidgetsSnapshot {
        var copy = snapshot
        copy.vehicles.removeAll { $0.id == id }
        copy.deadlines.removeAll { $0.vehicleId == id }
        copy.maintenance.removeAll { $0.vehicleId == id }
        copy.spend.removeAll { $0.vehicleId == id }
        return copy
    }
}

/// A source over a snapshot the test sets, hashed per kind from the kind's section.
final class PartsSource: SnapshotSource {
    private let snapshot: Mutex<WidgetsSnapshot>

    init(_ snapshot: WidgetsSnapshot) {
        self.snapshot = Mutex(snapshot)
    }

    func set(_ new: WidgetsSnapshot) {
        snapshot.withLock { $0 = new }
    }

    func logbookGeneration() throws -> Int? { 7 }

    func prepareWidgetsSnapshot() throws -> PreparedSnapshot {
        var current = snapshot.withLock { $0 }
        current.generation = 7
        var hashes: [WidgetKind: String] = [:]
        for kind in WidgetKind.allCases {
            hashes[kind] = PublishedFile.fingerprint(of: try SnapshotCoding.encodeSection(current.section(for: kind)))
        }
        return try PreparedSnapshot(encoding: current, kindHashes: hashes)
    }
}
