import Foundation
import GarageRules
import GarageStorage
import WidgetContract

extension ExportContents {
    /// Checks a decoded document whole, record by record, refusing at the first fault with its place.
    init(document: ExportDocument, file: String) throws(RestoreError) {
        var check = RestoreChecker(file: file)
        self.file = file
        account = try check.at("account") { () throws(GarageError) in
            try Account(name: document.account.name, plan: try Plan(parsing: document.account.plan))
        }
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
        for vehicle in self.vehicles {
            // A restore writes back what the account's logbook held, shared vehicles included: the
            // role limits what a user may change, and a restore changes nothing of theirs.
            var writable = vehicle
            writable.role = .owner
            let items = Set(itemVehicles.filter { $0.value == vehicle.id }.keys)
            imports[vehicle.id] = try check.at(Self.place(.vehicles, imports.count)) { () throws(GarageError) in
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

/// The checks of one document: each names the place of what it refuses, and ids are claimed once
/// across the whole document.
private struct RestoreChecker {
    let file: String
    /// Every id claimed so far, with the place that claimed it.
    var ids: [GarageID: String] = [:]
    /// How many notes lost characters to `TextField.stripped`.
    var strippedNotes = 0

    func fail(_ path: String, _ reason: String) -> RestoreError {
        .invalid(file: file, path: path, reason: reason)
    }

    /// Runs a rule, refusing with its message at `path`.
    func at<T, Failure: Error & CustomStringConvertible>(
        _ path: String, _ rule: () throws(Failure) -> T
    ) throws(RestoreError) -> T {
        do {
            return try rule()
        } catch {
            throw fail(path, error.description)
        }
    }

    /// A new record's id: valid, and not taken by another record of the document.
    mutating func claim(_ text: String, at path: String) throws(RestoreError) -> GarageID {
        let id = try reference(text, at: path)
        if let other = ids.updateValue(path, forKey: id) { throw fail(path, "id '\(text)' is also the id of \(other)") }
        return id
    }

    /// An id that names another record (a vehicle, an item, a service).
    func reference(_ text: String, at path: String) throws(RestoreError) -> GarageID {
        guard let id = GarageID(rawValue: text) else {
            throw fail(path, "'\(Quoted.excerpt(text))' is not an id (1 to 64 characters of a-z, 0-9 and -)")
        }
        return id
    }

    func day(_ text: String, at path: String) throws(RestoreError) -> CalendarDay {
        try at(path) { () throws(CalendarDayError) in try CalendarDay(parsing: text) }
    }

    func optionalDay(_ text: String?, at path: String) throws(RestoreError) -> CalendarDay? {
        guard let text else { return nil }
        return try day(text, at: path)
    }

    /// A count within a rule's range (`Garage.require`).
    func count(_ value: Int?, in range: ClosedRange<Int>, field: String, at path: String) throws(RestoreError) {
        try at(path) { () throws(GarageError) in try Garage.require(value, in: range, field: field) }
    }

    /// A typed text (name, title, plate) as the rules keep it: trimmed, `nil` when empty.
    func text(_ text: String?, _ field: TextField, at path: String) throws(RestoreError) -> String? {
        try at(path) { () throws(GarageError) in try field.checked(text) }
    }

    /// A required typed text.
    func required(_ text: String, _ field: TextField, at path: String) throws(RestoreError) -> String {
        guard let checked = try self.text(text, field, at: path) else { throw fail(path, "\(field.rawValue) must not be empty") }
        return checked
    }

    /// A note, as an import keeps one it did not type: control and text-direction characters removed.
    mutating func note(_ text: String?, at path: String) throws(RestoreError) -> String? {
        guard let text else { return nil }
        let stripped = TextField.stripped(text)
        if stripped.removed > 0 { strippedNotes += 1 }
        return try self.text(stripped.text, .note, at: path)
    }

    /// The vehicle a record names, from the export's own.
    func owner(_ text: String, at path: String, in vehicles: [GarageID: Vehicle]) throws(RestoreError) -> Vehicle {
        guard let vehicle = vehicles[try reference(text, at: path)] else {
            throw fail(path, "no vehicle '\(Quoted.excerpt(text))' in the export")
        }
        return vehicle
    }

    /// The checks of the vehicle a record names.
    func owner(_ text: String, at path: String, in imports: [GarageID: ImportCheck]) throws(RestoreError) -> ImportCheck {
        guard let check = imports[try reference(text, at: path)] else {
            throw fail(path, "no vehicle '\(Quoted.excerpt(text))' in the export")
        }
        return check
    }

    func odometer(_ mark: ExportedOdometer?) -> OdometerMark? {
        mark.map { OdometerMark(value: $0.value, isCorrection: $0.isCorrection) }
    }
}

extension RestoreChecker {
    mutating func vehicle(_ exported: ExportedVehicle, at place: String, others: [Vehicle]) throws(RestoreError) -> Vehicle {
        let id = try claim(exported.id, at: place + ".id")
        guard !VehicleSlug.reserved.contains(id.rawValue) else {
            throw fail(place + ".id", "'\(id)' is reserved and cannot be a vehicle's id")
        }
        let name = try required(exported.name, .vehicleName, at: place + ".name")
        if let other = others.firstIndex(where: { Garage.sameName($0.name, name) }) {
            throw fail(place + ".name", "vehicles[\(other)] is also named '\(Quoted.excerpt(name))'")
        }
        if let year = exported.year, !Garage.vehicleYears.contains(year) {
            throw fail(place + ".year", GarageError.invalidNumber(field: "year", value: String(year)).description)
        }
        return Vehicle(
            id: id, name: name, make: try text(exported.make, .make, at: place + ".make"),
            model: try text(exported.model, .model, at: place + ".model"), year: exported.year,
            licencePlate: try text(exported.licencePlate, .plate, at: place + ".licencePlate"),
            distanceUnit: try at(place + ".distanceUnit") { () throws(GarageError) in try DistanceUnit(parsing: exported.distanceUnit) },
            role: try at(place + ".role") { () throws(GarageError) in try SharingRole(parsing: exported.role) })
    }

    mutating func item(
        _ exported: ExportedMaintenanceItem, at place: String, vehicles: [GarageID: Vehicle], siblings: [MaintenanceItem]
    ) throws(RestoreError) -> MaintenanceItem {
        let id = try claim(exported.id, at: place + ".id")
        let vehicle = try owner(exported.vehicleId, at: place + ".vehicleId", in: vehicles)
        let name = try required(exported.name, .itemName, at: place + ".name")
        if siblings.contains(where: { $0.vehicleID == vehicle.id && Garage.sameName($0.name, name) }) {
            throw fail(place + ".name", GarageError.duplicateMaintenanceItem(name, vehicle: vehicle.name).description)
        }
        let distances = 0...Garage.maximumOdometer
        try count(exported.everyMonths, in: 1...Garage.maximumMonths, field: "interval months", at: place + ".everyMonths")
        try count(exported.everyDistance, in: 1...Garage.maximumOdometer, field: "interval distance", at: place + ".everyDistance")
        try count(exported.warningDays, in: 0...Garage.maximumDays, field: "warning days", at: place + ".warningDays")
        try count(exported.warningDistance, in: distances, field: "warning distance", at: place + ".warningDistance")
        try count(exported.firstDueOdometer, in: distances, field: "due distance", at: place + ".firstDueOdometer")
        try count(exported.startOdometer, in: distances, field: "start odometer", at: place + ".startOdometer")
        let firstDue = try optionalDay(exported.firstDueDate, at: place + ".firstDueDate")
        guard exported.everyMonths != nil || exported.everyDistance != nil || firstDue != nil || exported.firstDueOdometer != nil
        else { throw fail(place, GarageError.missingSchedule(name).description) }
        var postponement: Postponement?
        if let moved = exported.postponement {
            try count(moved.dueOdometer, in: distances, field: "postponed distance", at: place + ".postponement.dueOdometer")
            let due = try optionalDay(moved.dueDate, at: place + ".postponement.dueDate")
            guard due != nil || moved.dueOdometer != nil else {
                throw fail(place + ".postponement", "a postponement needs a due date or a due odometer")
            }
            postponement = Postponement(dueDate: due, dueOdometer: moved.dueOdometer)
        }
        return MaintenanceItem(
            id: id, vehicleID: vehicle.id, name: name, intervalMonths: exported.everyMonths,
            intervalDistance: exported.everyDistance, warningDays: exported.warningDays,
            warningDistance: exported.warningDistance, firstDueDate: firstDue, firstDueOdometer: exported.firstDueOdometer,
            startDate: try day(exported.startDate, at: place + ".startDate"), startOdometer: exported.startOdometer,
            postponement: postponement)
    }

    mutating func service(
        _ exported: ExportedService, at place: String, imports: [GarageID: ImportCheck]
    ) throws(RestoreError) -> ServiceRecord {
        let id = try claim(exported.id, at: place + ".id")
        let check = try owner(exported.vehicleId, at: place + ".vehicleId", in: imports)
        let service = ServiceRecord(
            id: id, vehicleID: check.vehicle.id, itemID: try reference(exported.itemId, at: place + ".itemId"),
            date: try day(exported.date, at: place + ".date"), odometer: odometer(exported.odometer),
            note: try note(exported.note, at: place + ".note"))
        guard check.itemIDs.contains(service.itemID) else {
            throw fail(place + ".itemId", GarageError.unknownMaintenanceItem(exported.itemId, vehicle: check.vehicle.name).description)
        }
        try at(place + ".odometer.value") { () throws(GarageError) in try check.check(service) }
        return service
    }

    mutating func expense(
        _ exported: ExportedExpense, at place: String, imports: [GarageID: ImportCheck]
    ) throws(RestoreError) -> Expense {
        let id = try claim(exported.id, at: place + ".id")
        let check = try owner(exported.vehicleId, at: place + ".vehicleId", in: imports)
        let currency = try at(place + ".currency") { () throws(GarageError) in try CurrencyCode(exported.currency) }
        let amount = try at(place + ".amount") { () throws(GarageError) in
            try Money(parsing: exported.amount, currency: currency, allowNegative: true)
        }
        var fuel: Decimal?
        if let text = exported.fuelQuantity {
            guard let quantity = ExchangeRate.parseDecimal(text), ExchangeRate.isStorable(quantity) else {
                throw fail(place + ".fuelQuantity", GarageError.invalidNumber(field: "fuel quantity", value: text).description)
            }
            fuel = quantity
        }
        var userRate: UserRate?
        if let rate = exported.userRate {
            let quote = try at(place + ".userRate.quote") { () throws(GarageError) in try CurrencyCode(rate.quote) }
            userRate = try at(place + ".userRate.rate") { () throws(GarageError) in
                try UserRate(quote: quote, rate: try UserRate(parsing: rate.rate, quote: quote).rate)
            }
        }
        let expense = Expense(
            id: id, vehicleID: check.vehicle.id, date: try day(exported.date, at: place + ".date"), amount: amount,
            category: try at(place + ".category") { () throws(GarageError) in try ExpenseCategory(parsing: exported.category) },
            note: try note(exported.note, at: place + ".note"), odometer: odometer(exported.odometer), fuelQuantity: fuel,
            userRate: userRate,
            serviceID: try exported.serviceId.map { text throws(RestoreError) in try reference(text, at: place + ".serviceId") })
        try at(place + ".odometer.value") { () throws(GarageError) in try check.check(expense) }
        return expense
    }

    mutating func entry(
        _ exported: ExportedOdometerEntry, at place: String, imports: [GarageID: ImportCheck]
    ) throws(RestoreError) -> OdometerEntry {
        let id = try claim(exported.id, at: place + ".id")
        let check = try owner(exported.vehicleId, at: place + ".vehicleId", in: imports)
        let entry = OdometerEntry(
            id: id, vehicleID: check.vehicle.id, date: try day(exported.date, at: place + ".date"), value: exported.value,
            isCorrection: exported.isCorrection, note: try note(exported.note, at: place + ".note"))
        try at(place + ".value") { () throws(GarageError) in try check.check(entry) }
        return entry
    }

    mutating func deadline(
        _ exported: ExportedDeadline, at place: String, vehicles: [GarageID: Vehicle]
    ) throws(RestoreError) -> Deadline {
        let id = try claim(exported.id, at: place + ".id")
        let vehicle = try owner(exported.vehicleId, at: place + ".vehicleId", in: vehicles)
        try count(exported.warningDays, in: 0...Garage.maximumDays, field: "warning days", at: place + ".warningDays")
        try count(exported.everyMonths, in: 1...Garage.maximumMonths, field: "recurrence months", at: place + ".everyMonths")
        return Deadline(
            id: id, vehicleID: vehicle.id,
            kind: try at(place + ".kind") { () throws(GarageError) in try DeadlineKind(parsing: exported.kind) },
            title: try required(exported.title, .deadlineTitle, at: place + ".title"),
            dueDate: try day(exported.dueDate, at: place + ".dueDate"), warningDays: exported.warningDays,
            recurrence: exported.everyMonths.map { .everyMonths($0) } ?? .none,
            scheduleAnchor: try day(exported.scheduleAnchor, at: place + ".scheduleAnchor"))
    }

    func rate(_ exported: ExportedRate, at place: String) throws(RestoreError) -> ECBRatesParser.Rate {
        let currency = try at(place + ".currency") { () throws(GarageError) in try CurrencyCode(exported.currency) }
        guard let value = ExchangeRate.parseDecimal(exported.perEuro), value > 0 else {
            throw fail(place + ".perEuro", GarageError.invalidRate(exported.perEuro).description)
        }
        return ECBRatesParser.Rate(currency: currency.code, day: try day(exported.day, at: place + ".day"), rate: exported.perEuro)
    }
}
