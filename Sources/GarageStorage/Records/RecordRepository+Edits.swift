import GarageRules

extension RecordRepository {
    /// Writes an odometer entry's fields over its row.
    public func update(_ entry: OdometerEntry) throws {
        try store.overwrite(entry, stored: try odometerEntry(id: entry.id))
    }

    /// Deletes an odometer entry.
    public func deleteOdometerEntry(_ id: GarageID) throws {
        try store.deleteRow(try odometerEntry(id: id), id: id)
    }

    /// Writes an expense's fields over its row.
    public func update(_ expense: Expense) throws {
        try store.overwrite(expense, stored: try self.expense(id: expense.id))
    }

    /// Deletes an expense.
    public func deleteExpense(_ id: GarageID) throws {
        try store.deleteRow(try expense(id: id), id: id)
    }

    /// Writes a deadline's fields over its row.
    public func update(_ deadline: Deadline) throws {
        try store.overwrite(deadline, stored: try self.deadline(id: deadline.id))
    }

    /// Deletes a deadline.
    public func deleteDeadline(_ id: GarageID) throws {
        try store.deleteRow(try deadline(id: id), id: id)
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
