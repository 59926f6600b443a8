import Foundation
import GarageRules

/// Reads a Drivvo CSV export: one file in `##Refuelling`, `##Service`, `##Expense` (and
/// `##Vehicle`) sections, each with its own header line.
///
/// Drivvo translates everything into the phone's language: the section names (`##Abastecimento`,
/// `#Reabastecimiento`), the headers (`Odômetro (km)`, `Одометр (км)`) and the yes/no of its
/// full-tank column (`Sim`, `Да`). So columns are found by their name in the languages known here,
/// and where a header is in none of them, by the position every Drivvo version keeps: odometer,
/// date, fuel, price per unit, total, volume, full tank; then odometer, date, cost, title for
/// services and expenses. The units are in the headers when stated at all (`Odometer (km)`,
/// `Price / L`); dates are `yyyy-MM-dd HH:mm:ss` in current exports and day first in older ones;
/// an odometer of 0 means none was recorded (the fill-up is kept without a reading, and counts its
/// fuel in the economy all the same). Drivvo writes no currency and no missed-fill-up flag.
struct DrivvoParser {
    let options: FuelAppImportOptions

    static let vehicleSections: Set<String> = ["vehicle", "veículo", "veiculo", "vehículo", "vehiculo", "автомобиль", "pojazd"]
    static let passedOver: Set<String> = ["income", "receita", "ingreso", "route", "percurso", "ruta", "reminder",
                                          "lembrete", "recordatorio", "checklist"]

    /// Header names by field: LubeLogger's aliases, then the names in the languages Drivvo's exports
    /// are known in (normalised as `FuelAppColumns` does); the position is used when the header is
    /// in none of them.
    static let odometer = FuelAppHeaders.odometer + ["odômetro", "odometro", "odómetro", "одометр", "kilometerstand", "licznik"]
    static let date = FuelAppHeaders.date + ["data", "fecha", "дата", "datum"]
    static let total = FuelAppHeaders.cost + ["total price", "valor total", "costo total", "precio total", "общая стоимость", "total"]
    static let volume = FuelAppHeaders.quantity + ["volumen", "объем", "объём", "fuel amount", "quantity"]
    static let full = FuelAppHeaders.full + ["full tank", "full fillup", "completou o tanque", "tanque cheio", "tanque lleno", "полный бак", "lleno"]
    static let note = FuelAppHeaders.notes + ["observação", "observacao", "observación", "observacion", "примечание", "notas", "notiz"]
    static let station = ["gas station", "posto de combustível", "posto de combustivel", "gasolinera", "азс"]
    static let cost = ["cost", "value", "valor", "custo", "costo", "стоимость", "total cost", "valor total"]
    static let title = ["title", "título", "titulo", "заголовок", "name", "nome", "nombre"]
    static let kind = ["expense type", "service type", "tipo de despesa", "tipo de serviço", "tipo de servico", "tipo de gasto",
                       "tipo de servicio", "вид расхода", "вид сервиса"]
    static let vehicle = ["vehicle", "veiculo", "veículo", "vehículo", "vehiculo"]
    /// The fuel a fill bought (`Combustível`, `Fuel`): the energy it names, when it names one.
    static let fuelName = ["fuel", "combustível", "combustivel", "combustible", "топливо", "kraftstoff"]
    /// The price column's name before its `/ unit`: `Preço / L`, `Price / gal`.
    static let pricePrefixes = ["price/", "preço/", "preco/", "precio/", "цена/", "prix/", "preis/"]

    func parse(_ records: [CSVRecord], file: String) throws(ImportError) -> FuelAppImport {
        let split = FuelAppSections(records, marker: FuelAppSections.hashMarker)
        var refuelling: [FuelAppSections.Section] = []
        var costSections: [(section: FuelAppSections.Section, kind: FuelAppImport.Cost.Kind)] = []
        var vehicleSection: FuelAppSections.Section?
        for section in split.sections {
            let name = FuelAppColumns.normalised(section.name).name
            if FuelAppDetector.drivvoRefuelling.contains(name) {
                refuelling.append(section)
            } else if FuelAppDetector.drivvoService.contains(name) {
                costSections.append((section, .service))
            } else if FuelAppDetector.drivvoExpense.contains(name) {
                costSections.append((section, .expense))
            } else if Self.vehicleSections.contains(name) {
                vehicleSection = section
            } else if !Self.passedOver.contains(name) {
                throw ImportError(
                    file: file, line: section.marker.line, column: 1,
                    problem: .drivvoUnknownSection(section.name))
            }
        }

        // Every section's columns, found once; cells gathered to settle the file's conventions.
        struct Fuel {
            let section: FuelAppSections.Section
            let columns: FuelAppColumns
            let odometer: Int, date: Int, price: Int?, total: Int?, volume: Int, full: Int?, note: Int?, station: Int?,
                vehicle: Int?, fuelName: Int?
        }
        struct Costs {
            let section: FuelAppSections.Section
            let kind: FuelAppImport.Cost.Kind
            let odometer: Int, date: Int, cost: Int, title: Int?, type: Int?, note: Int?, vehicle: Int?
        }
        func locate(_ columns: FuelAppColumns, _ names: [String], _ position: Int?) -> Int? {
            if let index = columns.index(names) { return index }
            guard let position, position < columns.header.fields.count else { return nil }
            return position
        }
        func require(_ index: Int?, _ section: FuelAppSections.Section, _ what: String) throws(ImportError) -> Int {
            guard let index else {
                throw ImportError(file: file, line: section.header?.line ?? section.marker.line, column: 0,
                                  problem: .drivvoMissingColumn(column: what, section: section.name))
            }
            return index
        }
        var fuels: [Fuel] = []
        for section in refuelling {
            guard let header = section.header else { continue }
            let columns = FuelAppColumns(header: header)
            let price = (0..<header.fields.count).first { index in
                let name = FuelAppColumns.normalised(header.fields[index].value).name
                return Self.pricePrefixes.contains { name.hasPrefix($0) }
            } ?? (header.fields.count > 3 ? 3 : nil)
            fuels.append(Fuel(
                section: section, columns: columns,
                odometer: try require(locate(columns, Self.odometer, 0), section, "odometer"),
                date: try require(locate(columns, Self.date, 1), section, "date"),
                price: price, total: locate(columns, Self.total, 4),
                volume: try require(locate(columns, Self.volume, 5), section, "volume"),
                full: locate(columns, Self.full, 6), note: columns.index(Self.note), station: columns.index(Self.station),
                vehicle: columns.index(Self.vehicle), fuelName: columns.index(Self.fuelName)))
        }
        var costs: [Costs] = []
        for (section, kind) in costSections {
            guard let header = section.header else { continue }
            let columns = FuelAppColumns(header: header)
            // Where the type is the only name a row has (`Tipo de serviço` in the title's place), it is the title.
            let type = columns.index(Self.kind)
            let title = columns.index(Self.title) ?? (type == nil && header.fields.count > 3 ? 3 : type)
            costs.append(Costs(
                section: section, kind: kind,
                odometer: try require(locate(columns, Self.odometer, 0), section, "odometer"),
                date: try require(locate(columns, Self.date, 1), section, "date"),
                cost: try require(locate(columns, Self.cost, 2), section, "cost"),
                title: title, type: type == title ? nil : type, note: columns.index(Self.note),
                vehicle: columns.index(Self.vehicle)))
        }
        guard !fuels.isEmpty || !costs.isEmpty else {
            throw ImportError(file: file, line: 0, column: 0, problem: .drivvoNoRecordSection)
        }

        var numbers: [CSVField] = [], dates: [CSVField] = [], costCells: [CSVField] = []
        for fuel in fuels {
            for row in fuel.section.rows {
                numbers += [fuel.odometer, fuel.volume].compactMap { FuelAppCells.field(row, $0) }
                dates += [FuelAppCells.field(row, fuel.date)].compactMap { $0 }
                costCells += [fuel.total, fuel.price].compactMap { FuelAppCells.field(row, $0) }
            }
        }
        for cost in costs {
            for row in cost.section.rows {
                numbers += [FuelAppCells.field(row, cost.odometer)].compactMap { $0 }
                dates += [FuelAppCells.field(row, cost.date)].compactMap { $0 }
                costCells += [FuelAppCells.field(row, cost.cost)].compactMap { $0 }
            }
        }
        let reader = try FuelAppCells.settle(
            file: file, options: options, numbers: numbers, dates: dates, costs: costCells,
            decimalHabit: .point, dayHabit: .dayFirst)

        // The units, from the first refuelling header that states them.
        var statedDistance: (unit: DistanceUnit, field: CSVField)?
        var statedVolume: (unit: VolumeUnit, bareGallon: Bool, field: CSVField)?
        for fuel in fuels {
            let header = fuel.columns.header
            if statedDistance == nil, let unit = fuel.columns.hint(fuel.odometer).flatMap(FuelAppUnits.distance) {
                statedDistance = (unit, header.fields[fuel.odometer])
            }
            // A volume column named for its unit (`Litres`, `Volume (gal)`) says it too.
            if statedVolume == nil,
               let unit = FuelAppUnits.volume(fuel.columns.title(fuel.volume)) ?? fuel.columns.hint(fuel.volume).flatMap(FuelAppUnits.volume) {
                statedVolume = (unit.unit, unit.bareGallon, header.fields[fuel.volume])
            }
            if statedVolume == nil, let price = fuel.price {
                let name = FuelAppColumns.normalised(header.fields[price].value).name
                if let slash = name.firstIndex(of: "/"), let unit = FuelAppUnits.volume(String(name[name.index(after: slash)...])) {
                    statedVolume = (unit.unit, unit.bareGallon, header.fields[price])
                }
            }
        }
        let volumeUnit = try FuelAppUnits.volume(stated: statedVolume, said: options.volumeUnit, file: file)
        let distanceUnit = try FuelAppUnits.distance(stated: statedDistance, said: options.distanceUnit, file: file)

        var parsed = FuelAppImport(app: .drivvo, fileName: file)
        parsed.currency = reader.currency
        parsed.currencySign = reader.currencySign
        if let section = vehicleSection, let header = section.header {
            let columns = FuelAppColumns(header: header)
            for row in section.rows {
                let text = { (names: [String]) in reader.text(FuelAppCells.field(row, columns.index(names))) }
                parsed.vehicles.append(FuelAppImport.Vehicle(
                    name: text(["name", "nome", "nombre", "название"]), make: text(["make", "marca", "марка"]),
                    model: text(["model", "modelo", "модель"]),
                    year: text(["year", "ano", "año", "год"]).flatMap { Int($0) }, distanceUnit: distanceUnit))
            }
        }
        func vehicle(_ name: String?) -> Int {
            if let name, let index = parsed.vehicles.firstIndex(where: { $0.name == name }) { return index }
            if name == nil, !parsed.vehicles.isEmpty { return 0 }
            parsed.vehicles.append(FuelAppImport.Vehicle(name: name, distanceUnit: distanceUnit))
            return parsed.vehicles.count - 1
        }

        for fuel in fuels {
            for record in fuel.section.rows {
                let field = { (index: Int?) in FuelAppCells.field(record, index) }
                // Safe: located columns have a field in every record (an empty one past its end).
                let day = try reader.day(field(fuel.date)!)
                // Drivvo writes 0 where no odometer was typed: the fill-up is kept without a reading.
                let odometer = try reader.odometer(field(fuel.odometer)!, zeroIsNone: true)
                let volumeField = field(fuel.volume)!
                guard let amount = try reader.decimal(volumeField, "volume"), amount > 0 else {
                    throw reader.fail(volumeField, .notMoreThanZero(name: "volume", text: volumeField.value.trimmingSpaces))
                }
                guard let volumeUnit else { throw FuelAppUnits.unstatedVolume(volumeField, file: file, app: .drivvo) }
                var cost = try field(fuel.total).flatMap { f throws(ImportError) in try reader.money(f, "total") }
                if cost?.isZero ?? true, let price = field(fuel.price) {
                    cost = try reader.cost(price: price, "price", volume: amount)
                }
                let isFull = try field(fuel.full).flatMap { f throws(ImportError) in
                    try reader.flag(f, fuel.columns.title(fuel.full!))
                } ?? true
                let note = [reader.text(field(fuel.station)), reader.text(field(fuel.note))].compactMap { $0 }
                    .joined(separator: ": ")
                var fill = FuelAppImport.FillUp(
                    vehicle: vehicle(reader.text(field(fuel.vehicle))), day: day, odometer: odometer,
                    volume: FuelVolume(amount, volumeUnit), isFull: isFull, missedPrevious: false,
                    cost: cost?.isZero == true ? nil : cost, note: note.isEmpty ? nil : note, line: record.line,
                    dayColumn: field(fuel.date)!.column)
                // The energy its fuel's name says, when the quantity can measure it (a charge counted in
                // litres would be a wrong figure: such a row keeps its vehicle's energy for the unit).
                if let named = reader.text(field(fuel.fuelName)).flatMap(FuelAppFuelNames.energy(named:)),
                   named.measure == volumeUnit.energy {
                    fill.energy = named
                }
                parsed.fillUps.append(fill)
            }
        }
        for section in costs {
            for record in section.section.rows {
                let field = { (index: Int?) in FuelAppCells.field(record, index) }
                let day = try reader.day(field(section.date)!)
                guard let amount = try reader.money(field(section.cost)!, "cost"), !amount.isZero else {
                    parsed.skipped.append(FuelAppImport.Skipped(line: record.line, why: .noAmount))
                    continue
                }
                parsed.costs.append(FuelAppImport.Cost(
                    vehicle: vehicle(reader.text(field(section.vehicle))), day: day, amount: amount, kind: section.kind,
                    category: reader.text(field(section.type)), title: reader.text(field(section.title)),
                    note: reader.text(field(section.note)),
                    odometer: try reader.odometer(field(section.odometer)!, zeroIsNone: true), line: record.line,
                    dayColumn: field(section.date)!.column))
            }
        }
        if parsed.vehicles.isEmpty { parsed.vehicles.append(FuelAppImport.Vehicle(distanceUnit: distanceUnit)) }
        parsed.roundedOdometers = reader.roundings.all
        return parsed
    }
}
