import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// The logbook's generation advances by one in every committed write transaction, inside it, and
/// in no other.
@Suite struct LogbookGenerationTests {
    let directory = TemporaryDirectory()

    var path: String { directory.appending("app/glovebox.sqlite").path }

    func vehicle(_ name: String) -> Vehicle {
        Vehicle(id: GarageID(rawValue: name.lowercased())!, name: name)
    }

    /// Opens the logbook and signs in (generation 1: the sign-in is a commit like any other).
    func signedInStore() throws -> GarageStore {
        let store = try GarageStore(path: path)
        try store.write { try $0.accounts.signIn(try Account(name: "ana@example.com"), now: Pinned.instant("2026-11-29T12:00:00Z")) }
        return store
    }

    @Test func aNewLogbookStartsAtZeroAndEveryCommitAdvancesItByOne() throws {
        let fresh = try GarageStore(path: path)
        #expect(try fresh.generation() == 0)
        fresh.close()
        let store = try signedInStore()
        defer { store.close() }
        #expect(try store.generation() == 1)

        try store.write { try $0.vehicles.insert(vehicle("Clio")) }
        #expect(try store.generation() == 2)
        try store.write { try $0.vehicles.insert(vehicle("Golf")) }
        try store.write { _ in }
        #expect(try store.generation() == 4)
    }

    @Test func aRolledBackWriteLeavesTheGenerationWhereItWas() throws {
        struct Refused: Error {}
        let store = try signedInStore()
        defer { store.close() }
        try store.write { try $0.vehicles.insert(vehicle("Clio")) }

        #expect(throws: Refused.self) {
            try store.write { store in
                try store.vehicles.insert(vehicle("Golf"))
                throw Refused()
            }
        }

        #expect(try store.generation() == 2)
        #expect(try store.rowCounts()["vehicle"] == 1)
    }

    @Test func theGenerationAndTheRowsItCountsAreOneCommit() throws {
        let store = try signedInStore()
        defer { store.close() }
        let reader = try GarageStore(path: path)
        defer { reader.close() }
        try store.write { try $0.vehicles.insert(vehicle("Clio")) }

        // A reader's transaction sees either both the row and its generation, or neither.
        let (first, generation, vehicles) = try reader.read { reader in
            let first = try reader.generation()
            try store.write { try $0.vehicles.insert(vehicle("Golf")) }
            return (first, try reader.generation(), try reader.rowCounts()["vehicle"])
        }
        #expect(first == 2)
        #expect(generation == 2)
        #expect(vehicles == 1)
        #expect(try reader.generation() == 3)
        #expect(try reader.rowCounts()["vehicle"] == 2)
    }

    @Test func aLogbookOfSchemaFourIsMigratedWithItsRowsAtGenerationZero() throws {
        try FileManager.default.createDirectory(
            atPath: directory.appending("app").path, withIntermediateDirectories: true)
        let old = try Database(path: path)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(4))).migrate(old)
        try old.execute("INSERT INTO vehicle (id, name, unit, role, position) VALUES ('clio', 'Clio', 'km', 'owner', 1)")
        old.close()

        let store = try GarageStore(path: path)
        defer { store.close() }

        #expect(try store.database.userVersion() == LogbookSchema.migrator.latestVersion)
        #expect(try store.generation() == 0)
        #expect(try store.rowCounts()["vehicle"] == 1)
        try store.write { try $0.accounts.signOut() }
        #expect(try store.generation() == 1)
    }

    @Test func theFingerprintOfTheRowsLeavesTheGenerationOut() throws {
        let store = try signedInStore()
        defer { store.close() }
        try store.write { try $0.vehicles.insert(vehicle("Clio")) }
        let before = try store.contentFingerprint()

        try store.write { _ in }

        #expect(try store.contentFingerprint() == before)
    }
}
