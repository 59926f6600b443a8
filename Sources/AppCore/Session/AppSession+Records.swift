import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The records a user lists, shows, edits and removes one by one, read for the signed-in account.
extension AppSession {
    /// The signed-in account's preferences (the defaults apply where none is set).
    public func accountPreferences() throws -> Preferences {
        try logbook().preferences.load()
    }

    /// The latest `limit` odometer entries of one vehicle a user named, or of every vehicle, oldest
    /// first, with how many there are.
    public func odometerEntries(vehicle reference: String?, limit: Int) throws -> RecordPage<OdometerEntryDetail> {
        try logbook().read { store in
            let (vehicleID, vehicles) = try Self.scope(reference, in: store)
            let page = try store.records.latestOdometerEntries(vehicleID: vehicleID, limit: limit)
            return RecordPage(
                records: page.records.compactMap { entry in
                    vehicles[entry.vehicleID].map { OdometerEntryDetail(entry: entry, vehicle: $0) }
                },
                total: page.total)
        }
    }

    /// The latest `limit` services of one vehicle a user named, or of every vehicle, oldest first,
    /// with their items and how many there are.
    public func services(
        vehicle reference: String?, limit: Int
    ) throws -> RecordPage<ServiceDetail> {
        try logbook().read { store in
            let (vehicleID, vehicles) = try Self.scope(reference, in: store)
            let page = try store.plans.latestServices(vehicleID: vehicleID, limit: limit)
            var items: [GarageID: MaintenanceItem] = [:]
            for vehicleID in Set(page.records.map(\.vehicleID)) {
                for item in try store.plans.items(vehicleID: vehicleID) { items[item.id] = item }
            }
            return RecordPage(
                records: page.records.compactMap { service in
                    vehicles[service.vehicleID].map { ServiceDetail(service: service, item: items[service.itemID], vehicle: $0) }
                },
                total: page.total)
        }
    }

    /// The latest `limit` expenses of one vehicle a user named or of every vehicle, between two days
    /// (each optional), oldest first, with how many there are and the rates that convert them into
    /// the home currency.
    public func expenses(
        vehicle reference: String?, from start: CalendarDay?, through end: CalendarDay?, limit: Int
    ) throws -> ExpenseListing {
        try logbook().read { store in
            let (vehicleID, vehicles) = try Self.scope(reference, in: store)
            let page = try store.records.latestExpenses(vehicleID: vehicleID, from: start, through: end, limit: limit)
            let home = try store.preferences.load().homeCurrency
            return ExpenseListing(
                page: ExpenseRow.page(page, vehicles: vehicles), rates: try store.rates.converting(page.records, into: home),
                homeCurrency: home)
        }
    }

    /// How many services removing a maintenance item takes with it, with the item and its vehicle.
    public func removal(ofItem id: String) throws -> ItemRemoval {
        try logbook().read { store in
            let (item, vehicle) = try store.record(.maintenanceItem, id: id, { try store.plans.item(id: $0) }, vehicleOf: \.vehicleID)
            return ItemRemoval(item: item, vehicle: vehicle, services: try store.plans.serviceCount(itemID: item.id))
        }
    }

    /// One odometer entry by its id, with its vehicle.
    public func odometerEntry(id: String) throws -> OdometerEntryDetail {
        let (entry, vehicle) = try lookUp(.odometerEntry, id, { try $0.records.odometerEntry(id: $1) }, \.vehicleID)
        return OdometerEntryDetail(entry: entry, vehicle: vehicle)
    }

    /// One expense by its id, with its vehicle, the home currency and the rates that convert it.
    public func expense(id: String) throws -> ExpenseDetail {
        let (expense, vehicle) = try lookUp(.expense, id, { try $0.records.expense(id: $1) }, \.vehicleID)
        let store = try logbook()
        let home = try store.preferences.load().homeCurrency
        return ExpenseDetail(
            expense: expense, vehicle: vehicle, homeCurrency: home, rates: try store.rates.converting([expense], into: home))
    }

    /// One service by its id, with its item and vehicle.
    public func service(id: String) throws -> ServiceDetail {
        let (service, vehicle) = try lookUp(.service, id, { try $0.plans.service(id: $1) }, \.vehicleID)
        return ServiceDetail(service: service, item: try logbook().plans.item(id: service.itemID), vehicle: vehicle)
    }

    /// One maintenance item by its id, with its status today and its vehicle's answers.
    public func maintenanceItem(id: String) throws -> MaintenanceItemDetail {
        let (item, vehicle) = try lookUp(.maintenanceItem, id, { try $0.plans.item(id: $1) }, \.vehicleID)
        let day = try vehicleDashboard(vehicle.id.rawValue)
        guard let status = day.vehicle.maintenance.first(where: { $0.item.id == item.id }) else {
            throw GarageError.unknownRecord(kind: RecordKind.maintenanceItem.word, id: id)
        }
        return MaintenanceItemDetail(status: status, vehicle: day.vehicle, today: day.today)
    }

    /// A record of the signed-in account by the id a user typed, with its vehicle.
    private func lookUp<Record>(
        _ kind: RecordKind, _ text: String, _ find: (GarageStore, GarageID) throws -> Record?, _ vehicleOf: (Record) -> GarageID
    ) throws -> (Record, Vehicle) {
        try logbook().read { store in try store.record(kind, id: text, { try find(store, $0) }, vehicleOf: vehicleOf) }
    }

    /// The vehicle a user named (its id; `nil` for every vehicle), and the vehicles by id.
    private static func scope(_ reference: String?, in store: GarageStore) throws -> (GarageID?, [GarageID: Vehicle]) {
        let all = try store.vehicles.all()
        let named = try reference.map { try Vehicle.matching($0, in: all) }
        return (named?.id, Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) }))
    }
}
