import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// The golden fixtures are the builder's output for the pinned garages, byte for byte.
///
/// `GLOVEBOX_UPDATE_GOLDENS=1 swift test --filter GoldenSnapshotTests` rewrites them from the
/// builder (and fails, naming each file it rewrote); they are never edited by hand. What they hold is
/// checked without the builder by `GoldenSnapshotOracleTests`: the JSON Schema in Python, and the
/// days, totals, ratios, labels and privacy worked out by the test from the pinned garages.
@Suite struct GoldenSnapshotTests {
    @Test(arguments: PinnedGarages.all)
    func builderReproducesTheGoldenFileByteForByte(_ pinned: PinnedCase) throws {
        let path = "snapshots/valid/\(pinned.name).json"
        let bytes = try SnapshotCoding.encode(pinned.build())
        for problem in Goldens.check(bytes, against: Fixtures.url(path)) {
            Issue.record(Comment(rawValue: problem))
        }
        let golden = try Fixtures.data(path)
        let decoded = try SnapshotCoding.decode(WidgetsSnapshot.self, from: golden)
        #expect(try SnapshotCoding.encode(decoded) == golden)
    }
}
