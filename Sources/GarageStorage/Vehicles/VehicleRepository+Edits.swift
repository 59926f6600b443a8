import GarageRules

extension VehicleRepository {
    /// Writes a vehicle's fields over its row (its id stays).
    public func update(_ vehicle: Vehicle) throws {
        guard let before = try store.vehicles.find(id: vehicle.id) else { throw GarageError.unknownVehicle(vehicle.id.rawValue) }
        store.record(.updated(.vehicle(before)))
        try store.updateRow(vehicle.fieldValues)
    }

    /// Deletes a vehicle and everything recorded about it, each record noted for the journal
    /// (children before parents, so that writing them back in reverse order restores them).
    ///
    /// The rows imports remembered of it are noted too, so that undoing the removal remembers them
    /// again, unless `journalingRememberedRows` is false: for an undo, whose own entry is never
    /// undone, and which would otherwise read and keep every row ever imported into the vehicle.
    public func delete(_ id: GarageID, journalingRememberedRows: Bool = true) throws {
        guard let vehicle = try find(id: id) else { throw GarageError.unknownVehicle(id.rawValue) }
        // Each record also gets its tombstone, children first as well: a device that pulls them
        // deletes what it holds in an order its foreign keys accept.
        for deadline in try store.records.deadlines(vehicleID: id) {
            store.record(.deleted(.deadline(deadline)))
            try store.enqueueDelete(.deadline, id: deadline.id)
        }
        for entry in try store.records.odometerEntries(vehicleID: id) {
            store.record(.deleted(.odometerEntry(entry)))
            try store.enqueueDelete(.odometerEntry, id: entry.id)
        }
        for expense in try store.records.expenses(vehicleID: id) {
            store.record(.deleted(.expense(expense)))
            try store.enqueueDelete(.expense, id: expense.id)
        }
        for service in try store.plans.services(vehicleID: id) {
            store.record(.deleted(.service(service)))
            try store.enqueueDelete(.service, id: service.id)
        }
        for item in try store.plans.items(vehicleID: id) {
            store.record(.deleted(.maintenanceItem(item, position: try store.position(of: "maintenance_item", id: item.id))))
            try store.enqueueDelete(.maintenanceItem, id: item.id)
        }
        // What this device keeps aside of it is in the household, and was seen here: it goes too.
        try store.sync.tombstoneSetAside(ofVehicle: id.rawValue)
        if journalingRememberedRows {
            let imported = try store.importedRows.all(vehicleID: id)
            if !imported.isEmpty { store.record(.deleted(.importedRows(vehicleID: id, imported))) }
        }
        store.record(.deleted(.vehicle(vehicle, position: try store.position(of: "vehicle", id: id))))
        try store.enqueueDelete(.vehicle, id: id)
        // The schema's foreign keys cascade the rows just noted.
        try store.database.execute("DELETE FROM vehicle WHERE id = ?", [id.rawValue])
    }
}
