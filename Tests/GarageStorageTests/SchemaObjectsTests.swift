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
                     "spend_month_after_delete", "spend_month_after_update", "expense_fuel_in_rule_order",
                     "maintenance_item_in_order"] {
            #expect(names.contains(name), "\(name)")
        }
    }

    /// Each shipped step's text is pinned too. The list above holds what the last steps made, and a
    /// step whose objects a later one makes again (step 26's, all remade by step 27) could otherwise
    /// change unseen, and with it what a logbook migrated through it passes by.
    @Test func theTextOfEveryStepIsPinned() {
        let found = LogbookSchema.migrator.migrations.map { "\($0.version) \(String(Self.fnv1a($0.sql), radix: 16))" }
        #expect(found == Self.pinnedSteps, "\(found): if a new step made this so, pin it here")
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    static let pinnedSteps = [
        "1 5be17d5ce1303a08",
        "2 8a18995cea0b8ecb",
        "3 953f2197f94c72da",
        "4 249d56a6b12fc8eb",
        "5 d306a8bf90d45fc5",
        "6 760baa8c455cd50e",
        "7 c88f8ab862698ced",
        "8 a68619e754f5a53",
        "9 673e749addd7318e",
        "10 a74f8e7092472b93",
        "11 20fb800751be87e8",
        "12 6485a2b1809b9c81",
        "13 967bc623300ac8f5",
        "14 27eb561ea83b8336",
        "15 76b9df7f0faf6525",
        "16 7263c05ec6d8b543",
        "17 9da32af09e2ef370",
        "18 5fcb08092be806c9",
        "19 670ef55b5ad27801",
        "20 ab713dd862eaf722",
        "21 81b3817726e9f8a3",
        "22 cbf29ce484222325",
        "23 61697081d88bd6d3",
        "24 7cedd949c62c7b97",
        "25 cbf29ce484222325",
        "26 6e8608f3e1c8188b",
        "27 c94257bb0b48fc38",
        "28 bc3651e2daf28c0a",
    ]

    static let pinnedCount = 36
    static let pinnedHash = "330bb009991431c1"
}
