import Foundation
import GarageRules
import GarageStorage
import WidgetContract

extension ExportContents {
    /// The sections (the top-level arrays), in the order a document is checked for them.
    static let sections: [LogbookExport.Field] = [
        .vehicles, .odometerEntries, .expenses, .maintenanceItems, .services, .deadlines, .exchangeRates, .damaged,
        .importedRows,
    ]

    /// Checks a scanned document whole, record by record, refusing at the first fault with its
    /// place: the kind and version, the account, the preferences and that every section is there;
    /// then each section, parents first (vehicles, their items, services, expenses that name the
    /// services, readings, deadlines), the rates, the damaged rows and the imported rows.
    init(checking document: ExportFile, index: RestoreIndex, today: CalendarDay) throws {
        let file = document.file
        let top = try JSONObject(
            .object(try [LogbookExport.Field.kind, .version, .account, .preferences].compactMap { field in
                try document.value(of: field).map { (field.rawValue, $0) }
            }), at: "", file: file)
        let kind = try top.string(LogbookExport.Field.kind)
        let version = try top.int(LogbookExport.Field.version)
        guard kind == LogbookExport.kind else { throw RestoreError.wrongKind(file: file, found: kind) }
        guard version == LogbookExport.currentVersion else {
            throw RestoreError.unsupportedVersion(file: file, found: version, highestSupported: LogbookExport.currentVersion)
        }
        let exportedAccount = try ExportedAccount(reading: try top.object(LogbookExport.Field.account))
        let exportedPreferences = try ExportedPreferences(reading: try top.object(LogbookExport.Field.preferences))
        for section in Self.sections { try document.checkSection(section) }

        var check = RestoreChecker(file: file, index: index, today: today)
        let plan = try check.at("account.plan") { () throws(GarageError) in try Plan(parsing: exportedAccount.plan) }
        account = try check.at("account.name") { () throws(GarageError) in try Account(name: exportedAccount.name, plan: plan) }
        var preferences = Preferences.defaults
        for (key, text) in exportedPreferences.entries {
            guard let text else { continue }
            // Exported data, read as stored data is: a locale an earlier version accepted still restores.
            try check.at("preferences.\(key.rawValue)") { () throws(PreferenceError) in try preferences.restore(key, from: text) }
        }
        self.preferences = preferences
        self.file = file
        self.today = today
        layout = document.layout

        var vehicles: [GarageID: Vehicle] = [:]
        var records = try document.records(of: .vehicles)
        while let (object, place) = try records.next() {
            let vehicle = try check.vehicle(object, at: place, others: self.vehicles)
            self.vehicles.append(vehicle)
            vehicles[vehicle.id] = vehicle
        }
        counts[.vehicles] = records.count
        var names: [GarageID: [String]] = [:]
        records = try document.records(of: .maintenanceItems)
        while let (object, place) = try records.next() {
            let item = try check.item(object, at: place, vehicles: vehicles, siblings: names)
            names[item.vehicleID, default: []].append(item.name)
            itemIDs[item.vehicleID, default: []].insert(item.id)
        }
        counts[.maintenanceItems] = records.count
        let imports = try importChecks()
        records = try document.records(of: .services)
        while let (object, place) = try records.next() {
            let service = try check.service(object, at: place, imports: imports)
            try index.addService(service.id, vehicleID: service.vehicleID)
        }
        counts[.services] = records.count
        records = try document.records(of: .expenses)
        while let (object, place) = try records.next() {
            let expense = try check.expense(object, at: place, imports: imports)
            guard let serviceID = expense.serviceID else { continue }
            switch try index.claimCost(of: serviceID, vehicleID: expense.vehicleID, position: place.position) {
            case .claimed: break
            case .noService:
                throw check.fail(place.path + ".serviceId", "no service '\(serviceID)' of vehicle '\(expense.vehicleID)' in the export")
            case .taken(let other):
                throw check.fail(
                    place.path + ".serviceId",
                    "service '\(serviceID)' already has its cost, \(Self.place(.expenses, other))")
            }
        }
        counts[.expenses] = records.count
        records = try document.records(of: .odometerEntries)
        while let (object, place) = try records.next() {
            _ = try check.entry(object, at: place, imports: imports)
        }
        counts[.odometerEntries] = records.count
        records = try document.records(of: .deadlines)
        while let (object, place) = try records.next() {
            _ = try check.deadline(object, at: place, vehicles: vehicles)
        }
        counts[.deadlines] = records.count
        records = try document.records(of: .exchangeRates)
        while let (object, place) = try records.next() {
            let rate = try check.rate(ExportedRate(reading: object), at: place.path)
            if let other = try index.claimRate(currency: rate.currency, day: rate.day.isoString, position: place.position) {
                throw check.fail(place.path, "a rate for \(rate.currency) on \(rate.day) is also at \(other)")
            }
        }
        counts[.exchangeRates] = records.count
        records = try document.records(of: .damaged)
        while let (object, _) = try records.next(keeping: ExportedDamagedRow.readFields) {
            _ = try ExportedDamagedRow(reading: object)
        }
        counts[.damaged] = records.count
        records = try document.records(of: .importedRows)
        while let (object, place) = try records.next() {
            let (vehicleID, row) = try check.importedRow(ExportedImportedRow(reading: object), at: place.path, vehicles: vehicles)
            if let other = try index.claimImportedRow(
                vehicleID: vehicleID, fingerprint: row.fingerprint, occurrence: row.occurrence, position: place.position) {
                throw check.fail(
                    place.path, "the same row of an import of '\(vehicleID)' as \(other) (fingerprint \(row.fingerprint), occurrence \(row.occurrence))")
            }
        }
        counts[.importedRows] = records.count
        strippedNotes = check.strippedNotes
    }

    /// The checks every record of each vehicle passes, over the export's own items.
    func importChecks() throws(RestoreError) -> [GarageID: ImportCheck] {
        let check = RestoreChecker(file: file, index: nil, today: today)
        var imports: [GarageID: ImportCheck] = [:]
        for (index, vehicle) in vehicles.enumerated() {
            // A restore writes back what the account's logbook held, shared vehicles included: the
            // role limits what a user may change, and a restore changes nothing of theirs.
            var writable = vehicle
            writable.role = .owner
            let items = itemIDs[vehicle.id] ?? []
            imports[vehicle.id] = try check.at(Self.place(.vehicles, index)) { () throws(GarageError) in
                try ImportCheck(vehicle: writable, itemIDs: items, today: today)
            }
        }
        return imports
    }
}
