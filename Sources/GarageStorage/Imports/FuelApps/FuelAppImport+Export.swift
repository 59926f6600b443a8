import Foundation
import GarageRules
import WidgetContract

extension FuelAppImport {
    /// The rows of the file's vehicle at `index` in the shape every import is planned and stored in
    /// (see `LubeLoggerExport`): fill-ups as fuel rows with their volume unit and flags, service costs
    /// as services, other costs as expenses under the category their app's name for it means, each
    /// row with the fingerprint this file's parser gave it and its line in this file.
    ///
    /// A fill-up without a cost is stored at zero in `fallbackCurrency` (what `fuel add` without
    /// `--cost` stores), the file's currency when it has one.
    public func export(ofVehicle index: Int, fallbackCurrency: CurrencyCode) -> LubeLoggerExport {
        let described = vehicles.indices.contains(index) ? vehicles[index] : Vehicle()
        var export = LubeLoggerExport()
        export.sourceFile = fileName
        export.vehicle = LubeLoggerExport.Vehicle(
            make: described.make, model: described.model, year: described.year, plate: described.plate)
        export.currency = currency
        export.currencySign = currencySign
        let zero = Money.zero(currency ?? fallbackCurrency)
        for fill in fillUps where fill.vehicle == index {
            var row = LubeLoggerExport.Fuel(
                day: fill.day, odometer: fill.odometer, quantity: fill.volume.amount, cost: fill.cost ?? zero,
                isFillToFull: fill.isFull, missedFuelUp: fill.missedPrevious, note: fill.note, line: fill.line,
                dayColumn: fill.dayColumn)
            row.volumeUnit = fill.volume.unit
            row.energy = fill.energy
            row.costUnknown = fill.cost == nil
            row.fingerprint = fill.fingerprint
            row.source = fill.source
            export.fuel.append(row)
        }
        for cost in costs where cost.vehicle == index {
            let description = cost.title ?? cost.category ?? (cost.kind == .service ? "Service" : "Expense")
            switch cost.kind {
            case .service:
                var row = LubeLoggerExport.Service(
                    day: cost.day, description: description, cost: cost.amount, note: cost.note, odometer: cost.odometer,
                    line: cost.line, dayColumn: cost.dayColumn)
                row.fingerprint = cost.fingerprint
                row.source = cost.source
                export.services.append(row)
            case .expense:
                var row = LubeLoggerExport.Tax(
                    day: cost.day, description: description, cost: cost.amount, note: cost.note, line: cost.line,
                    dayColumn: cost.dayColumn)
                row.category = Self.category(named: cost.category ?? cost.title)
                row.fingerprint = cost.fingerprint
                row.source = cost.source
                export.taxes.append(row)
            }
        }
        return export
    }

    /// The expense category an app's own name for a cost means (English, and the Portuguese,
    /// Spanish and German names Drivvo and Fuelio users write), `other` for the rest.
    static func category(named name: String?) -> ExpenseCategory {
        guard let name = name?.lowercased() else { return .other }
        let meanings: [(ExpenseCategory, [String])] = [
            (.insurance, ["insurance", "seguro", "versicherung"]),
            (.parking, ["parking", "estacionamento", "aparcamiento", "parken"]),
            (.tolls, ["toll", "pedágio", "pedagio", "portagem", "peaje", "maut", "vignette"]),
            (.tax, ["tax", "imposto", "ipva", "impuesto", "steuer"]),
            (.repair, ["repair", "reparo", "reparação", "reparacion", "reparatur"]),
            (.service, ["service", "maintenance", "manutenção", "revisão", "wartung", "inspection"]),
            (.fuel, ["fuel", "combustível", "gasolina", "tanken"]),
        ]
        return meanings.first { _, words in words.contains { name.contains($0) } }?.0 ?? .other
    }
}
