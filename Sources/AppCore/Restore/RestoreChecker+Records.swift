import Foundation
import GarageRules
import GarageStorage
import WidgetContract

/// The checks of each kind of record, each refusing at the record's place: the record's values read
/// and checked by its descriptor (every field rule and record rule, at the failing field's path),
/// then what needs the rest of the document (ids unique in it, the vehicle a record names, names
/// unique among siblings, a service's item).
extension RestoreChecker {
    /// The values of a record of `kind`, as the field rules keep them: notes stripped of the
    /// characters a typed text may not hold, as an import strips them, then every rule checked.
    mutating func checkedValues(_ object: JSONObject, kind: RecordKind, at record: RecordPlace) throws -> FieldValues {
        var values = try RecordExport.values(reading: object, kind: kind)
        for (index, field) in kind.descriptor.fields.enumerated() where field.rule == .note {
            guard case .text(let text)? = values.values[index] else { continue }
            let stripped = TextRule.stripped(text)
            if stripped.removed > 0 { strippedNotes += 1 }
            values.values[index] = .text(stripped.text)
        }
        do {
            return try kind.descriptor.checked(values, today: today)
        } catch {
            throw fail(record.path + "." + error.field, error.description)
        }
    }

    /// The typed record of checked values (which the rules have read already: a failure is a bug).
    func typed<Record: ShapedRecord>(_ type: Record.Type, _ values: FieldValues, at record: RecordPlace) throws -> Record {
        do {
            return try Record(fieldValues: values)
        } catch {
            throw fail(record.path + "." + error.field, error.description)
        }
    }

    mutating func vehicle(_ object: JSONObject, at record: RecordPlace, others: [Vehicle]) throws -> Vehicle {
        let values = try checkedValues(object, kind: .vehicle, at: record)
        let vehicle = try typed(Vehicle.self, values, at: record)
        _ = try claim(vehicle.id.rawValue, of: record)
        if let other = others.firstIndex(where: { NameKey.same($0.name, vehicle.name) }) {
            throw fail(record.path + ".name", "vehicles[\(other)] is also named '\(Quoted.excerpt(vehicle.name))'")
        }
        return vehicle
    }

    /// A maintenance item; `siblings` are the names of the items before it, by vehicle.
    mutating func item(
        _ object: JSONObject, at record: RecordPlace, vehicles: [GarageID: Vehicle], siblings: [GarageID: [String]]
    ) throws -> MaintenanceItem {
        let values = try checkedValues(object, kind: .maintenanceItem, at: record)
        let item = try typed(MaintenanceItem.self, values, at: record)
        _ = try claim(item.id.rawValue, of: record)
        let vehicle = try owner(item.vehicleID.rawValue, at: record.path + ".vehicleId", in: vehicles)
        if siblings[vehicle.id, default: []].contains(where: { NameKey.same($0, item.name) }) {
            throw fail(record.path + ".name", GarageError.duplicateMaintenanceItem(item.name, vehicle: vehicle.name).description)
        }
        return item
    }

    mutating func service(_ object: JSONObject, at record: RecordPlace, imports: [GarageID: ImportCheck]) throws -> ServiceRecord {
        let values = try checkedValues(object, kind: .service, at: record)
        let service = try typed(ServiceRecord.self, values, at: record)
        _ = try claim(service.id.rawValue, of: record)
        let check = try owner(service.vehicleID.rawValue, at: record.path + ".vehicleId", in: imports)
        guard check.itemIDs.contains(service.itemID) else {
            throw fail(
                record.path + ".itemId",
                GarageError.unknownMaintenanceItem(service.itemID.rawValue, vehicle: check.vehicle.name).description)
        }
        return service
    }

    mutating func expense(_ object: JSONObject, at record: RecordPlace, imports: [GarageID: ImportCheck]) throws -> Expense {
        let values = try checkedValues(object, kind: .expense, at: record)
        var expense = try typed(Expense.self, values, at: record)
        _ = try claim(expense.id.rawValue, of: record)
        let check = try owner(expense.vehicleID.rawValue, at: record.path + ".vehicleId", in: imports)
        // An export written before fuel records has no units: its quantities read as the schema-9
        // migration read the stored ones.
        if expense.fuelQuantity != nil, expense.fuelFill == nil { expense.fuelFill = .legacy(for: check.vehicle.distanceUnit) }
        return expense
    }

    mutating func entry(_ object: JSONObject, at record: RecordPlace, imports: [GarageID: ImportCheck]) throws -> OdometerEntry {
        let values = try checkedValues(object, kind: .odometerEntry, at: record)
        let entry = try typed(OdometerEntry.self, values, at: record)
        _ = try claim(entry.id.rawValue, of: record)
        _ = try owner(entry.vehicleID.rawValue, at: record.path + ".vehicleId", in: imports)
        return entry
    }

    mutating func deadline(_ object: JSONObject, at record: RecordPlace, vehicles: [GarageID: Vehicle]) throws -> Deadline {
        let values = try checkedValues(object, kind: .deadline, at: record)
        let deadline = try typed(Deadline.self, values, at: record)
        _ = try claim(deadline.id.rawValue, of: record)
        _ = try owner(deadline.vehicleID.rawValue, at: record.path + ".vehicleId", in: vehicles)
        return deadline
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
