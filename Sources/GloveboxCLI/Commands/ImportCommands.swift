import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage

/// `rates import` and `import lubelogger`.
enum ImportCommands {
    static let all = [rates, lubeLogger]

    static let ratesFile = Argument("FILE", help: "the CSV file")

    static let rates = GloveboxCommand(
        ["rates", "import"], summary: "import the ECB's euro reference rates (eurofxref-hist.csv)",
        arguments: [ratesFile]
    ) { invocation in
        let path = invocation.arguments[ratesFile]
        let change = try ImportRates(file: path)
        let parsed = change.parsed
        let added = try invocation.app.perform(change)
        var line = "imported \(Format.grouped(parsed.rates.count)) rates for \(parsed.currencies.count) currencies over \(Format.grouped(parsed.days)) days"
        if let range = parsed.range { line += " (\(range.lowerBound) to \(range.upperBound))" }
        line += "; \(Format.grouped(added)) new, \(Format.grouped(parsed.missing)) cells without a rate"
        if !parsed.skippedCurrencies.isEmpty {
            line += "; skipped \(parsed.skippedCurrencies.count) column(s) of unknown currencies: "
                + parsed.skippedCurrencies.joined(separator: ", ")
        }
        invocation.console.line(line)
    }

    static let exportDirectory = Argument("DIR", help: "the directory with gasrecords.csv, servicerecords.csv, …")
    static let vehicleName = Option(
        "--vehicle", value: "NAME", help: "the vehicle to import into (created when missing; required)")
    static let currency = Option(
        "--currency", value: "C", help: "the currency of the costs (default USD, LubeLogger's $)", parse: .currency)
    static let unit = Option(
        "--unit", value: "km|mi", help: "the unit of a created vehicle (default mi)", parse: .distanceUnit)
    static let withReminders = Flag(
        "--with-reminders", help: "also add the export's reminders as maintenance plan items")

    static let lubeLogger = GloveboxCommand(
        ["import", "lubelogger"], summary: "import a LubeLogger CSV export (gas, service, odometer and tax records)",
        arguments: [exportDirectory], options: [vehicleName, currency, unit, withReminders]
    ) { invocation in
        let arguments = invocation.arguments
        guard let name = arguments[vehicleName] else {
            throw invocation.usageError("import lubelogger needs \(vehicleName.optionEntry.synopsis)")
        }
        let change = try ImportLubeLogger(
            directory: arguments[exportDirectory], currency: try arguments[currency] ?? CurrencyCode("USD"),
            vehicleName: name, unit: arguments[unit] ?? .miles, withReminders: arguments[withReminders])
        let export = change.export
        let outcome = try invocation.app.perform(change)
        let (counts, vehicle) = (outcome.counts, outcome.vehicle)
        let console = invocation.console
        console.line("imported \(counts.fuel) fuel, \(counts.service) service, \(counts.odometer) odometer and \(counts.tax) tax records into '\(vehicle.name)'")
        if let current = try invocation.app.currentReading(of: vehicle.id) {
            console.line("current odometer: \(Format.distance(current.value, vehicle.distanceUnit)) (\(current.date))")
        }
        if arguments[withReminders] {
            for reminder in export.reminders {
                console.line("added maintenance item '\(reminder.description)' from its reminder")
            }
            return
        }
        for reminder in export.reminders {
            var command = "glovebox maintenance add \(vehicle.id) '\(reminder.description)'"
            // Spelled with `maintenance add`'s own declarations, so the hint cannot go stale.
            let options: [(name: String, value: String?)] = [
                (MaintenanceCommands.everyMonths.name, reminder.everyMonths.map(String.init)),
                (MaintenanceCommands.everyDistance.name, reminder.everyDistance.map(String.init)),
                (MaintenanceCommands.nextDate.name, reminder.nextDay.map(\.isoString)),
                (MaintenanceCommands.nextDistance.name, reminder.nextDistance.map(String.init)),
            ]
            for (name, value) in options {
                if let value { command += " \(name) \(value)" }
            }
            console.line(
                "reminder not imported (use \(withReminders.name)): '\(reminder.description)'; to plan it: \(command)")
        }
    }
}
