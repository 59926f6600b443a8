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
        #expect(snapshot.vehicles.allSatisfy { $0.odometer == nil && $0.odometerLabel == nil })
        #expect(snapshot.spend.allSatisfy { $0.totalLabel == nil })
        let text = String(decoding: try Fixtures.data("snapshots/valid/pt-PT-locked.json"), as: UTF8.self)
        #expect(text.contains("\"odometer\" : null"), "a redacted value is written as an explicit null")
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

    /// Matches exactly, except that the decoder's wording for bytes that are not JSON is Foundation's.
    func matches(_ error: SnapshotDecodingError) -> Bool {
        if case .invalid(.notJSON) = expected, case .invalid(.notJSON) = error { return true }
        return error == expected
    }

    static let all: [InvalidFixture] = [
        InvalidFixture(file: "unknown-version.json", expected: .unsupportedVersion(found: 2, highestSupported: 1)),
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
        InvalidFixture(file: "bad-calendar-day.json", expected: .invalid(.invalidValue(path: "deadlines[0].dueDate", reason: "not a calendar day (YYYY-MM-DD): 2026-02-30"))),
        InvalidFixture(file: "truncated.json", expected: .invalid(.notJSON("truncated"))),
        InvalidFixture(file: "negative-generation.json", expected: .invalid(.invalidValue(path: "generation", reason: "a logbook generation is never negative: -1"))),
    ]
}
