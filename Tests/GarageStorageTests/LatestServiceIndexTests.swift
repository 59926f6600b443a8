import Foundation
import GarageRules
import GloveboxTestSupport
import Testing
import WidgetContract
@testable import GarageStorage

/// An item's latest service — by day, then odometer (none before any), then id — is one probe of
/// `maintenance_service_latest` (logbook step 23), for one item (`latestService(itemID:)`) or for all
/// of a vehicle's items in one statement (`latestServices(ofItemsOf:)`), and both agree with the order
/// computed here, in memory, on random histories full of ties.
@Suite struct LatestServiceIndexTests {
    let directory = TemporaryDirectory(prefix: "glovebox-latest-service")
    let today = CalendarDay(year: 2026, month: 11, day: 29)!

    /// A drawn service: which item, how many days ago, its odometer if any, and a suffix of its id.
    struct Drawn: CustomStringConvertible {
        var item: Int
        var daysAgo: Int
        var odometer: Int?
        var id: String
        var description: String { "item \(item), \(daysAgo) days ago, odometer \(odometer.map(String.init) ?? "none"), id \(id)" }
    }

    static func draw(seed: UInt64) -> [Drawn] {
        var random = SplitMix(seed: seed)
        return (0..<Int.random(in: 0...30, using: &random)).map { index in
            // Few days and few odometers, so that ties on the day, and on day and odometer, are common.
            Drawn(
                item: Int.random(in: 0..<3, using: &random), daysAgo: Int.random(in: 0...4, using: &random),
                odometer: Bool.random(using: &random) ? nil : Int.random(in: 0...3, using: &random) * 1_000,
                id: "s\(Int.random(in: 0...99, using: &random))-\(index)")
        }
    }

    /// The store of one vehicle with three items and `services`.
    func store(_ name: String, services: [Drawn]) throws -> (GarageStore, [MaintenanceItem]) {
        var garage = Garage(account: try Account(name: "ana@example.com"), homeCurrency: try CurrencyCode("EUR"))
        let ids = IdentifierSource.sequential(prefix: "r")
        let clio = try garage.addVehicle(VehicleDraft(name: "Clio"))
        let items = try (0..<3).map { index in
            try garage.addMaintenanceItem(
                MaintenanceItemDraft(vehicleID: clio.id, name: "Item \(index)", intervalMonths: 12), today: today.adding(days: -400),
                ids: ids)
        }
        let store = try GarageStore(path: directory.appending(name).path)
        try store.write { store in
            try store.seed(garage, now: Pinned.instant("2026-11-20T10:00:00Z"))
            for service in services {
                try store.plans.insert(ServiceRecord(
                    id: GarageID(rawValue: service.id)!, vehicleID: clio.id, itemID: items[service.item].id,
                    date: today.adding(days: -service.daysAgo), odometer: service.odometer.map { OdometerMark(value: $0) }))
            }
        }
        return (store, items)
    }

    /// The id of the latest of `services` of item `index`, by the rule's order, computed here.
    static func expectedLatest(_ services: [Drawn], item index: Int) -> String? {
        services.filter { $0.item == index }.max { a, b in
            if a.daysAgo != b.daysAgo { return a.daysAgo > b.daysAgo }
            if (a.odometer ?? -1) != (b.odometer ?? -1) { return (a.odometer ?? -1) < (b.odometer ?? -1) }
            return Array(a.id.utf8).lexicographicallyPrecedes(Array(b.id.utf8))
        }?.id
    }

    /// Where the store's answers differ from the expected ones, for `services`; empty when they agree.
    func disagreements(_ services: [Drawn], name: String) throws -> [String] {
        let (store, items) = try store(name, services: services)
        defer { store.close() }
        let batch = try store.plans.latestServices(ofItemsOf: items[0].vehicleID)
        var found: [String] = []
        for (index, item) in items.enumerated() {
            let expected = Self.expectedLatest(services, item: index)
            let one = try store.plans.latestService(itemID: item.id)?.id.rawValue
            if one != expected { found.append("item \(index): latestService \(one ?? "none"), expected \(expected ?? "none")") }
            if batch[item.id]?.id.rawValue != expected {
                found.append("item \(index): latestServices \(batch[item.id]?.id.rawValue ?? "none"), expected \(expected ?? "none")")
            }
        }
        if batch.count != items.indices.filter({ Self.expectedLatest(services, item: $0) != nil }).count {
            found.append("latestServices answered \(batch.count) items")
        }
        return found
    }

    @Test func theLatestServiceOfEachItemIsTheOneTheRuleOrdersLast() throws {
        for seed in UInt64(1)...60 {
            let services = Self.draw(seed: seed)
            var attempt = 0
            let found = try disagreements(services, name: "seed-\(seed).sqlite")
            guard !found.isEmpty else { continue }
            let smallest = try ListShrinker.smallest(services) { candidate in
                attempt += 1
                return try !disagreements(candidate, name: "seed-\(seed)-shrink-\(attempt).sqlite").isEmpty
            }
            Issue.record("seed \(seed): \(found); smallest history: \(smallest)")
        }
    }

    @Test func bothQueriesProbeTheNewIndexWithoutASort() throws {
        let (store, _) = try store("plan.sqlite", services: [])
        defer { store.close() }
        let single = """
            SELECT s.id FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.item_id = 'i' ORDER BY s.day DESC, coalesce(s.odometer, -1) DESC, s.id DESC LIMIT 1
            """
        let batch = """
            SELECT s.id FROM maintenance_item i JOIN maintenance_service s ON s.id = (
                SELECT l.id FROM maintenance_service l WHERE l.item_id = i.id
                ORDER BY l.day DESC, coalesce(l.odometer, -1) DESC, l.id DESC LIMIT 1)
            LEFT JOIN expense c ON c.service_id = s.id WHERE i.vehicle_id = 'v'
            """
        for sql in [single, batch] {
            let plan = try store.database.rows("EXPLAIN QUERY PLAN " + sql) { $0.text(3) }
            #expect(plan.contains { $0.contains("maintenance_service_latest") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }

    @Test func aLogbookAtStep22GetsTheNewIndexInPlaceOfTheOld() throws {
        let path = directory.appending("old.sqlite").path
        let database = try Database(path: path)
        try Migrator(Array(LogbookSchema.migrator.migrations.prefix(22))).migrate(database)
        let indexes = { (database: Database) in
            try database.rows("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'maintenance_service' ORDER BY name") {
                $0.text(0)
            }
        }
        #expect(try indexes(database).contains("maintenance_service_by_item_day"))
        #expect(try LogbookSchema.migrator.migrate(database).first == 23)
        let after = try indexes(database)
        #expect(after.contains("maintenance_service_latest"))
        #expect(!after.contains("maintenance_service_by_item_day"))
        #expect(try database.rows("PRAGMA integrity_check") { $0.text(0) } == ["ok"])
    }
}
