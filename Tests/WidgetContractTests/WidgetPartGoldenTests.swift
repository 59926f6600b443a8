import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// The parts of the golden snapshots are golden files too (`Tests/Fixtures/parts/valid/`, one per
/// snapshot and part, named `<snapshot>.<part file name>`), byte for byte; what they hold is checked
/// without the code that derives them by `WidgetPartOracleTests` and by the JSON Schema
/// (`Scripts/check-schema.py`). `GLOVEBOX_UPDATE_GOLDENS=1 swift test --filter WidgetPartGoldenTests`
/// rewrites them.
@Suite struct WidgetPartGoldenTests {
    static let snapshots = Fixtures.snapshotNames("valid")

    @Test(arguments: snapshots)
    func thePartsOfEachGoldenSnapshotAreTheirGoldenFiles(_ name: String) throws {
        let snapshot = try Fixtures.snapshot(name)
        let stem = String(name.dropLast(".json".count))
        var written: [String] = []
        for part in snapshot.parts() {
            let file = "\(stem).\(part.fileName)"
            written.append(file)
            let bytes = try SnapshotCoding.encode(part)
            for problem in Goldens.check(bytes, against: Fixtures.url("parts/valid/\(file)")) {
                Issue.record(Comment(rawValue: problem))
            }
            // A part reads back as itself and encodes to the same bytes.
            #expect(try SnapshotCoding.encode(SnapshotCoding.decode(WidgetPart.self, from: bytes)) == bytes)
        }
        let stored = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("parts/valid").path)
            .filter { $0.hasPrefix(stem + ".") }
        #expect(stored.sorted() == written.sorted(), "no golden part of a vehicle the snapshot does not have")
    }

    static let invalid = ((try? FileManager.default.contentsOfDirectory(atPath: Fixtures.url("parts/invalid").path)) ?? [])
        .filter { $0.hasSuffix(".json") && $0 != "manifest.json" }.sorted()

    @Test func thereAreInvalidParts() {
        #expect(Self.invalid.count >= 5)
    }

    @Test(arguments: invalid)
    func everyInvalidPartIsRefused(_ name: String) throws {
        let bytes = try Fixtures.data("parts/invalid/\(name)")
        #expect(throws: SnapshotDecodingError.self) { try SnapshotCoding.decode(WidgetPart.self, from: bytes) }
    }

    @Test func everyInvalidPartIsInTheManifest() throws {
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Fixtures.data("parts/invalid/manifest.json")) as? [String: Any])
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("parts/invalid").path)
            .filter { $0.hasSuffix(".json") && $0 != "manifest.json" }
        #expect(Set(manifest.keys) == Set(names))
    }
}
