import Foundation
import GarageRules

/// Reads aCar's CSV export: title lines open its sections (`Metadata`, `Vehicles`,
/// `Fill-Up Records`, `Event Records`, `Trip Records`), each with a quoted header line.
///
/// `Metadata` states the `Date Format` (`M/d/yyyy`); `Vehicles` gives each vehicle's `Name`,
/// `Year`, `Make`, `Model`, `Volume Unit` (`US_GALLON`) and `Distance Unit` (`MILE`). Every fill-up
/// names its `Vehicle` and repeats the units per row (`Odometer Reading` `106,421` in `mi`, `Volume`
/// in `gal`), with `Total Cost` (`$79.78`), `Partial Fill-Up?` and `Previously Missed Fill-Ups?`
/// (`Yes`/`No`). Events (`Service`, `Expense`) have a `Type`, `Sub Types` and a `Total Cost`. Trip
/// records are passed over.
struct ACarParser {
    let options: FuelAppImportOptions

    func parse(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelAppImport {
        let split = FuelAppSections(records) { FuelAppSections.titleMarker($0, titles: FuelAppDetector.aCarTitles) }
        var byName: [String: FuelAppSections.Section] = [:]
        for section in split.sections { byName[FuelAppColumns.normalised(section.name).name] = section }
        func table(_ name: String) -> (columns: FuelAppColumns, rows: ArraySlice<CSVRecord>)? {
            guard let section = byName[name], let header = section.header else { return nil }
            return (FuelAppColumns(header: header), section.rows)
        }
        let metadata = table("metadata")
        let pattern = metadata.flatMap { meta in meta.rows.first.flatMap { FuelAppCells.field($0, meta.columns.index(["Date Format"])) } }
        let fills = table("filluprecords")
        let events = table("eventrecords")
        guard fills != nil || events != nil else {
            throw ImportError(file: file, line: 0, column: 0, problem: .acarNoRecordSection)
        }
        func required(_ table: (columns: FuelAppColumns, rows: ArraySlice<CSVRecord>), _ name: String) throws(ImportError) -> Int {
            guard let index = table.columns.index([name]) else {
                throw ImportError(file: file, line: table.columns.header.line, column: 0, problem: .missingColumn(name))
            }
            return index
        }
        let fillDate = try fills.map { t throws(ImportError) in try required(t, "Date") }
        let fillOdometer = try fills.map { t throws(ImportError) in try required(t, "Odometer Reading") }
        let fillVolume = try fills.map { t throws(ImportError) in try required(t, "Volume") }
        let fillCost = fills?.columns.index(["Total Cost"])
        let eventDate = try events.map { t throws(ImportError) in try required(t, "Date") }
        let eventCost = try events.map { t throws(ImportError) in try required(t, "Total Cost") }
        let eventOdometer = events?.columns.index(["Odometer Reading"])
        let cells = { (t: (columns: FuelAppColumns, rows: ArraySlice<CSVRecord>)?, index: Int?) -> [CSVField] in
            t?.rows.compactMap { FuelAppCells.field($0, index) } ?? []
        }
        let reader = try FuelAppCells.settle(
            file: file, options: options,
            numbers: cells(fills, fillOdometer) + cells(fills, fillVolume) + cells(events, eventOdometer),
            dates: cells(fills, fillDate) + cells(events, eventDate), costs: cells(fills, fillCost) + cells(events, eventCost),
            decimalHabit: .point, statedDayOrder: pattern.flatMap { FuelAppDates.order(ofPattern: $0.value) }, dayHabit: .monthFirst)

        var parsed = FuelAppImport(app: .aCar, fileName: file)
        parsed.currency = reader.currency
        parsed.currencySign = reader.currencySign
        var volumeUnits: [Int: (unit: VolumeUnit, field: CSVField)] = [:]
        if let vehicles = table("vehicles") {
            for row in vehicles.rows {
                let field = { (name: String) in FuelAppCells.field(row, vehicles.columns.index([name])) }
                var distance: DistanceUnit?
                if let unitField = field("Distance Unit"), let word = reader.text(unitField) {
                    guard let unit = FuelAppUnits.distance(word) else {
                        throw reader.fail(unitField, .unknownDistanceUnit(word))
                    }
                    distance = try FuelAppUnits.distance(stated: (unit, unitField), said: options.distanceUnit, file: file)
                }
                if let unitField = field("Volume Unit"), let word = reader.text(unitField) {
                    guard let unit = FuelAppUnits.volume(word) else {
                        throw reader.fail(unitField, .unknownVolumeUnit(word))
                    }
                    if let said = try FuelAppUnits.volume(stated: (unit.unit, unit.bareGallon, unitField), said: options.volumeUnit, file: file) {
                        volumeUnits[parsed.vehicles.count] = (said, unitField)
                    }
                }
                parsed.vehicles.append(FuelAppImport.Vehicle(
                    name: reader.text(field("Name")), make: reader.text(field("Make")), model: reader.text(field("Model")),
                    year: reader.text(field("Year")).flatMap { Int($0) }, plate: reader.text(field("License Plate")),
                    distanceUnit: distance ?? options.distanceUnit))
            }
        }
        func vehicle(_ field: CSVField?) throws(ImportError) -> Int {
            let name = reader.text(field)
            if let index = parsed.vehicles.firstIndex(where: { $0.name == name }) { return index }
            if let field, let name, !parsed.vehicles.isEmpty {
                throw reader.fail(field, .acarUnknownVehicle(name))
            }
            parsed.vehicles.append(FuelAppImport.Vehicle(name: name, distanceUnit: options.distanceUnit))
            return parsed.vehicles.count - 1
        }
        /// A row's own distance unit must be its vehicle's.
        func checkDistance(_ field: CSVField?, vehicle: Int) throws(ImportError) {
            guard let field, let word = reader.text(field) else { return }
            guard let unit = FuelAppUnits.distance(word) else { throw reader.fail(field, .unknownDistanceUnit(word)) }
            if let known = parsed.vehicles[vehicle].distanceUnit, known != unit {
                throw reader.fail(field, .acarOdometerUnitClash(unit: unit, vehicle: known))
            }
            parsed.vehicles[vehicle].distanceUnit = unit
        }

        if let fills, let fillDate, let fillOdometer, let fillVolume {
            let column = { (name: String) in fills.columns.index([name]) }
            for record in fills.rows {
                let field = { (index: Int?) in FuelAppCells.field(record, index) }
                let vehicle = try vehicle(field(column("Vehicle")))
                try checkDistance(field(column("Distance Unit")), vehicle: vehicle)
                let day = try reader.day(field(fillDate)!)
                // An empty odometer is a fill-up without a reading, kept as such.
                let odometer = try reader.odometer(field(fillOdometer)!, zeroIsNone: false)
                let volumeField = field(fillVolume)!
                guard let amount = try reader.decimal(volumeField, "volume"), amount > 0 else {
                    throw reader.fail(volumeField, .notMoreThanZero(name: "volume", text: volumeField.value.trimmingSpaces))
                }
                // The row's unit, refined by the vehicle's (`gal` per row, `IMPERIAL_GALLON` for the car).
                var unit = volumeUnits[vehicle]?.unit ?? options.volumeUnit
                if let unitField = field(column("Volume Unit")), let word = reader.text(unitField) {
                    guard let stated = FuelAppUnits.volume(word) else {
                        throw reader.fail(unitField, .unknownVolumeUnit(word))
                    }
                    let refined = stated.bareGallon && (unit == .imperialGallons || unit == .usGallons) ? unit! : stated.unit
                    unit = try FuelAppUnits.volume(stated: (refined, stated.bareGallon, unitField), said: options.volumeUnit, file: file)
                }
                guard let unit else { throw FuelAppUnits.unstatedVolume(volumeField, file: file, app: .aCar) }
                var cost = try field(fillCost).flatMap { f throws(ImportError) in try reader.money(f, "total cost") }
                if cost?.isZero ?? true, let price = field(column("Price per Unit")) {
                    cost = try reader.cost(price: price, "price per unit", volume: amount)
                }
                let partial = try field(column("Partial Fill-Up?")).flatMap { f throws(ImportError) in try reader.flag(f, "partial fill-up") } ?? false
                let missed = try field(column("Previously Missed Fill-Ups?")).flatMap { f throws(ImportError) in
                    try reader.flag(f, "previously missed fill-ups")
                } ?? false
                let note = [reader.text(field(column("Fuel Brand"))), reader.text(field(column("Notes")))].compactMap { $0 }
                    .joined(separator: ": ")
                parsed.fillUps.append(FuelAppImport.FillUp(
                    vehicle: vehicle, day: day, odometer: odometer, volume: FuelVolume(amount, unit), isFull: !partial,
                    missedPrevious: missed, cost: cost?.isZero == true ? nil : cost, note: note.isEmpty ? nil : note,
                    line: record.line, dayColumn: field(fillDate)!.column))
            }
        }
        if let events, let eventDate, let eventCost {
            let column = { (name: String) in events.columns.index([name]) }
            for record in events.rows {
                let field = { (index: Int?) in FuelAppCells.field(record, index) }
                let vehicle = try vehicle(field(column("Vehicle")))
                try checkDistance(field(column("Distance Unit")), vehicle: vehicle)
                let day = try reader.day(field(eventDate)!)
                guard let amount = try reader.money(field(eventCost)!, "total cost"), !amount.isZero else {
                    parsed.skipped.append(FuelAppImport.Skipped(line: record.line, why: .eventWithoutCost))
                    continue
                }
                let type = reader.text(field(column("Type")))
                parsed.costs.append(FuelAppImport.Cost(
                    vehicle: vehicle, day: day, amount: amount,
                    kind: type?.lowercased() == "service" ? .service : .expense, category: type,
                    title: reader.text(field(column("Sub Types"))), note: reader.text(field(column("Notes"))),
                    odometer: try field(eventOdometer).flatMap { f throws(ImportError) in try reader.odometer(f, zeroIsNone: true) },
                    line: record.line, dayColumn: field(eventDate)!.column))
            }
        }
        if parsed.vehicles.isEmpty { parsed.vehicles.append(FuelAppImport.Vehicle(distanceUnit: options.distanceUnit)) }
        parsed.roundedOdometers = reader.roundings.all
        return parsed
    }
}
