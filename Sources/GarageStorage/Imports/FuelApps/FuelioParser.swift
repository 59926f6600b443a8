import Foundation
import GarageRules

/// Reads a Fuelio backup (`vehicle-1-sync.csv`): one vehicle per file, in sections.
///
/// `## Vehicle` gives the name, make, model and year, the units as codes (`DistUnit` 0 km, 1 mi;
/// `FuelUnit` 0 litres, 1 US gallons, 2 imperial gallons) and `ImportCSVDateFormat`. `## Log` holds
/// the fill-ups: `Data` (`2024-03-10 16:01`), `Odo (mi)`, `Fuel (litres)`, `Full` and `Missed`
/// (`1`/`0`), `Price (optional)` (the total), `VolumePrice` (per unit), `City (optional)`,
/// `Notes (optional)` and `TankNumber`. `## CostCategories` names the `CostTypeID`s that
/// `## Costs` uses (`CostTitle`, `Date`, `Odo`, `Notes`, `Cost`, `isTemplate`, `isIncome`).
/// Fuelio writes no currency: costs need `--currency`. The other sections (stations, pictures,
/// trip categories…) hold nothing Glovebox keeps and are passed over; a section Fuelio does not
/// write is refused, since a reader that skipped it could drop records.
struct FuelioParser {
    let options: FuelAppImportOptions

    /// The sections of a backup this parser reads, and those it knowingly passes over (normalised).
    static let readSections: Set<String> = ["vehicle", "log", "costcategories", "costs"]
    static let passedOver: Set<String> = ["favstations", "category", "pictures", "triplog", "trips", "tires", "tireslog",
                                          "tirelog", "reminders", "fueltypes"]

    /// A fill's `Full` cell: 1 a full tank, 0 a partial fill, as Fuelio writes them (and the yes/no
    /// words every app's flags use).
    ///
    /// Any other number, such as `2`, is refused with its cell: no documentation of Fuelio's backup
    /// found says what it means (its own format gives only 0 and 1, and converters that write Fuelio
    /// files write only those), and whether the tank was full decides which stretch a fill closes, so
    /// a guess could move fuel between stretches without a word.
    static func full(_ field: CSVField, reader: FuelAppCells) throws(ImportError) -> Bool? {
        guard let value = reader.text(field) else { return nil }
        if value.allSatisfy(\.isASCIIDigit), value != "0", value != "1" {
            throw reader.fail(field, .fuelioFullNotAFlag(value))
        }
        return try reader.flag(field, "Full")
    }

    func parse(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelAppImport {
        let split = FuelAppSections(records, marker: FuelAppSections.hashMarker)
        if let stray = split.preamble.first {
            throw ImportError(file: file, line: stray.line, column: 1,
                              problem: .fuelioTextBeforeFirstSection)
        }
        var byName: [String: FuelAppSections.Section] = [:]
        for section in split.sections {
            let name = FuelAppColumns.normalised(section.name).name
            guard Self.readSections.contains(name) || Self.passedOver.contains(name) else {
                throw ImportError(
                    file: file, line: section.marker.line, column: 1,
                    problem: .fuelioUnknownSection(section.name))
            }
            guard byName[name] == nil else {
                throw ImportError(file: file, line: section.marker.line, column: 1,
                                  problem: .fuelioRepeatedSection(section.name))
            }
            byName[name] = section
        }
        guard let vehicleSection = byName["vehicle"] else {
            throw ImportError(file: file, line: 0, column: 0, problem: .fuelioMissingSection("Vehicle"))
        }
        guard let log = byName["log"] else {
            throw ImportError(file: file, line: 0, column: 0, problem: .fuelioMissingSection("Log"))
        }

        // The vehicle and its units.
        guard let vehicleHeader = vehicleSection.header, let vehicleRow = vehicleSection.rows.first else {
            throw ImportError(file: file, line: vehicleSection.marker.line, column: 0, problem: .fuelioEmptyVehicleSection)
        }
        let vehicleColumns = FuelAppColumns(header: vehicleHeader)
        let vehicleField = { (name: String) in FuelAppCells.field(vehicleRow, vehicleColumns.index([name])) }
        let text = { (field: CSVField?) -> String? in
            guard let value = field?.value.trimmingSpaces, !value.isEmpty else { return nil }
            return value
        }
        var statedDistance: (unit: DistanceUnit, field: CSVField)?
        // The codes are quoted in messages with their column's name: "FuelUnit 0", not "0".
        let named = { (field: CSVField, name: String) in
            CSVField(value: "\(name) \(field.value.trimmingSpaces)", line: field.line, column: field.column)
        }
        if let cell = vehicleField("DistUnit"), let code = text(cell) {
            let field = named(cell, "DistUnit")
            switch code {
            case "0": statedDistance = (.kilometres, field)
            case "1": statedDistance = (.miles, field)
            default: throw ImportError(file: file, field: field, problem: .fuelioUnknownDistUnit(code))
            }
        }
        var statedVolume: (unit: VolumeUnit, bareGallon: Bool, field: CSVField)?
        if let cell = vehicleField("FuelUnit"), let code = text(cell) {
            let field = named(cell, "FuelUnit")
            switch code {
            case "0": statedVolume = (.litres, false, field)
            case "1": statedVolume = (.usGallons, false, field)
            case "2": statedVolume = (.imperialGallons, false, field)
            default:
                throw ImportError(file: file, field: field,
                                  problem: .fuelioUnknownFuelUnit(code))
            }
        }
        guard let logHeader = log.header else {
            throw ImportError(file: file, line: log.marker.line, column: 0, problem: .fuelioLogWithoutHeader)
        }
        let logColumns = FuelAppColumns(header: logHeader)
        func required(_ columns: FuelAppColumns, _ names: [String], _ section: String) throws(ImportError) -> Int {
            guard let index = columns.index(names) else {
                throw ImportError(file: file, line: columns.header.line, column: 0,
                                  problem: .fuelioMissingColumn(column: names[0], section: section))
            }
            return index
        }
        let dateColumn = try required(logColumns, ["Data"] + FuelAppHeaders.date, "Log")
        let odometerColumn = try required(logColumns, FuelAppHeaders.odometer, "Log")
        let fuelColumn = try required(logColumns, ["Fuel"] + FuelAppHeaders.quantity, "Log")
        // The headers repeat the units (`Odo (mi)`, `Fuel (litres)`). Where the vehicle's code gives
        // none, the header says it. Where both do and disagree (a `Fuel (litres)` header on a vehicle
        // whose FuelUnit is US gallons), the file contradicts itself and no rule found says which
        // Fuelio meant: the option picks one of the two (`--volume-unit`), else the import asks for it.
        // The option overrides a header alone; the vehicle's code it must agree with, as ever.
        var distanceFromHeader = false
        if let unit = logColumns.hint(odometerColumn).flatMap(FuelAppUnits.distance) {
            let field = logHeader.fields[odometerColumn]
            if let stated = statedDistance, stated.unit != unit, options.distanceUnit == nil {
                throw ImportError(file: file, field: field, problem: .fuelioHeaderDistanceClash(
                    header: field.value, unit: unit, line: stated.field.line, vehicle: stated.unit))
            }
            if statedDistance == nil {
                statedDistance = (unit, field)
                distanceFromHeader = true
            } else if let said = options.distanceUnit, said == unit {
                statedDistance = (unit, field)
            }
        }
        var volumeFromHeader = false
        if let unit = logColumns.hint(fuelColumn).flatMap(FuelAppUnits.volume) {
            let field = logHeader.fields[fuelColumn]
            if let stated = statedVolume, stated.unit != unit.unit, !(unit.bareGallon && stated.unit == .imperialGallons),
               options.volumeUnit == nil {
                throw ImportError(file: file, field: field, problem: .fuelioHeaderVolumeClash(
                    header: field.value, unit: unit.unit, line: stated.field.line, vehicle: stated.unit))
            }
            if statedVolume == nil {
                statedVolume = (unit.unit, unit.bareGallon, field)
                volumeFromHeader = true
            } else if let said = options.volumeUnit, said == unit.unit {
                statedVolume = (unit.unit, unit.bareGallon, field)
            }
        }
        let volumeUnit = volumeFromHeader
            ? options.volumeUnit ?? statedVolume?.unit
            : try FuelAppUnits.volume(stated: statedVolume, said: options.volumeUnit, file: file)
        let distanceUnit = distanceFromHeader
            ? options.distanceUnit ?? statedDistance?.unit
            : try FuelAppUnits.distance(stated: statedDistance, said: options.distanceUnit, file: file)

        let fullColumn = logColumns.index(["Full"])
        let missedColumn = logColumns.index(["Missed"])
        let priceColumn = logColumns.index(["Price"])
        let volumePriceColumn = logColumns.index(["VolumePrice"])
        let cityColumn = logColumns.index(["City"])
        let notesColumn = logColumns.index(FuelAppHeaders.notes)
        let tankColumn = logColumns.index(["TankNumber"])

        // The costs, with their categories.
        var categories: [String: String] = [:]
        if let section = byName["costcategories"], let header = section.header {
            let columns = FuelAppColumns(header: header)
            for row in section.rows {
                if let id = FuelAppCells.field(row, columns.index(["CostTypeID"]))?.value.trimmingSpaces,
                   let name = FuelAppCells.field(row, columns.index(["Name"]))?.value.trimmingSpaces, !name.isEmpty {
                    categories[id] = name
                }
            }
        }
        var costColumns: FuelAppColumns?
        var costRows: ArraySlice<CSVRecord> = []
        if let section = byName["costs"], let header = section.header {
            costColumns = FuelAppColumns(header: header)
            costRows = section.rows
        }
        let costDate = try costColumns.map { columns throws(ImportError) in try required(columns, ["Date"], "Costs") }
        let costAmount = try costColumns.map { columns throws(ImportError) in try required(columns, ["Cost"], "Costs") }
        let costOdometer = costColumns?.index(["Odo"])

        let logCells = { (index: Int?) in log.rows.compactMap { FuelAppCells.field($0, index) } }
        let costCells = { (index: Int?) in costRows.compactMap { FuelAppCells.field($0, index) } }
        let pattern = text(vehicleField("ImportCSVDateFormat"))
        let reader = try FuelAppCells.settle(
            file: file, options: options,
            numbers: logCells(odometerColumn) + logCells(fuelColumn) + costCells(costOdometer),
            dates: logCells(dateColumn) + costCells(costDate),
            costs: logCells(priceColumn) + logCells(volumePriceColumn) + costCells(costAmount),
            decimalHabit: .point, statedDayOrder: pattern.flatMap(FuelAppDates.order(ofPattern:)), dayHabit: nil)

        var parsed = FuelAppImport(app: .fuelio, fileName: file)
        parsed.currency = reader.currency
        parsed.currencySign = reader.currencySign
        parsed.vehicles = [FuelAppImport.Vehicle(
            name: text(vehicleField("Name")), make: text(vehicleField("Make")), model: text(vehicleField("Model")),
            year: text(vehicleField("Year")).flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }, plate: text(vehicleField("Plate")),
            distanceUnit: distanceUnit)]

        for record in log.rows {
            let field = { (index: Int?) in FuelAppCells.field(record, index) }
            var energy: Energy?
            if let tank = reader.text(field(tankColumn)), tank != "1", tank != "0" {
                guard tank == "2", let secondTank = options.secondTank else {
                    let why: FuelAppImport.Skipped.Why = tank == "2" ? .secondTankNotSaid : .unknownTank(tank)
                    parsed.skipped.append(FuelAppImport.Skipped(line: record.line, why: why))
                    continue
                }
                energy = secondTank
            }
            // Safe: required columns have a field in every record (an empty one past its end).
            let day = try reader.day(field(dateColumn)!)
            // An empty odometer is a fill-up without a reading, kept as such.
            let odometer = try reader.odometer(field(odometerColumn)!, zeroIsNone: false)
            let fuelField = field(fuelColumn)!
            guard let amount = try reader.decimal(fuelField, "fuel"), amount > 0 else {
                throw reader.fail(fuelField, .notMoreThanZero(name: "fuel", text: fuelField.value.trimmingSpaces))
            }
            guard let tankUnit = volumeUnit else { throw FuelAppUnits.unstatedVolume(fuelField, file: file, app: .fuelio) }
            // A second tank of electricity is a battery, counted in kWh; a second liquid tank is counted
            // as the first (Fuelio's code for its unit is not documented).
            let volumeUnit = energy?.measure == .electric ? VolumeUnit.kilowattHours : tankUnit
            var cost = try field(priceColumn).flatMap { f throws(ImportError) in try reader.money(f, "price") }
            if cost?.isZero ?? true, let priceField = field(volumePriceColumn) {
                cost = try reader.cost(price: priceField, "VolumePrice", volume: amount)
            }
            let isFull = try field(fullColumn).flatMap { f throws(ImportError) in try Self.full(f, reader: reader) } ?? true
            let missed = try field(missedColumn).flatMap { f throws(ImportError) in try reader.flag(f, "Missed") } ?? false
            let note = [reader.text(field(cityColumn)), reader.text(field(notesColumn))].compactMap { $0 }.joined(separator: ": ")
            var fill = FuelAppImport.FillUp(
                vehicle: 0, day: day, odometer: odometer, volume: FuelVolume(amount, volumeUnit), isFull: isFull,
                missedPrevious: missed, cost: cost?.isZero == true ? nil : cost, note: note.isEmpty ? nil : note,
                line: record.line, dayColumn: field(dateColumn)!.column)
            fill.energy = energy
            parsed.fillUps.append(fill)
        }

        if let columns = costColumns, let costDate, let costAmount {
            let flag = { (record: CSVRecord, name: String) throws(ImportError) -> Bool in
                try FuelAppCells.field(record, columns.index([name])).flatMap { f throws(ImportError) in try reader.flag(f, name) } ?? false
            }
            for record in costRows {
                let field = { (index: Int?) in FuelAppCells.field(record, index) }
                if try flag(record, "isTemplate") {
                    parsed.skipped.append(FuelAppImport.Skipped(line: record.line, why: .costTemplate))
                    continue
                }
                if try flag(record, "isIncome") {
                    parsed.skipped.append(FuelAppImport.Skipped(line: record.line, why: .income))
                    continue
                }
                let day = try reader.day(field(costDate)!)
                let amountField = field(costAmount)!
                guard let amount = try reader.money(amountField, "cost"), !amount.isZero else {
                    parsed.skipped.append(FuelAppImport.Skipped(line: record.line, why: .reminderWithoutAmount))
                    continue
                }
                let typeID = reader.text(field(columns.index(["CostTypeID"])))
                parsed.costs.append(FuelAppImport.Cost(
                    vehicle: 0, day: day, amount: amount,
                    // Fuelio's own first two categories are Service and Maintenance.
                    kind: typeID == "1" || typeID == "2" ? .service : .expense,
                    category: typeID.flatMap { categories[$0] }, title: reader.text(field(columns.index(["CostTitle"]))),
                    note: reader.text(field(columns.index(FuelAppHeaders.notes))),
                    odometer: try field(costOdometer).flatMap { f throws(ImportError) in try reader.odometer(f, zeroIsNone: true) },
                    line: record.line, dayColumn: field(costDate)!.column))
            }
        }
        parsed.roundedOdometers = reader.roundings.all
        return parsed
    }
}
