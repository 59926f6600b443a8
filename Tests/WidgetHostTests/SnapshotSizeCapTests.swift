import Foundation
import GloveboxTestSupport
import SharedContainer
import Testing
import WidgetContract
import WidgetHost

/// The widgets read a snapshot file only up to the contract's cap (`WidgetsSnapshot.maximumFileSize`):
/// a larger one — even a valid snapshot padded with whitespace, well under the general 1 MiB read
/// limit — is refused from its size, unparsed, with the same "open the app" state as a file that
/// does not decode; a file of exactly the cap is read.
@Suite struct SnapshotSizeCapTests {
    let fixture = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))

    /// The sample snapshot the fixture publishes, padded with trailing spaces to `size` bytes.
    func publishSample(paddedTo size: Int) throws {
        try fixture.publishSample()
        guard case .bytes(let bytes) = fixture.shared.read(WidgetsSnapshot.fileName) else {
            Issue.record("the sample was not published")
            return
        }
        #expect(bytes.count < size)
        try fixture.shared.publish(bytes + Data(repeating: UInt8(ascii: " "), count: size - bytes.count), as: WidgetsSnapshot.fileName)
    }

    @Test func theCapLeavesRoomAboveTheLargestBenchGaragesSnapshotAndStaysUnderTheGeneralReadLimit() {
        // 264,589 bytes: the L garage's snapshot (BENCHMARKS.md).
        #expect(WidgetsSnapshot.maximumFileSize >= 264_589 * 3 / 2)
        #expect(WidgetsSnapshot.maximumFileSize < SnapshotFiles.defaultReadLimit)
    }

    @Test func aSnapshotOfExactlyTheCapIsReadAndDrawn() throws {
        try publishSample(paddedTo: WidgetsSnapshot.maximumFileSize)
        #expect(fixture.run("render", "deadlines", "--family", "large") == 0)
        #expect(!fixture.output.value.contains("Open Glovebox"))
    }

    @Test func aSnapshotOneByteOverTheCapAsksToOpenTheAppAsAnUndecodableOneDoes() throws {
        try publishSample(paddedTo: WidgetsSnapshot.maximumFileSize + 1)
        #expect(fixture.run("render", "deadlines", "--family", "large") == 0)
        let oversized = fixture.output.value
        #expect(oversized.contains("Open Glovebox to refresh"))
        #expect(fixture.errors.value.contains("\(WidgetsSnapshot.maximumFileSize + 1) bytes, over the \(WidgetsSnapshot.maximumFileSize) a widget reads"))

        let undecodable = HostFixture(now: Pinned.instant("2026-11-29T19:20:00Z"))
        try undecodable.shared.publish(Data("{not json".utf8), as: WidgetsSnapshot.fileName)
        #expect(undecodable.run("render", "deadlines", "--family", "large") == 0)
        #expect(undecodable.output.value == oversized)
    }
}
