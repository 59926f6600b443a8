import GloveboxTestSupport
import Testing
import WidgetContract
@testable import SnapshotBuilding

/// The exact bytes ``CanonicalBytes`` writes. The kinds' content hashes are kept between publishes
/// (`KindHashes`), so a change of layout would reload every widget once after an update and no
/// other test would see it. The layout is pinned here twice: bytes written out by hand from the
/// format's description (independent of the encoder), and the hashes of a sample's sections.
@Suite struct CanonicalBytesLayoutTests {
    /// A value with a string, an integer, a list and a field left out.
    struct Small: Encodable {
        var name = "ab"
        var count = 300
        var flags = [true]
        var note: String?
    }

    static func text(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aSmallValuesBytesAreTheFormatsWrittenOutByHand() throws {
        // value mark; keyed container 0; then each write: its tag, container 0, the key's length and text, the value.
        var expected: [UInt8] = [0x04, 0x01, 0x00]
        expected += [0x06, 0x00, 0x04] + Self.text("name") + [0x15, 0x02] + Self.text("ab")
        expected += [0x06, 0x00, 0x05] + Self.text("count") + [0x12, 0x2C, 0x01, 0, 0, 0, 0, 0, 0]
        // A nested value: its mark and unkeyed container 1. `Array` encodes each element as a value
        // of its own: a write into container 1 (no key), the element's mark, the single-value
        // container 2 that `Bool.encode(to:)` opens, a write into it of `true`, the element's end;
        // then the array's end.
        expected += [0x06, 0x00, 0x05] + Self.text("flags") + [0x04, 0x02, 0x01]
        expected += [0x06, 0x01, 0x04, 0x03, 0x02, 0x06, 0x02, 0x11, 0x01, 0x05] + [0x05]
        // `note` is nil: the synthesized encode leaves it out. Then the end of the value.
        expected += [0x05]

        #expect(try CanonicalBytes.of(Small()) == expected)
    }

    @Test func aLengthOfMoreThanSevenBitsTakesTwoBytes() throws {
        let long = String(repeating: "x", count: 200)
        // 200 = 0b1_1001000: the low seven bits with the high bit set, then the rest.
        let expected: [UInt8] = [0x04, 0x03, 0x00, 0x06, 0x00, 0x15, 0xC8, 0x01] + Self.text(long) + [0x05]

        #expect(try CanonicalBytes.of(long) == expected)
    }

    /// Pinned from the code of issue 24's stop 53 (stop 50's, but for the day-phrase table, which
    /// now writes its phrases as strings into a nested container instead of as an array of values:
    /// the vehicle, deadlines and maintenance hashes changed, the spend hash did not): a change
    /// here reloads every widget once after an update, so it has to be meant.
    @Test func theSamplesHashesStayAsPinned() {
        let snapshot = SampleSnapshots.englishUnlocked
        let hashes = Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0.rawValue, snapshot.contentHash(for: $0)) })

        #expect(hashes == [
            "vehicle": "64412439325e53a5bdef34508973d74b3065d4c21d3578df423d439504a1d0d1",
            "deadlines": "c43626b118369eea6551fd3eac1ebb7bc4d43e12b2f074a02eb9f51f15feb3fd",
            "spend": "a1cc6b07f833f33a3eb44f6f3e57cabf9c0ee049cc6aa815267119b0e77b594c",
            "maintenance": "49a9e023d9699433b622bc7ab788406a4cb6a948b0638d568b8a31af34e61cd0",
        ])
    }
}
