import Foundation
import GloveboxTestSupport
import Testing
@testable import GarageStorage

/// `doctor` compares a logbook's indexes and triggers with those every step makes on an empty
/// logbook, text for text (`LogbookSchema.expectedObjects()`). That holds only if a logbook made at
/// any older step and migrated has the very same text, and if no shipped step's text changes.
@Suite struct SchemaObjectsTests {
    let directory = TemporaryDirectory(prefix: "glovebox-schema-objects")

    /// A logbook made at each older step, then migrated, has every object as a new one has it.
    @Test func aLogbookMigratedFromAnyStepHasTheObjectsOfANewOne() throws {
        let expected = try LogbookSchema.expectedObjects()
        let steps = LogbookSchema.migrator.migrations
        for step in 1..<steps.count {
            let database = try Database(path: directory.appending("step-\(step).sqlite").path)
            defer { database.close() }
            try Migrator(Array(steps.prefix(step))).migrate(database)
            try LogbookSchema.migrator.migrate(database)
            let found = try LogbookSchema.objects(in: database)
            #expect(found == expected, "from step \(step): \(Set(found).symmetricDifference(expected).map(\.name).sorted())")
        }
    }

    /// The list is pinned: a step's text changed by accident (a helper it interpolates, say) would
    /// make every logbook's doctor fail. A new step's objects are added here on purpose.
    @Test func theObjectsOfTheStepsArePinned() throws {
        let expected = try LogbookSchema.expectedObjects()
        // FNV-1a over every object's type, name and SQL, in order.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in expected.map({ "\($0.type)\u{0}\($0.name)\u{0}\($0.sql)\u{0}" }).joined().utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        #expect(expected.count == Self.pinnedCount && String(hash, radix: 16) == Self.pinnedHash,
                "\(expected.count) objects, hash \(String(hash, radix: 16)): if a new step made this so, pin it here")
        // Independently of the hash: the objects the app's reads and kept totals depend on are there.
        let names = Set(expected.map(\.name))
        for name in ["imported_row_key", "imported_source_key", "expense_by_vehicle_day", "spend_month_after_insert",
                     "spend_month_after_delete", "spend_month_after_update"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    static let pinnedCount = 35
    static let pinnedHash = "f59d462670482c10"
}
