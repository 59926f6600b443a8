import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The records a user lists, shows, edits and removes one by one, read for the signed-in account.
extension AppSession {
    /// The signed-in account's preferences (the defaults apply where none is set).
    public func accountPreferences() throws -> Preferences {
        try logbook().preferences()
    }

    /// The odometer entries of one vehicle a user named, or of every vehicle, oldest first.
    public func odometerEntries(vehicle reference: String?) throws -> [(entry: OdometerEntry, vehicle: Vehicle)] {
        try logbook().read { store in
            try Self.vehicles(reference, in: store).flatMap { vehicle in
                try store.odometerEntries(vehicleID: vehicle.id).map { ($0, vehicle) }
            }
        }
    }

    /// The services of one vehicle a user named, or of every vehicle, oldest first, with their items.
    public func services(vehicle reference: String?) throws -> [(service: ServiceRecord, item: MaintenanceItem?, vehicle: Vehicle)] {
        try logbook().read { store in
            try Self.vehicles(reference, in: store).flatMap { vehicle in
                let items = Dictionary(uniqueKeysWithValues: try store.maintenanceItems(vehicleID: vehicle.id).map { ($0.id, $0) })
                return try store.services(vehicleID: vehicle.id).map { ($0, items[$0.itemID], vehicle) }
            }
        }
    }

    /// One odometer entry by its id, with its vehicle.
    public func odometerEntry(id: String) throws -> (entry: OdometerEntry, vehicle: Vehicle) {
        try lookUp(.odometerEntry, id, { try $0.odometerEntry(id: $1) }, \.vehicleID)
    }

    /// One expense by its id, with its vehicle, the home currency and the rates that convert it.
    public func expense(id: String) throws -> (expense: Expense, vehicle: Vehicle, homeCurrency: CurrencyCode, rates: ExchangeRates) {
        let (expense, vehicle) = try lookUp(.expense, id, { try $0.expense(id: $1) }, \.vehicleID)
        let store = try logbook()
        let home = try store.preferences().homeCurrency
        return (expense, vehicle, home, try store.rates(converting: [expense], into: home))
    }

    /// One service by its id, with its item and vehicle.
    public func service(id: String) throws -> (service: ServiceRecord, item: MaintenanceItem?, vehicle: Vehicle) {
        let (service, vehicle) = try lookUp(.service, id, { try $0.service(id: $1) }, \.vehicleID)
        return (service, try logbook().maintenanceItem(id: service.itemID), vehicle)
    }

    /// One maintenance item by its id, with its status today and its vehicle's answers.
    public func maintenanceItem(id: String) throws -> (status: MaintenanceStatus, vehicle: VehicleDashboard, today: CalendarDay) {
        let (item, vehicle) = try lookUp(.maintenanceItem, id, { try $0.maintenanceItem(id: $1) }, \.vehicleID)
        let (entry, today) = try vehicleDashboard(vehicle.id.rawValue)
        guard let status = entry.maintenance.first(where: { $0.item.id == item.id }) else {
            throw GarageError.unknownRecord(kind: RecordKind.maintenanceItem.rawValue, id: id)
        }
        return (status, entry, today)
    }

    /// A record of the signed-in account by the id a user typed, with its vehicle.
    private func lookUp<Record>(
        _ kind: RecordKind, _ text: String, _ find: (GarageStore, GarageID) throws -> Record?, _ vehicleOf: (Record) -> GarageID
    ) throws -> (Record, Vehicle) {
        try logbook().read { store in try store.record(kind, id: text, { try find(store, $0) }, vehicleOf: vehicleOf) }
    }

    /// The vehicle a user named, or every vehicle.
    private static func vehicles(_ reference: String?, in store: GarageStore) throws -> [Vehicle] {
        let all = try store.vehicles()
        return try reference.map { [try Vehicle.matching($0, in: all)] } ?? all
    }
}
