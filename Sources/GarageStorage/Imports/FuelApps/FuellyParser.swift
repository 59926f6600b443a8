import Foundation
import GarageRules

/// Reads Fuelly's fuel-up export, and any plain table under LubeLogger's header aliases.
///
/// Fuelly writes one table for all of an account's vehicles: `car_name`, `model`, the economy
/// (`mpg` or `l/100km`), `odometer`, the trip distance (`miles` or `km`), the quantity (`gallons`
/// or `litres`), `price` per unit, `city_percentage`, `fuelup_date` (`MM/DD/YYYY H:MM`),
/// `date_added`, `tags`, `notes`, `missed_fuelup` and `partial_fuelup` (`1`/`0`), `latitude`,
/// `longitude` and `brand`. So its headers state the units, its dates are month first, and its cost
/// is the price times the quantity. It names no currency. Its newer export adds a `Type` column (the
/// fuel bought, see `FuellyFuelType`) and may write dates with the month's name (`Jan 5, 2024`, read
/// by `FuelAppDates`). A plain table says what its headers say:
/// a `cost` column is the total, a `litres` header the unit; what it leaves open, the options answer.
struct FuellyParser {
    let app: FuelApp
    let options: FuelAppImportOptions

    func parse(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelAppImport {
        guard let header = records.first else { throw ImportError(file: file, line: 0, column: 0, problem: .empty) }
        let columns = FuelAppColumns(header: header)
        func required(_ aliases: [String]) throws(ImportError) -> Int {
            guard let index = columns.index(aliases) else {
                throw ImportError(
                    file: file, line: header.line, column: 0,
                    problem: .missingColumnAliases(aliases[0], others: Array(aliases.dropFirst())))
            }
            return index
        }
        let dateColumn = try required(FuelAppHeaders.date)
        let odometerColumn = try required(FuelAppHeaders.odometer)
        let quantityColumn = try required(FuelAppHeaders.quantity)
        let costColumn = columns.index(FuelAppHeaders.cost)
        let priceColumn = costColumn == nil ? columns.index(FuelAppHeaders.pricePerUnit) : nil
        let fullColumn = columns.index(FuelAppHeaders.full)
        let partialColumn = fullColumn == nil ? columns.index(FuelAppHeaders.partial) : nil
        let missedColumn = columns.index(FuelAppHeaders.missed)
        let notesColumn = columns.index(FuelAppHeaders.notes)
        let brandColumn = columns.index(FuelAppHeaders.brand)
        let vehicleColumn = columns.index(FuelAppHeaders.vehicle)
        let modelColumn = columns.index(FuelAppHeaders.model)
        let typeColumn = columns.index(FuelAppHeaders.fuelType)

        let rows = records.dropFirst()
        for record in rows where record.fields.count > header.fields.count {
            let extra = record.fields[header.fields.count...]
            if let field = extra.first(where: { !$0.value.trimmingSpaces.isEmpty }) {
                throw ImportError(file: file, field: field, problem: .fieldCount(expected: header.fields.count, found: record.fields.count))
            }
        }
        let cells = { (index: Int?) in rows.compactMap { FuelAppCells.field($0, index) } }
        let reader = try FuelAppCells.settle(
            file: file, options: options, numbers: cells(odometerColumn) + cells(quantityColumn),
            dates: cells(dateColumn), costs: cells(costColumn ?? priceColumn),
            decimalHabit: app == .fuelly ? .point : nil, dayHabit: app == .fuelly ? .monthFirst : nil)

        // The units: the quantity's header (or its hint, `Quantity (l)`), the trip distance's header
        // or the odometer's hint, then the options.
        let quantityTitle = CSVField(value: columns.title(quantityColumn), line: header.line,
                                     column: header.fields[quantityColumn].column)
        let statedVolume = (FuelAppUnits.volume(columns.title(quantityColumn))
            ?? columns.hint(quantityColumn).flatMap(FuelAppUnits.volume)).map { ($0.unit, $0.bareGallon, quantityTitle) }
        let volumeUnit = try FuelAppUnits.volume(stated: statedVolume, said: options.volumeUnit, file: file)
        var statedDistance: (unit: DistanceUnit, field: CSVField)?
        if let index = columns.index(FuelAppHeaders.tripMiles) {
            statedDistance = (.miles, header.fields[index])
        } else if let index = columns.index(FuelAppHeaders.tripKilometres) {
            statedDistance = (.kilometres, header.fields[index])
        } else if let unit = columns.hint(odometerColumn).flatMap(FuelAppUnits.distance) {
            statedDistance = (unit, header.fields[odometerColumn])
        }
        let distanceUnit = try FuelAppUnits.distance(stated: statedDistance, said: options.distanceUnit, file: file)

        var parsed = FuelAppImport(app: app, fileName: file)
        parsed.currency = reader.currency
        parsed.currencySign = reader.currencySign
        var vehicleIndex: [String: Int] = [:]
        for record in rows {
            let field = { (index: Int?) in FuelAppCells.field(record, index) }
            let name = reader.text(field(vehicleColumn))
            let vehicle: Int
            if let known = vehicleIndex[name ?? ""] {
                vehicle = known
            } else {
                vehicle = parsed.vehicles.count
                vehicleIndex[name ?? ""] = vehicle
                parsed.vehicles.append(FuelAppImport.Vehicle(
                    name: name, model: reader.text(field(modelColumn)), distanceUnit: distanceUnit))
            }
            // Safe: required columns have a field in every record (an empty one past its end).
            let day = try reader.day(field(dateColumn)!)
            // An empty odometer is a fill-up without a reading, kept as such (the trip distance alone
            // cannot place it on the road: the economy counts its fuel by its day).
            let odometer = try reader.odometer(field(odometerColumn)!, zeroIsNone: false)
            let quantityField = field(quantityColumn)!
            guard let amount = try reader.decimal(quantityField, "quantity") else {
                throw reader.fail(quantityField, .emptyValue("quantity"))
            }
            guard amount > 0 else { throw reader.fail(quantityField, .notMoreThanZero(name: "quantity", text: quantityField.value.trimmingSpaces)) }
            guard let volumeUnit else { throw FuelAppUnits.unstatedVolume(quantityField, file: file, app: app) }
            let energy = try field(typeColumn).flatMap { f throws(ImportError) in try FuellyFuelType.energy(f, unit: volumeUnit, reader: reader) }
            var cost: Money?
            if let costField = field(costColumn) {
                cost = try reader.money(costField, "cost")
            } else if let priceField = field(priceColumn) {
                cost = try reader.cost(price: priceField, "price", volume: amount)
            }
            var isFull = true
            if let fullField = field(fullColumn) {
                isFull = try reader.flag(fullField, columns.title(fullColumn!)) ?? true
            } else if let partialField = field(partialColumn) {
                isFull = !(try reader.flag(partialField, columns.title(partialColumn!)) ?? false)
            }
            let missed = try field(missedColumn).flatMap { f throws(ImportError) in try reader.flag(f, columns.title(missedColumn!)) } ?? false
            let note = [reader.text(field(brandColumn)), reader.text(field(notesColumn))].compactMap { $0 }.joined(separator: ": ")
            var fill = FuelAppImport.FillUp(
                vehicle: vehicle, day: day, odometer: odometer, volume: FuelVolume(amount, volumeUnit), isFull: isFull,
                missedPrevious: missed, cost: cost?.isZero == true ? nil : cost, note: note.isEmpty ? nil : note,
                line: record.line, dayColumn: field(dateColumn)!.column)
            fill.energy = energy
            parsed.fillUps.append(fill)
        }
        if parsed.vehicles.isEmpty { parsed.vehicles.append(FuelAppImport.Vehicle(distanceUnit: distanceUnit)) }
        parsed.roundedOdometers = reader.roundings.all
        return parsed
    }
}
