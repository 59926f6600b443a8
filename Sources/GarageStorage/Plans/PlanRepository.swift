import Foundation
import GarageRules
import WidgetContract

/// Each vehicle's maintenance plan: its items (with their postponements) and the services logged of them.
///
/// A view of the logbook (``GarageStore/plans``) that owns the SQL of its aggregate; its writes run
/// inside the store's `write { }`, so that a change commits whole or not at all.
public struct PlanRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// Each vehicle's maintenance plan.
    public var plans: PlanRepository { PlanRepository(store: self) }
}

extension PlanRepository {
    /// How many services of one maintenance item are logged: what removing it deletes with it.
    public func serviceCount(itemID: GarageID) throws -> Int {
        try store.database.firstRow("SELECT count(*) FROM maintenance_service WHERE item_id = ?", [itemID.rawValue]) { $0.int(0) } ?? 0
    }
}

extension PlanRepository {
    /// The latest logged services of one vehicle, or of all the signed-in account's.
    public func latestServices(vehicleID: GarageID?, limit: Int) throws -> RecordPage<ServiceRecord> {
        let filter = GarageStore.Filter(vehicleID: vehicleID, alias: "s")
        return try store.page(
            select: """
                SELECT \(GarageStore.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
                \(filter.sql) ORDER BY s.day DESC, s.id DESC LIMIT ?
                """,
            count: "SELECT count(*) FROM maintenance_service s \(filter.sql)", filter.arguments, limit: limit, GarageStore.serviceRow)
    }
}

extension PlanRepository {
    /// Inserts a maintenance item after the others (or at `position`, where an undo puts a deleted
    /// one back), with its postponement if it has one.
    public func insert(_ item: MaintenanceItem, at position: Int? = nil) throws {
        var values = item.fieldValues
        values.set("position", position)
        try store.insertRow(values)
    }

    /// Writes the item's postponement as it is now (the rest of the item as stored).
    public func updatePostponement(of item: MaintenanceItem) throws {
        guard var stored = try self.item(id: item.id) else {
            throw StoreError.missingRecord("maintenance item", item.id.rawValue)
        }
        stored.postponement = item.postponement
        try update(stored)
    }

    /// Inserts a service; its cost is the expense that points at it, inserted after it.
    public func insert(_ service: ServiceRecord) throws {
        try store.insertRow(service.fieldValues)
    }
}
