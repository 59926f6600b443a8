import Foundation
import GloveboxTestSupport
import Testing
import WidgetContract

/// A vehicle's `lastEconomy` was added to version 2 without a bump: a file without it reads as "no
/// economy", and a file with it reads in a reader that does not know it, because every reader skips
/// keys it does not know (the strict scanner checks syntax and duplicate names only; the decoder reads
/// the keys it names; the invariants look at decoded fields; the schema allows additional properties).
@Suite struct OptionalFieldTests {
    /// The golden file with an economy (the Cherokee's), as a JSON object to edit.
    static func golden() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Fixtures.data("snapshots/valid/en-unlocked.json")) as? [String: Any])
    }

    static func bytes(_ object: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
    }

    static func editingVehicles(_ object: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
        var vehicles = object["vehicles"] as? [[String: Any]] ?? []
        for index in vehicles.indices { edit(&vehicles[index]) }
        object["vehicles"] = vehicles
    }

    @Test func aFileWrittenBeforeEconomiesReadsAsHavingNone() throws {
        let withEconomy = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Fixtures.data("snapshots/valid/en-unlocked.json"))
        #expect(withEconomy.vehicles[1].lastEconomy == VehicleEconomy(label: "18.0\u{00A0}mpg (US)", title: "Last fill-up"))
        var old = try Self.golden()
        Self.editingVehicles(&old) { $0.removeValue(forKey: "lastEconomy") }
        let decoded = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Self.bytes(old))
        var expected = withEconomy
        expected.vehicles[1].lastEconomy = nil
        #expect(decoded == expected)
        // And the field is written only when present, so that file's content is what a new app writes.
        #expect(!String(decoding: try SnapshotCoding.encode(decoded), as: UTF8.self).contains("lastEconomy"))
    }

    /// What a reader that predates a field does with it: the same as this reader does with a key it does
    /// not know, at any level. So an old widget extension reads a file with economies and shows the rest.
    @Test func keysAReaderDoesNotKnowAreSkippedAtEveryLevel() throws {
        let original = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Fixtures.data("snapshots/valid/en-unlocked.json"))
        var newer = try Self.golden()
        newer["aFieldFromTheFuture"] = ["nested": [1, 2, 3]]
        Self.editingVehicles(&newer) { vehicle in
            vehicle["rangeLabel"] = "412 mi"
            if var economy = vehicle["lastEconomy"] as? [String: Any] {
                economy["trend"] = "better"
                vehicle["lastEconomy"] = economy
            }
        }
        #expect(try SnapshotCoding.decode(WidgetsSnapshot.self, from: Self.bytes(newer)) == original)
    }

    @Test func anEconomyMustHaveItsLabelAndTitleAndNeverComesWithTheLock() throws {
        var broken = try Self.golden()
        Self.editingVehicles(&broken) { vehicle in
            if vehicle["lastEconomy"] != nil { vehicle["lastEconomy"] = ["label": "18.0 mpg (US)"] }
        }
        #expect(throws: SnapshotDecodingError.invalid(.missingField(path: "vehicles[1].lastEconomy.title"))) {
            try SnapshotCoding.decode(WidgetsSnapshot.self, from: Self.bytes(broken))
        }
        var locked = try SnapshotCoding.decode(WidgetsSnapshot.self, from: Fixtures.data("snapshots/valid/pt-PT-locked.json"))
        locked.vehicles[0].lastEconomy = VehicleEconomy(label: "5,5 l/100 km", title: "Último abastecimento")
        #expect(throws: SnapshotProblem.brokenInvariant("vehicles[0] carries an economy although the snapshot is locked")) {
            try SnapshotCoding.encode(locked)
        }
    }
}
