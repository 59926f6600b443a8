import Foundation
import GarageRules
import GloveboxTestSupport
import ShapeTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// The SQLite layout against the descriptors: every migrated logbook's record tables have exactly
/// their descriptor's columns (and the store's own bookkeeping), each of the type its rule stores and
/// `NOT NULL` where its rule requires a value; and random records drawn from the rules go through the
/// store's statements (made from the descriptors) and come back whole.
@Suite struct StoreLayoutTests {
    let directory = TemporaryDirectory(prefix: "glovebox-layout")

    /// The store's own columns of each table, which no record value fills.
    static func bookkeeping(_ kind: RecordKind) -> Set<String> {
        kind == .vehicle ? ["hlc", "field_stamps", "account", "position"] : ["hlc", "field_stamps"]
    }

    @Test(arguments: RecordKind.allCases)
    func eachRecordTableHasExactlyItsDescriptorsColumns(_ kind: RecordKind) throws {
        let store = try GarageStore(path: directory.appending("layout.sqlite").path)
        defer { store.close() }
        let columns = try store.database.rows(
            "SELECT name, type, \"notnull\" FROM pragma_table_info(?)", [kind.table]
        ) { (name: $0.text(0), type: $0.text(1), notNull: $0.int(2) != 0) }
        let descriptor = kind.descriptor
        #expect(Set(columns.map(\.name)) == Set(descriptor.columns).union(Self.bookkeeping(kind)))
        for field in descriptor.fields {
            guard let column = columns.first(where: { $0.name == field.column }) else { continue }
            let expected = field.rule.storage == .text ? "TEXT" : "INTEGER"
            #expect(column.type == expected, "\(kind).\(field.column) is \(column.type)")
            // SQLite lets a TEXT primary key be NULL unless told; the store's own fields are filled by it.
            if field.name != "id", field.origin == .record {
                #expect(column.notNull == field.rule.isRequired, "\(kind).\(field.column) NOT NULL \(column.notNull)")
            }
        }
    }

    @Test func randomRecordsOfEveryKindAreStoredAndReadBackWhole() throws {
        let store = try GarageStore(path: directory.appending("records.sqlite").path)
        defer { store.close() }
        let today = CalendarDay(year: 2026, month: 11, day: 29)!
        try store.accounts.signIn(try Account(name: "ana@example.com", plan: .plus), now: Pinned.instant("2026-11-29T12:00:00Z"))
        for seed in UInt64(1)...40 {
            var random = RandomFieldValues(seed: seed, today: today)
            var vehicle = random.values(.vehicle)
            vehicle["id"] = .text("v\(seed)")
            vehicle["name"] = .text("Vehicle \(seed)")
            vehicle["role"] = .text("owner")
            var item = random.values(.maintenanceItem)
            item["id"] = .text("i\(seed)")
            item["vehicleId"] = .text("v\(seed)")
            var service = random.values(.service)
            service["id"] = .text("s\(seed)")
            service["vehicleId"] = .text("v\(seed)")
            service["itemId"] = .text("i\(seed)")
            var expense = random.values(.expense)
            expense["id"] = .text("e\(seed)")
            expense["vehicleId"] = .text("v\(seed)")
            expense["serviceId"] = expense["serviceId"] == nil ? nil : .text("s\(seed)")
            var entry = random.values(.odometerEntry)
            entry["id"] = .text("o\(seed)")
            entry["vehicleId"] = .text("v\(seed)")
            var deadline = random.values(.deadline)
            deadline["id"] = .text("d\(seed)")
            deadline["vehicleId"] = .text("v\(seed)")
            try store.write { store in
                try store.vehicles.insert(try Vehicle(fieldValues: vehicle))
                try store.plans.insert(try MaintenanceItem(fieldValues: item))
                try store.plans.insert(try ServiceRecord(fieldValues: service))
                try store.records.insert(try Expense(fieldValues: expense))
                try store.records.insert(try OdometerEntry(fieldValues: entry))
                try store.records.insert(try Deadline(fieldValues: deadline))
            }
            let id = { (text: String) in GarageID(rawValue: text)! }
            #expect(try store.vehicles.find(id: id("v\(seed)"))?.fieldValues == vehicle, "seed \(seed)")
            var storedItem = try #require(try store.plans.item(id: id("i\(seed)"))).fieldValues
            storedItem["position"] = nil
            #expect(storedItem == item, "seed \(seed)")
            #expect(try store.plans.service(id: id("s\(seed)"))?.fieldValues == service, "seed \(seed)")
            #expect(try store.records.expense(id: id("e\(seed)"))?.fieldValues == expense, "seed \(seed)")
            #expect(try store.records.odometerEntry(id: id("o\(seed)"))?.fieldValues == entry, "seed \(seed)")
            #expect(try store.records.deadline(id: id("d\(seed)"))?.fieldValues == deadline, "seed \(seed)")
        }
    }
}
