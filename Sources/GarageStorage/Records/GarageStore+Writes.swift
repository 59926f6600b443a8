import Foundation
import GarageRules

/// Record-level writes: each inserts, updates or deletes exactly the rows of the records it is given,
/// through statements the connection compiles once. Call them inside `write { }` so that a change
/// commits whole or not at all.
///
/// Inserts never replace: a record whose id is already stored is refused by the primary key, so no
/// change can overwrite another record.
extension GarageStore {
    /// Inserts a whole garage into a logbook that holds none of its records (a demo or a benchmark
    /// seed): the account, the home currency, then every record, parents first.
    public func seed(_ garage: Garage, now: Date) throws {
        if let account = garage.account { try accounts.signIn(account, now: now) }
        var stored = try preferences.load()
        stored.homeCurrency = garage.homeCurrency
        try preferences.save(stored)
        for vehicle in garage.vehicles { try vehicles.insert(vehicle) }
        for item in garage.maintenanceItems { try plans.insert(item) }
        for service in garage.services { try plans.insert(service) }
        for expense in garage.expenses { try records.insert(expense) }
        for entry in garage.odometerEntries { try records.insert(entry) }
        for deadline in garage.deadlines { try records.insert(deadline) }
    }
}
