import AppLifecycle
import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

@Suite struct WidgetPublisherTests {
    let source = SourceDouble()
    let container = ContainerDouble()
    let center = ReloadCenterDouble()

    var publisher: WidgetPublisher {
        WidgetPublisher(source: source, container: container, reloadCenter: center)
    }

    @Test func firstPublishReloadsEveryKindAndRecordsTheHashes() async throws {
        let report = try await publisher.publish(trigger: .forced)

        #expect(report.outcome == .published)
        #expect(report.changedKinds == WidgetKind.allCases)
        #expect(report.reloadedKinds == WidgetKind.allCases)
        #expect(center.reloads == WidgetKind.allCases)
        let hashes = try #require(container.files[KindHashes.fileName].flatMap(KindHashes.decode))
        #expect(hashes[.spend] == "spend-1")
        #expect(report.snapshotBytes == container.files[WidgetsSnapshot.fileName]?.count)
    }

    @Test func onlyTheKindsWhoseContentChangedAreReloaded() async throws {
        _ = try await publisher.publish(trigger: .timer)
        source.change(.spend)
        source.change(.maintenance)

        let report = try await publisher.publish(trigger: .timer)

        #expect(report.changedKinds == [.spend, .maintenance])
        #expect(report.reloadedKinds == [.spend, .maintenance])
        #expect(center.reloads == WidgetKind.allCases + [.spend, .maintenance])
    }

    @Test func nothingChangedMeansNothingWrittenAndNoReload() async throws {
        _ = try await publisher.publish(trigger: .timer)
        let before = container.files[WidgetsSnapshot.fileName]

        let report = try await publisher.publish(trigger: .background)

        #expect(report.outcome == .unchanged)
        #expect(report.reloadedKinds.isEmpty)
        #expect(center.reloads == WidgetKind.allCases)
        #expect(container.renames.count == 2)
        #expect(container.files[WidgetsSnapshot.fileName] == before)
    }

    @Test func forcedPublishRewritesTheFileButReloadsNothingUnchanged() async throws {
        _ = try await publisher.publish(trigger: .timer)

        let report = try await publisher.publish(trigger: .forced, force: true)

        #expect(report.outcome == .published)
        #expect(report.changedKinds.isEmpty)
        #expect(report.reloadedKinds.isEmpty)
        #expect(container.renames.filter { $0 == WidgetsSnapshot.fileName }.count == 2)
        #expect(center.reloads == WidgetKind.allCases)
    }

    @Test func onlyInstalledKindsAreAskedToReload() async throws {
        center.setInstalled([.deadlines])

        let report = try await publisher.publish(trigger: .timer)

        #expect(report.changedKinds == WidgetKind.allCases)
        #expect(report.reloadedKinds == [.deadlines])
        #expect(center.reloads == [.deadlines])
    }

    @Test func noWidgetInstalledMeansNothingIsBuilt() async throws {
        center.setInstalled([])

        let report = try await publisher.publish(trigger: .forced, force: true)

        #expect(report.outcome == .nothingInstalled)
        #expect(source.builds == 0)
        #expect(container.files.isEmpty)
        #expect(center.reloads.isEmpty)
    }

    @Test func aMissingSnapshotFileCountsAsEveryKindChanged() async throws {
        _ = try await publisher.publish(trigger: .timer)
        container.delete(WidgetsSnapshot.fileName)

        let report = try await publisher.publish(trigger: .timer)

        #expect(report.outcome == .published)
        #expect(report.changedKinds == WidgetKind.allCases)
        #expect(container.files[WidgetsSnapshot.fileName] != nil)
    }

    @Test func hashesOfAnotherContractVersionCountAsEveryKindChanged() async throws {
        _ = try await publisher.publish(trigger: .timer)
        var old = try #require(container.files[KindHashes.fileName].flatMap(KindHashes.decode))
        old.snapshotVersion = WidgetsSnapshot.currentVersion - 1
        container.place(try old.encoded(), as: KindHashes.fileName)

        let report = try await publisher.publish(trigger: .timer)

        #expect(report.changedKinds == WidgetKind.allCases)
    }

    @Test func aFailedPublishRequestsNoReload() async throws {
        container.setFailing(true)

        await #expect(throws: LifecycleError.publishFailed(
            name: WidgetsSnapshot.fileName, reason: "writing failed: ENOSPC (28)")) {
            try await publisher.publish(trigger: .background)
        }
        #expect(center.reloads.isEmpty)
        #expect(container.files.isEmpty)
        #expect(container.temporaries.isEmpty)
    }

    @Test func aFailedReloadLeavesTheOldHashesSoTheNextPublishAsksAgain() async throws {
        _ = try await publisher.publish(trigger: .timer)
        source.change(.vehicle)
        center.setFailing(true)

        await #expect(throws: LifecycleError.self) { try await publisher.publish(trigger: .timer) }
        let hashes = try #require(container.files[KindHashes.fileName].flatMap(KindHashes.decode))
        #expect(hashes[.vehicle] == "vehicle-1")

        center.setFailing(false)
        let report = try await publisher.publish(trigger: .timer)
        // The file on disk is no longer the one the old record describes, and which of its kinds a
        // widget may have read is not known: every kind is asked again, the failed one among them.
        #expect(report.reloadedKinds == WidgetKind.allCases)
    }

    @Test func aBuildFailureNamesItsCause() async {
        source.setFailing(true)

        await #expect(throws: LifecycleError.buildFailed("the logbook could not be read")) {
            try await publisher.publish(trigger: .timer)
        }
        #expect(container.renames.isEmpty)
    }

    @Test func aBuildingSourceEncodesWithTheContractAndHashesEveryKind() throws {
        let source = BuildingSnapshotSource(
            build: { SampleSnapshots.englishUnlocked },
            contentHash: { snapshot, kind in "\(kind.rawValue):\(snapshot.locale)" })

        let prepared = try source.prepareWidgetsSnapshot()

        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: prepared.bytes) == SampleSnapshots.englishUnlocked)
        #expect(prepared.kindHashes == [.vehicle: "vehicle:en", .deadlines: "deadlines:en", .spend: "spend:en",
                                        .maintenance: "maintenance:en"])
    }

    @Test func theReportPrintsAsDeterministicJSON() throws {
        let report = PublishReport(
            trigger: .forced, outcome: .published, changedKinds: [.vehicle, .spend],
            reloadedKinds: [.spend], snapshotBytes: 1843)

        #expect(report.json == #"{"changedKinds":["vehicle","spend"],"outcome":"published","# +
            #""reloadedKinds":["spend"],"snapshotBytes":1843,"trigger":"forced"}"#)
        let decoded = try JSONDecoder().decode(PublishReport.self, from: Data(report.json.utf8))
        #expect(decoded == report)
        #expect(report.summary == "published 1843 bytes; changed: vehicle, spend; reloaded: spend")
    }
}
