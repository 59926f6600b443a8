import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The checks of each kind of record, each refusing at the record's place.
extension RestoreChecker {
    func vehicle(_ exported: ExportedVehicle, at record: RecordPlace, others: [Vehicle]) throws -> Vehicle {
        let place = record.path
        let id = try claim(exported.id, of: record)
        guard !VehicleSlug.reserved.contains(id.rawValue) else {
            throw fail(place + ".id", "'\(id)' is reserved and cannot be a vehicle's id")
        }
        let name = try required(exported.name, .vehicleName, at: place + ".name")
        if let other = others.firstIndex(where: { NameKey.same($0.name, name) }) {
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

    /// A maintenance item; `siblings` are the names of the items before it, by vehicle.
    func item(
        _ exported: ExportedMaintenanceItem, at record: RecordPlace, vehicles: [GarageID: Vehicle],
        siblings: [GarageID: [String]]
    ) throws -> MaintenanceItem {
        let place = record.path
        let id = try claim(exported.id, of: record)
        let vehicle = try owner(exported.vehicleId, at: place + ".vehicleId", in: vehicles)
        let name = try required(exported.name, .itemName, at: place + ".name")
        if siblings[vehicle.id, default: []].contains(where: { NameKey.same($0, name) }) {
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
        _ exported: ExportedService, at record: RecordPlace, imports: [GarageID: ImportCheck]
    ) throws -> ServiceRecord {
        let place = record.path
        let id = try claim(exported.id, of: record)
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
        _ exported: ExportedExpense, at record: RecordPlace, imports: [GarageID: ImportCheck]
    ) throws -> Expense {
        let place = record.path
        let id = try claim(exported.id, of: record)
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
        var fuelFill: FuelFill?
        if let fill = exported.fuelFill {
            guard fuel != nil else { throw fail(place + ".fuelFill", "a fuel unit without a fuel quantity") }
            let unit = try at(place + ".fuelFill.unit") { () throws(GarageError) in try VolumeUnit(parsing: fill.unit) }
            guard unit.rawValue == fill.unit else {
                throw fail(place + ".fuelFill.unit", GarageError.unknownWord(
                    field: "volume unit", value: fill.unit, allowed: VolumeUnit.allCases.map(\.rawValue)).description)
            }
            fuelFill = FuelFill(unit: unit, isFull: fill.isFull, missedPrevious: fill.missedPrevious)
        } else if fuel != nil {
            fuelFill = .legacy(for: check.vehicle.distanceUnit)
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
            fuelFill: fuelFill, userRate: userRate,
            serviceID: try exported.serviceId.map { text throws(RestoreError) in try reference(text, at: place + ".serviceId") })
        try at(place + ".odometer.value") { () throws(GarageError) in try check.check(expense) }
        return expense
    }

    mutating func entry(
        _ exported: ExportedOdometerEntry, at record: RecordPlace, imports: [GarageID: ImportCheck]
    ) throws -> OdometerEntry {
        let place = record.path
        let id = try claim(exported.id, of: record)
        let check = try owner(exported.vehicleId, at: place + ".vehicleId", in: imports)
        let entry = OdometerEntry(
            id: id, vehicleID: check.vehicle.id, date: try day(exported.date, at: place + ".date"), value: exported.value,
            isCorrection: exported.isCorrection, note: try note(exported.note, at: place + ".note"))
        try at(place + ".value") { () throws(GarageError) in try check.check(entry) }
        return entry
    }

    func deadline(
        _ exported: ExportedDeadline, at record: RecordPlace, vehicles: [GarageID: Vehicle]
    ) throws -> Deadline {
        let place = record.path
        let id = try claim(exported.id, of: record)
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

    /// A rate; `verifying` its decimal text only when the store will not (`insertRates` does).
    func rate(_ exported: ExportedRate, at place: String, verifying: Bool = true) throws(RestoreError) -> ECBRatesParser.Rate {
        let currency = try at(place + ".currency") { () throws(GarageError) in try CurrencyCode(exported.currency) }
        if verifying {
            guard let value = ExchangeRate.parseDecimal(exported.perEuro), value > 0 else {
                throw fail(place + ".perEuro", GarageError.invalidRate(exported.perEuro).description)
            }
        }
        return ECBRatesParser.Rate(currency: currency.code, day: try day(exported.day, at: place + ".day"), rate: exported.perEuro)
    }

    /// A row an import remembers: of a vehicle of the export, its fingerprint the 64-bit integer's
    /// decimal text exactly as the export writes it, its occurrence 1 or more, its record an id
    /// (which need not be in the document: a record removed after its import is remembered as
    /// removed, so that a re-import leaves it out).
    func importedRow(
        _ exported: ExportedImportedRow, at place: String, vehicles: [GarageID: Vehicle]
    ) throws(RestoreError) -> (vehicleID: GarageID, row: ImportedRow) {
        let vehicle = try owner(exported.vehicleId, at: place + ".vehicleId", in: vehicles)
        guard let fingerprint = Int64(exported.fingerprint), String(fingerprint) == exported.fingerprint else {
            throw fail(
                place + ".fingerprint",
                "'\(Quoted.excerpt(exported.fingerprint))' is not a fingerprint (a 64-bit integer as decimal text)")
        }
        guard exported.occurrence >= 1 else {
            throw fail(place + ".occurrence", "occurrence \(exported.occurrence) is not 1 or more")
        }
        // The journal entry is the restore's own, set when it is written.
        let row = ImportedRow(
            fingerprint: fingerprint, occurrence: exported.occurrence,
            recordID: try reference(exported.recordId, at: place + ".recordId"), journalSequence: 0)
        return (vehicle.id, row)
    }
}
