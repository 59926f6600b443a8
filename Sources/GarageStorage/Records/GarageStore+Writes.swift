import Foundation
import GarageRules

/// Record-level writes: each inserts, updates or deletes exactly the rows of the records it is given,
/// through statements the connection compiles once. Call them inside `write { }` so that a change
/// commits whole or not at all.
///
/// Inserts never replace: a record whose id is already stored is refused by the primary key, so no
/// change can overwrite another record.
extension GarageStore {
    /// Inserts a vehicle after the others (or at `position`, where an undo puts a deleted one back),
    /// owned by the signed-in account (refused when nobody is signed in: no vehicle is ever stored
    /// without its account).
    public func insert(_ vehicle: Vehicle, at position: Int? = nil) throws {
        guard try loadAccount() != nil else { throw GarageError.signedOut }
        try insertRow(vehicle.fieldValues, position: position)
    }

    /// Inserts an odometer entry.
    public func insert(_ entry: OdometerEntry) throws {
        try insertRow(entry.fieldValues)
    }

    /// Inserts an expense (a service's cost after its service).
    public func insert(_ expense: Expense) throws {
        try insertRow(expense.fieldValues)
    }

    /// Inserts a maintenance item after the others (or at `position`, where an undo puts a deleted
    /// one back), with its postponement if it has one.
    public func insert(_ item: MaintenanceItem, at position: Int? = nil) throws {
        var values = item.fieldValues
        values.set("position", position)
        try insertRow(values)
    }

    /// Writes the item's postponement as it is now (the rest of the item as stored).
    public func updatePostponement(of item: MaintenanceItem) throws {
        guard var stored = try maintenanceItem(id: item.id) else {
            throw StoreError.missingRecord("maintenance item", item.id.rawValue)
        }
        stored.postponement = item.postponement
        try update(stored)
    }

    /// Inserts a service; its cost is the expense that points at it, inserted after it.
    public func insert(_ service: ServiceRecord) throws {
        try insertRow(service.fieldValues)
    }

    /// Inserts a deadline.
    public func insert(_ deadline: Deadline) throws {
        try insertRow(deadline.fieldValues)
    }

    /// Writes a deadline's changed fields over its row.
    public func update(_ deadline: Deadline) throws {
        if let before = try self.deadline(id: deadline.id) { record(.updated(.deadline(before))) }
        try updateRow(deadline.fieldValues)
    }

    /// Inserts a whole garage into a logbook that holds none of its records (a demo or a benchmark
    /// seed): the account, the home currency, then every record, parents first.
    public func insert(contentsOf garage: Garage, now: Date) throws {
        if let account = garage.account { try setAccount(account, now: now) }
        var preferences = try preferences()
        preferences.homeCurrency = garage.homeCurrency
        try save(preferences)
        for vehicle in garage.vehicles { try insert(vehicle) }
        for item in garage.maintenanceItems { try insert(item) }
        for service in garage.services { try insert(service) }
        for expense in garage.expenses { try insert(expense) }
        for entry in garage.odometerEntries { try insert(entry) }
        for deadline in garage.deadlines { try insert(deadline) }
    }
}
