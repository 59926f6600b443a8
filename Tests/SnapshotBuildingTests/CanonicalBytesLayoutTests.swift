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

    /// Pinned from the code of issue 24's stop 50: a change here reloads every widget once after an update,
    /// so it has to be meant.
    @Test func theSamplesHashesStayAsPinned() {
        let snapshot = SampleSnapshots.englishUnlocked
        let hashes = Dictionary(uniqueKeysWithValues: WidgetKind.allCases.map { ($0.rawValue, snapshot.contentHash(for: $0)) })

        #expect(hashes == [
            "vehicle": "de576da139d417e947097068aa5e33373093b86e30aeb6f6edf3fb6bcebbbc11",
            "deadlines": "380b4ea59c12326a36c0ad2445e903a078a2e5b20b417de3f2fff600e75fa863",
            "spend": "a1cc6b07f833f33a3eb44f6f3e57cabf9c0ee049cc6aa815267119b0e77b594c",
            "maintenance": "3135cfec3e909e5332d4b359e825feaaf5c754fe95cdb60934248967293094f1",
        ])
    }
}
