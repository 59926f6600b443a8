import Foundation
import GloveboxTestSupport
import LinuxHome
import SharedContainer
import Testing
import WidgetContract

/// `doctor` reports the widget parts: all there and as the snapshot gives them, or which are
/// missing, left over, damaged or over the cap.
@Suite struct WidgetPartsDoctorTests {
    let home = TemporaryDirectory(prefix: "doctor-parts")
    let snapshot = SampleSnapshots.englishUnlocked

    var root: String { home.appending("root").path }
    var files: SnapshotFiles { SnapshotFiles(directory: "\(root)/group-containers/\(AppGroup.identifier)") }

    private func check() -> DoctorFinding? {
        StartupCheck(environment: ["GLOVEBOX_HOME": root], homeDirectory: "/nonexistent").run()
            .first { $0.subject == .widgetParts }
    }

    /// Publishes the snapshot and its parts as the app does.
    private func publish() throws {
        _ = check()  // prepares the container
        try files.publish(try SnapshotCoding.encode(snapshot), as: WidgetsSnapshot.fileName)
        for part in snapshot.parts() { try files.publish(try SnapshotCoding.encode(part), as: part.fileName) }
    }

    @Test func partsAsTheSnapshotGivesThemPass() throws {
        try publish()

        let finding = try #require(check())

        #expect(finding.outcome == .passed)
        guard case .partsAsSnapshot(let count, let version, let largest, let limit) = finding.detail else {
            Issue.record("\(finding.detail)")
            return
        }
        #expect(count == 4 + 4 * snapshot.vehicles.count)
        #expect(version == 3)
        #expect(largest > 0 && largest <= limit)
        #expect(limit == 65536)
    }

    @Test func aMissingALeftOverAndADamagedPartAreEachNamed() throws {
        try publish()
        try files.remove("widgets.part.spend.v.clio.json")
        try files.publish(Data("{}".utf8), as: "widgets.part.spend.v.sold.json")
        try files.publish(Data("{not json".utf8), as: "widgets.part.vehicle.json")

        let finding = try #require(check())

        #expect(finding.outcome == .failed)
        #expect(finding.fix == .publishToRewriteThem)
        #expect(finding.detail == .partsDiffer(count: 3, expected: 4 + 4 * snapshot.vehicles.count))
        #expect(finding.items.count == 3)
        #expect(finding.items.map(\.description).contains("widgets.part.spend.v.clio.json: missing (a widget configured so reads its kind's part instead)"))
        #expect(finding.items.map(\.description).contains("widgets.part.spend.v.sold.json: no vehicle or kind of the snapshot has this part (left over)"))
        #expect(finding.items.map(\.description).contains { $0.hasPrefix("widgets.part.vehicle.json: invalid snapshot: not a JSON object") })
    }

    @Test func aPartOverTheCapIsReportedUnread() throws {
        try publish()
        try files.publish(Data(repeating: UInt8(ascii: " "), count: WidgetPart.maximumFileSize + 1), as: "widgets.part.deadlines.json")

        let finding = try #require(check())

        #expect(finding.items.map(\.description) == ["widgets.part.deadlines.json: 65537 bytes, over the 65536 a widget reads"])
    }

    @Test func aSnapshotWithoutPartsIsANotice() throws {
        _ = check()
        try files.publish(try SnapshotCoding.encode(snapshot), as: WidgetsSnapshot.fileName)

        let finding = try #require(check())

        #expect(finding.outcome == .notice)
        #expect(finding.detail == .noPartsPublished)
    }
}
