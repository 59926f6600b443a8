import GarageRules

extension PlanRepository {
    /// Writes a maintenance item's fields, its postponement included, over its row.
    public func update(_ item: MaintenanceItem) throws {
        try store.overwrite(item, stored: try self.item(id: item.id))
    }

    /// Deletes a maintenance item with its services and their costs, each noted for the journal.
    public func deleteItem(_ id: GarageID) throws {
        guard let item = try item(id: id) else { throw StoreError.missingRecord("maintenance item", id.rawValue) }
        for service in try services(vehicleID: item.vehicleID, itemID: id) {
            if let expenseID = service.expenseID, let cost = try store.records.expense(id: expenseID) {
                store.record(.deleted(.expense(cost)))
                try store.enqueueDelete(.expense, id: cost.id)
            }
            store.record(.deleted(.service(service)))
            try store.enqueueDelete(.service, id: service.id)
        }
        store.record(.deleted(.maintenanceItem(item, position: try store.position(of: "maintenance_item", id: id))))
        try store.enqueueDelete(.maintenanceItem, id: id)
        try store.database.execute("DELETE FROM maintenance_item WHERE id = ?", [id.rawValue])
    }

    /// Writes a service's fields over its row (its cost is its expense, written on its own).
    public func update(_ service: ServiceRecord) throws {
        try store.overwrite(service, stored: try self.service(id: service.id))
    }

    /// Deletes a service and its cost.
    public func deleteService(_ id: GarageID) throws {
        guard let service = try service(id: id) else { throw StoreError.missingRecord("service", id.rawValue) }
        if let expenseID = service.expenseID, let cost = try store.records.expense(id: expenseID) {
            store.record(.deleted(.expense(cost)))
            try store.enqueueDelete(.expense, id: cost.id)
        }
        store.record(.deleted(.service(service)))
        try store.enqueueDelete(.service, id: id)
        try store.database.execute("DELETE FROM maintenance_service WHERE id = ?", [id.rawValue])
    }
}
