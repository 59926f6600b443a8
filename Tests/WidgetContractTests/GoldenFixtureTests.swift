import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

@Suite struct GoldenFixtureTests {
    /// The golden files are written by the snapshot builder from pinned garages
    /// (`SnapshotBuildingTests/GoldenSnapshotTests`); here the contract only has to read them back.
    static let validFixtures = ["en-unlocked", "pt-PT-locked", "de-overdue"]

    @Test(arguments: validFixtures)
    func validFixtureDecodesAndReencodesByteForByte(_ name: String) throws {
        let path = "snapshots/valid/\(name).json"
        let bytes = try Fixtures.data(path)
        let decoded = try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes)
        let reencoded = try SnapshotCoding.encode(decoded)
        #expect(reencoded == bytes, "re-encoding \(path) changed its bytes")
    }

    @Test func everyValidFixtureFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("snapshots/valid").path)
        #expect(Set(files) == Set(Self.validFixtures.map { "\($0).json" }))
    }

    @Test func lockedFixtureHasNoOdometerOrAmount() throws {
        let snapshot = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Fixtures.data("snapshots/valid/pt-PT-locked.json"))
        #expect(snapshot.privacy.locked)
        #expect(snapshot.vehicles.allSatisfy { $0.odometer == .hidden })
        #expect(snapshot.spend.allSatisfy { $0.totalLabel == nil })
        let text = String(decoding: try Fixtures.data("snapshots/valid/pt-PT-locked.json"), as: UTF8.self)
        #expect(text.contains("\"odometer\" : null"), "a redacted value is written as an explicit null")
        #expect(text.contains("\"odometerStatus\" : \"hidden\""), "hidden, not \"no reading\"")
    }

    @Test(arguments: InvalidFixture.all)
    func invalidFixtureIsRefusedForItsReason(_ fixture: InvalidFixture) throws {
        let bytes = try Fixtures.data("snapshots/invalid/\(fixture.file)")
        let error = #expect(throws: SnapshotDecodingError.self) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: bytes)
        }
        #expect(error.map(fixture.matches) == true, "\(fixture.file): got \(String(describing: error))")
    }

    @Test func everyInvalidFixtureFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.url("snapshots/invalid").path)
            .filter { $0.hasSuffix(".json") && $0 != "manifest.json" }
        #expect(Set(files) == Set(InvalidFixture.all.map(\.file)))
    }
}

/// An invalid fixture and the error the decoder must give for it.
struct InvalidFixture: Sendable, CustomTestStringConvertible {
    let file: String
    let expected: SnapshotDecodingError
    var testDescription: String { file }

    /// Matches exactly: every refusal, down to bytes that are not JSON, is worded by the contract.
    func matches(_ error: SnapshotDecodingError) -> Bool {
        error == expected
    }

    static let all: [InvalidFixture] = [
        InvalidFixture(file: "unknown-version.json", expected: .unsupportedVersion(found: 3, highestSupported: 2)),
        InvalidFixture(file: "old-version.json", expected: .unsupportedVersion(found: 1, highestSupported: 2)),
        InvalidFixture(file: "no-reading-with-value.json", expected: .invalid(.invalidValue(
            path: "vehicles[0].odometer", reason: "must be null when odometerStatus is \"noReading\""))),
        InvalidFixture(file: "hidden-unlocked.json", expected: .invalid(.brokenInvariant(
            "vehicles[0].odometerStatus is hidden although the snapshot is not locked"))),
        InvalidFixture(file: "duplicate-rank.json", expected: .invalid(.brokenInvariant(
            "rank 0 is given to more than one deadline or maintenance item"))),
        InvalidFixture(file: "stale-before-reading.json", expected: .invalid(.brokenInvariant(
            "vehicles[0].staleFrom 2026-11-20 is not after its readingDate 2026-11-20"))),
        InvalidFixture(file: "missing-field.json", expected: .invalid(.missingField(path: "dayPhrases"))),
        InvalidFixture(file: "missing-nullable-field.json", expected: .invalid(.missingField(path: "vehicles[0].odometer"))),
        InvalidFixture(file: "wrong-type.json", expected: .invalid(.wrongType(path: "vehicles[0].odometer", expected: "integer"))),
        InvalidFixture(file: "ratio-1.5.json", expected: .invalid(.brokenInvariant("spend[0].buckets[2].ratio 1.5 is outside 0...1"))),
        InvalidFixture(file: "dangling-vehicle-id.json", expected: .invalid(.brokenInvariant("deadlines[1].vehicleId 'cherokee' names no vehicle of the snapshot"))),
        InvalidFixture(file: "duplicate-id.json", expected: .invalid(.brokenInvariant("deadlines has the id 'clio-insurance' more than once"))),
        InvalidFixture(file: "warning-after-due.json", expected: .invalid(.brokenInvariant("deadlines[0].warningFrom 2026-12-11 is after its dueDate 2026-12-10"))),
        InvalidFixture(file: "phrases-180.json", expected: .invalid(.brokenInvariant("dayPhrases has 180 phrases, not 181"))),
        InvalidFixture(file: "other-scheme.json", expected: .invalid(.brokenInvariant("vehicles[0].url 'https://example.com/clio' does not use the glovebox scheme"))),
        InvalidFixture(file: "locked-with-odometer.json", expected: .invalid(.brokenInvariant("vehicles[0] carries an odometer although the snapshot is locked"))),
        InvalidFixture(file: "locked-with-economy.json", expected: .invalid(.brokenInvariant("vehicles[0] carries an economy although the snapshot is locked"))),
        InvalidFixture(file: "economy-without-title.json", expected: .invalid(.missingField(path: "vehicles[1].lastEconomy.title"))),
        InvalidFixture(file: "bad-calendar-day.json", expected: .invalid(.invalidValue(path: "deadlines[0].dueDate", reason: "not a calendar day (YYYY-MM-DD): 2026-02-30"))),
        InvalidFixture(file: "truncated.json", expected: .invalid(.notJSON("a string that is not closed at line 247, column 7 (byte 5706)"))),
        InvalidFixture(file: "utf16.json", expected: .invalid(.notUTF8(offset: 0, reason: "the file is UTF-16 (it starts with a byte-order mark)"))),
        InvalidFixture(file: "utf16-no-bom.json", expected: .invalid(.notUTF8(offset: 1, reason: "a NUL byte: the file looks like UTF-16 or UTF-32"))),
        InvalidFixture(file: "utf8-bom.json", expected: .invalid(.notUTF8(offset: 0, reason: "the file starts with a byte-order mark (EF BB BF), which a snapshot never has"))),
        InvalidFixture(file: "trailing-comma.json", expected: .invalid(.notJSON("a trailing comma before '}' at line 244, column 3 (byte 5678)"))),
        InvalidFixture(file: "duplicate-key.json", expected: .invalid(.duplicateKey(path: "privacy.locked"))),
        InvalidFixture(file: "duplicate-key-escaped.json", expected: .invalid(.duplicateKey(path: "privacy.locked"))),
        InvalidFixture(file: "duplicate-time-zone.json", expected: .invalid(.duplicateKey(path: "timeZone"))),
        InvalidFixture(file: "lone-surrogate.json", expected: .invalid(.notJSON("a surrogate escape without its pair at line 440, column 22 (byte 10512)"))),
        InvalidFixture(file: "nan.json", expected: .invalid(.notJSON("'N' where a value was expected at line 288, column 21 (byte 6687)"))),
        InvalidFixture(file: "number-overflow.json", expected: .invalid(.notJSON("a number beyond the range of a double at line 244, column 15 (byte 5690)"))),
        InvalidFixture(file: "deep-nesting.json", expected: .invalid(.notJSON("nesting deeper than 64 levels at line 244, column 77 (byte 5752)"))),
        InvalidFixture(file: "instant-hour-25.json", expected: .invalid(.invalidValue(path: "generatedAt", reason: "not an instant of the form YYYY-MM-DDTHH:MM:SSZ that exists: 2026-11-29T25:00:00Z"))),
        InvalidFixture(file: "instant-february-30.json", expected: .invalid(.invalidValue(path: "generatedAt", reason: "not an instant of the form YYYY-MM-DDTHH:MM:SSZ that exists: 2026-02-30T10:00:00Z"))),
        InvalidFixture(file: "instant-with-offset.json", expected: .invalid(.invalidValue(path: "generatedAt", reason: "not an instant of the form YYYY-MM-DDTHH:MM:SSZ that exists: 2026-11-29T20:20:00+01:00"))),
        InvalidFixture(file: "instant-with-fraction.json", expected: .invalid(.invalidValue(path: "generatedAt", reason: "not an instant of the form YYYY-MM-DDTHH:MM:SSZ that exists: 2026-11-29T19:20:00.500Z"))),
        InvalidFixture(file: "time-zone-empty.json", expected: .invalid(.invalidValue(path: "timeZone", reason: "'' is not a known time zone (an IANA name such as Europe/Lisbon)"))),
        InvalidFixture(file: "time-zone-unknown.json", expected: .invalid(.invalidValue(path: "timeZone", reason: "'Mars/Olympus_Mons' is not a known time zone (an IANA name such as Europe/Lisbon)"))),
        InvalidFixture(file: "locale-not-a-tag.json", expected: .invalid(.invalidValue(path: "locale", reason: "'english please' is not a BCP 47 language tag (such as pt-PT)"))),
        InvalidFixture(file: "two-current-months.json", expected: .invalid(.brokenInvariant("spend[0] has more than one current month"))),
        InvalidFixture(file: "empty-id.json", expected: .invalid(.invalidValue(path: "deadlines[0]", reason: "an id is empty"))),
        InvalidFixture(file: "negative-generation.json", expected: .invalid(.invalidValue(path: "generation", reason: "a logbook generation is never negative: -1"))),
    ]
}
