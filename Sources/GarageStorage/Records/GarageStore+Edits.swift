import GarageRules

/// Record-level edits and removals: each writes exactly its record's row (a removal, the rows that
/// belong to it too), and notes for the journal what it overwrote or deleted, whole, so that an undo
/// can write it back. Call them inside `write { }`.
extension GarageStore {
    /// Writes a vehicle's fields over its row (its id stays).
    public func update(_ vehicle: Vehicle) throws {
        guard let before = try self.vehicle(id: vehicle.id) else { throw GarageError.unknownVehicle(vehicle.id.rawValue) }
        record(.updated(.vehicle(before)))
        try updateRow(vehicle.fieldValues)
    }

    /// Deletes a vehicle and everything recorded about it, each record noted for the journal
    /// (children before parents, so that writing them back in reverse order restores them).
    public func deleteVehicle(_ id: GarageID) throws {
        guard let vehicle = try vehicle(id: id) else { throw GarageError.unknownVehicle(id.rawValue) }
        // Each record also gets its tombstone, children first as well: a device that pulls them
        // deletes what it holds in an order its foreign keys accept.
        for deadline in try deadlines(vehicleID: id) {
            record(.deleted(.deadline(deadline)))
            try enqueueDelete(.deadline, id: deadline.id)
        }
        for entry in try odometerEntries(vehicleID: id) {
            record(.deleted(.odometerEntry(entry)))
            try enqueueDelete(.odometerEntry, id: entry.id)
        }
        for expense in try expenses(vehicleID: id) {
            record(.deleted(.expense(expense)))
            try enqueueDelete(.expense, id: expense.id)
        }
        for service in try services(vehicleID: id) {
            record(.deleted(.service(service)))
            try enqueueDelete(.service, id: service.id)
        }
        for item in try maintenanceItems(vehicleID: id) {
            record(.deleted(.maintenanceItem(item, position: try position(of: "maintenance_item", id: item.id))))
            try enqueueDelete(.maintenanceItem, id: item.id)
        }
        let imported = try importedRows(vehicleID: id)
        if !imported.isEmpty { record(.deleted(.importedRows(vehicleID: id, imported))) }
        record(.deleted(.vehicle(vehicle, position: try position(of: "vehicle", id: id))))
        try enqueueDelete(.vehicle, id: id)
        // The schema's foreign keys cascade the rows just noted.
        try database.execute("DELETE FROM vehicle WHERE id = ?", [id.rawValue])
    }

    /// Writes an odometer entry's fields over its row.
    public func update(_ entry: OdometerEntry) throws {
        guard let before = try odometerEntry(id: entry.id) else { throw StoreError.missingRecord("odometer entry", entry.id.rawValue) }
        record(.updated(.odometerEntry(before)))
        try updateRow(entry.fieldValues)
    }

    /// Deletes an odometer entry.
    public func deleteOdometerEntry(_ id: GarageID) throws {
        guard let before = try odometerEntry(id: id) else { throw StoreError.missingRecord("odometer entry", id.rawValue) }
        record(.deleted(.odometerEntry(before)))
        try enqueueDelete(.odometerEntry, id: id)
        try database.execute("DELETE FROM odometer_entry WHERE id = ?", [id.rawValue])
    }

    /// Writes an expense's fields over its row.
    public func update(_ expense: Expense) throws {
        guard let before = try self.expense(id: expense.id) else { throw StoreError.missingRecord("expense", expense.id.rawValue) }
        record(.updated(.expense(before)))
        try updateRow(expense.fieldValues)
    }

    /// Deletes an expense.
    public func deleteExpense(_ id: GarageID) throws {
        guard let before = try expense(id: id) else { throw StoreError.missingRecord("expense", id.rawValue) }
        record(.deleted(.expense(before)))
        try enqueueDelete(.expense, id: id)
        try database.execute("DELETE FROM expense WHERE id = ?", [id.rawValue])
    }

    /// Writes a maintenance item's fields, its postponement included, over its row.
    public func update(_ item: MaintenanceItem) throws {
        guard let before = try maintenanceItem(id: item.id) else { throw StoreError.missingRecord("maintenance item", item.id.rawValue) }
        record(.updated(.maintenanceItem(before)))
        try updateRow(item.fieldValues)
    }

    /// Deletes a maintenance item with its services and their costs, each noted for the journal.
    public func deleteMaintenanceItem(_ id: GarageID) throws {
        guard let item = try maintenanceItem(id: id) else { throw StoreError.missingRecord("maintenance item", id.rawValue) }
        for service in try services(vehicleID: item.vehicleID, itemID: id) {
            if let expenseID = service.expenseID, let cost = try expense(id: expenseID) {
                record(.deleted(.expense(cost)))
                try enqueueDelete(.expense, id: cost.id)
            }
            record(.deleted(.service(service)))
            try enqueueDelete(.service, id: service.id)
        }
        record(.deleted(.maintenanceItem(item, position: try position(of: "maintenance_item", id: id))))
        try enqueueDelete(.maintenanceItem, id: id)
        try database.execute("DELETE FROM maintenance_item WHERE id = ?", [id.rawValue])
    }

    /// Writes a service's fields over its row (its cost is its expense, written on its own).
    public func update(_ service: ServiceRecord) throws {
        guard let before = try self.service(id: service.id) else { throw StoreError.missingRecord("service", service.id.rawValue) }
        record(.updated(.service(before)))
        try updateRow(service.fieldValues)
    }

    /// Deletes a service and its cost.
    public func deleteService(_ id: GarageID) throws {
        guard let service = try service(id: id) else { throw StoreError.missingRecord("service", id.rawValue) }
        if let expenseID = service.expenseID, let cost = try expense(id: expenseID) {
            record(.deleted(.expense(cost)))
            try enqueueDelete(.expense, id: cost.id)
        }
        record(.deleted(.service(service)))
        try enqueueDelete(.service, id: id)
        try database.execute("DELETE FROM maintenance_service WHERE id = ?", [id.rawValue])
    }

    /// Deletes a deadline.
    public func deleteDeadline(_ id: GarageID) throws {
        guard let before = try deadline(id: id) else { throw StoreError.missingRecord("deadline", id.rawValue) }
        record(.deleted(.deadline(before)))
        try enqueueDelete(.deadline, id: id)
        try database.execute("DELETE FROM deadline WHERE id = ?", [id.rawValue])
    }

    /// Deletes the record of `kind` with `id` as its kind's own removal does (a vehicle with its
    /// records, an item with its services, a service with its cost).
    public func deleteRecord(_ kind: RecordKind, id: GarageID) throws {
        switch kind {
        case .vehicle: try deleteVehicle(id)
        case .odometerEntry: try deleteOdometerEntry(id)
        case .expense: try deleteExpense(id)
        case .maintenanceItem: try deleteMaintenanceItem(id)
        case .service: try deleteService(id)
        case .deadline: try deleteDeadline(id)
        }
    }

    /// A vehicle's or maintenance item's place in its order, kept with a deleted one so that an
    /// undo puts it back where it was.
    private func position(of table: StaticString, id: GarageID) throws -> Int? {
        try database.firstRow("SELECT position FROM \(table) WHERE id = ?", [id.rawValue]) { $0.int(0) }
    }
}
