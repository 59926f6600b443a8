import Foundation
import GloveboxTestSupport
import ShortcutsContract
import Testing
import WidgetContract

/// The optional `generation` field both snapshots carry: written when set, read back, absent in
/// older files, never negative.
@Suite struct GenerationFieldTests {
    @Test func aWidgetsSnapshotKeepsItsGenerationThroughEncoding() throws {
        var snapshot = SampleSnapshots.englishUnlocked
        snapshot.generation = 41

        let bytes = try SnapshotCoding.encode(snapshot)

        #expect(String(decoding: bytes, as: UTF8.self).contains("\"generation\" : 41"))
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes).generation == 41)
    }

    @Test func aFileWithoutAGenerationIsStillReadAndWrittenWithoutOne() throws {
        let bytes = try SnapshotCoding.encode(SampleSnapshots.englishUnlocked)

        #expect(!String(decoding: bytes, as: UTF8.self).contains("generation"))
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes).generation == nil)
    }

    @Test func aGenerationThatIsNotAnIntegerIsRefused() throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: SnapshotCoding.encode(SampleSnapshots.englishUnlocked)) as? [String: Any])
        object["generation"] = "41"
        let bytes = try JSONSerialization.data(withJSONObject: object)

        #expect(throws: SnapshotDecodingError.invalid(.wrongType(path: "generation", expected: "integer"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes)
        }
    }

    @Test func aShortcutsSnapshotKeepsItsGenerationAndRefusesANegativeOne() throws {
        var snapshot = ShortcutsSnapshotTests.snapshot(locked: false)
        snapshot.generation = 7
        let bytes = try SnapshotCoding.encode(snapshot)
        #expect(try SnapshotCoding.decode(ShortcutsSnapshot.self, from: bytes).generation == 7)

        snapshot.generation = -2
        #expect(throws: SnapshotProblem.invalidValue(path: "generation", reason: "a logbook generation is never negative: -2")) {
            try SnapshotCoding.encode(snapshot)
        }
    }
}
