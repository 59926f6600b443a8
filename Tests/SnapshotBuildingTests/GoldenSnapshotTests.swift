import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// The golden fixtures are the builder's output for the pinned garages, byte for byte.
///
/// `GLOVEBOX_UPDATE_GOLDENS=1 swift test --filter GoldenSnapshotTests` rewrites them from the
/// builder; they are never edited by hand.
@Suite struct GoldenSnapshotTests {
    @Test(arguments: PinnedGarages.all)
    func builderReproducesTheGoldenFileByteForByte(_ pinned: PinnedCase) throws {
        let path = "snapshots/valid/\(pinned.name).json"
        let bytes = try SnapshotCoding.encode(pinned.build())
        if Fixtures.updatingGoldens {
            try bytes.write(to: Fixtures.url(path))
        }
        let golden = try Fixtures.data(path)
        #expect(bytes == golden, "\(path) differs from the builder's output; rerun with GLOVEBOX_UPDATE_GOLDENS=1")
        let decoded = try SnapshotCoding.decode(WidgetsSnapshot.self, from: golden)
        #expect(try SnapshotCoding.encode(decoded) == golden)
    }
}
