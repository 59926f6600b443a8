import Foundation
import GarageRules
import GarageStorage
import WidgetContract

extension ExportContents {
    /// Checks a decoded document whole, record by record, refusing at the first fault with its place.
    init(document: ExportDocument, file: String) throws(RestoreError) {
        var check = RestoreChecker(file: file)
        self.file = file
        let plan = try check.at("account.plan") { () throws(GarageError) in try Plan(parsing: document.account.plan) }
        account = try check.at("account.name") { () throws(GarageError) in try Account(name: document.account.name, plan: plan) }
        var preferences = Preferences.defaults
        for (key, text) in document.preferences.entries {
            guard let text else { continue }
            try check.at("preferences.\(key.rawValue)") { () throws(PreferenceError) in try preferences.set(key, to: text) }
        }
        self.preferences = preferences

        var vehicles: [GarageID: Vehicle] = [:]
        for (index, exported) in document.vehicles.enumerated() {
            let vehicle = try check.vehicle(exported, at: Self.place(.vehicles, index), others: self.vehicles)
            self.vehicles.append(vehicle)
            vehicles[vehicle.id] = vehicle
        }
        var itemVehicles: [GarageID: GarageID] = [:]
        for (index, exported) in document.maintenanceItems.enumerated() {
            let item = try check.item(exported, at: Self.place(.maintenanceItems, index), vehicles: vehicles,
                                      siblings: maintenanceItems)
            maintenanceItems.append(item)
            itemVehicles[item.id] = item.vehicleID
        }
        // The checks every imported record of a vehicle passes, over the export's own items.
        var imports: [GarageID: ImportCheck] = [:]
        for (index, vehicle) in self.vehicles.enumerated() {
            // A restore writes back what the account's logbook held, shared vehicles included: the
            // role limits what a user may change, and a restore changes nothing of theirs.
            var writable = vehicle
            writable.role = .owner
            let items = Set(itemVehicles.filter { $0.value == vehicle.id }.keys)
            imports[vehicle.id] = try check.at(Self.place(.vehicles, index)) { () throws(GarageError) in
                try ImportCheck(vehicle: writable, itemIDs: items)
            }
        }
        var serviceVehicles: [GarageID: GarageID] = [:]
        for (index, exported) in document.services.enumerated() {
            let service = try check.service(exported, at: Self.place(.services, index), imports: imports)
            services.append(service)
            serviceVehicles[service.id] = service.vehicleID
        }
        var costs: [GarageID: String] = [:]
        for (index, exported) in document.expenses.enumerated() {
            let place = Self.place(.expenses, index)
            let expense = try check.expense(exported, at: place, imports: imports)
            if let serviceID = expense.serviceID {
                guard serviceVehicles[serviceID] == expense.vehicleID else {
                    throw check.fail(place + ".serviceId", "no service '\(serviceID)' of vehicle '\(expense.vehicleID)' in the export")
                }
                if let other = costs.updateValue(place, forKey: serviceID) {
                    throw check.fail(place + ".serviceId", "service '\(serviceID)' already has its cost, \(other)")
                }
            }
            expenses.append(expense)
        }
        for (index, exported) in document.odometerEntries.enumerated() {
            odometerEntries.append(try check.entry(exported, at: Self.place(.odometerEntries, index), imports: imports))
        }
        for (index, exported) in document.deadlines.enumerated() {
            deadlines.append(try check.deadline(exported, at: Self.place(.deadlines, index), vehicles: vehicles))
        }
        var rates: [String: String] = [:]
        for (index, exported) in document.exchangeRates.enumerated() {
            let place = Self.place(.exchangeRates, index)
            let rate = try check.rate(exported, at: place)
            if let other = rates.updateValue(place, forKey: "\(rate.currency) \(rate.day)") {
                throw check.fail(place, "a rate for \(rate.currency) on \(rate.day) is also at \(other)")
            }
            exchangeRates.append(rate)
        }
        damagedCount = document.damaged.count
        strippedNotes = check.strippedNotes
    }
}
