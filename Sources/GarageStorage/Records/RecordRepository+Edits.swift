import GarageRules

extension RecordRepository {
    /// Writes an odometer entry's fields over its row.
    public func update(_ entry: OdometerEntry) throws {
        guard let before = try odometerEntry(id: entry.id) else { throw StoreError.missingRecord("odometer entry", entry.id.rawValue) }
        store.record(.updated(.odometerEntry(before)))
        try store.updateRow(entry.fieldValues)
    }

    /// Deletes an odometer entry.
    public func deleteOdometerEntry(_ id: GarageID) throws {
        guard let before = try odometerEntry(id: id) else { throw StoreError.missingRecord("odometer entry", id.rawValue) }
        store.record(.deleted(.odometerEntry(before)))
        try store.enqueueDelete(.odometerEntry, id: id)
        try store.database.execute("DELETE FROM odometer_entry WHERE id = ?", [id.rawValue])
    }

    /// Writes an expense's fields over its row.
    public func update(_ expense: Expense) throws {
        guard let before = try self.expense(id: expense.id) else { throw StoreError.missingRecord("expense", expense.id.rawValue) }
        store.record(.updated(.expense(before)))
        try store.updateRow(expense.fieldValues)
    }

    /// Deletes an expense.
    public func deleteExpense(_ id: GarageID) throws {
        guard let before = try expense(id: id) else { throw StoreError.missingRecord("expense", id.rawValue) }
        store.record(.deleted(.expense(before)))
        try store.enqueueDelete(.expense, id: id)
        try store.database.execute("DELETE FROM expense WHERE id = ?", [id.rawValue])
    }

    /// Deletes a deadline.
    public func deleteDeadline(_ id: GarageID) throws {
        guard let before = try deadline(id: id) else { throw StoreError.missingRecord("deadline", id.rawValue) }
        store.record(.deleted(.deadline(before)))
        try store.enqueueDelete(.deadline, id: id)
        try store.database.execute("DELETE FROM deadline WHERE id = ?", [id.rawValue])
    }

    /// Deletes the record of `kind` with `id` as its kind's own removal does (a vehicle with its
    /// records, an item with its services, a service with its cost).
    public func deleteRecord(_ kind: RecordKind, id: GarageID) throws {
        switch kind {
        case .vehicle: try store.vehicles.delete(id)
        case .odometerEntry: try deleteOdometerEntry(id)
        case .expense: try deleteExpense(id)
        case .maintenanceItem: try store.plans.deleteItem(id)
        case .service: try store.plans.deleteService(id)
        case .deadline: try deleteDeadline(id)
        }
    }
}
