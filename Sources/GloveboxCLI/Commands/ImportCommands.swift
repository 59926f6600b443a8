import AppCore
import Foundation
import GarageRules
import GarageStorage

/// `rates import` and `import lubelogger`.
enum ImportCommands {
    static let all = [rates, lubeLogger]

    static let rates = Command(
        ["rates", "import"], summary: "import the ECB's euro reference rates (eurofxref-hist.csv)",
        positionals: [.required("FILE", "the CSV file")]
    ) { invocation in
        let path = invocation.arguments.positionals[0]
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

    static let lubeLogger = Command(
        ["import", "lubelogger"], summary: "import a LubeLogger CSV export (gas, service, odometer and tax records)",
        positionals: [.required("DIR", "the directory with gasrecords.csv, servicerecords.csv, …")],
        options: [
            .option("--vehicle", "NAME", help: "the vehicle to import into (created when missing; required)"),
            .option("--currency", "C", help: "the currency of the costs (default USD, LubeLogger's $)"),
            .option("--unit", "km|mi", help: "the unit of a created vehicle (default mi)"),
            .flag("--with-reminders", "also add the export's reminders as maintenance plan items"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        guard let name = arguments.value("--vehicle") else {
            throw CLIError.usage("import lubelogger needs --vehicle NAME", usage: "glovebox import lubelogger DIR --vehicle NAME [--currency C] [--unit km|mi]")
        }
        let currency = try CurrencyCode(arguments.value("--currency") ?? "USD")
        let unit = try arguments.value("--unit").map { text throws(GarageError) in try DistanceUnit(parsing: text) } ?? .miles
        let change = try ImportLubeLogger(
            directory: arguments.positionals[0], currency: currency, vehicleName: name, unit: unit,
            withReminders: arguments.has("--with-reminders"))
        let export = change.export
        let outcome = try invocation.app.perform(change)
        let (counts, vehicle) = (outcome.counts, outcome.vehicle)
        let console = invocation.console
        console.line("imported \(counts.fuel) fuel, \(counts.service) service, \(counts.odometer) odometer and \(counts.tax) tax records into '\(vehicle.name)'")
        if let current = try invocation.app.currentReading(of: vehicle.id) {
            console.line("current odometer: \(Format.distance(current.value, vehicle.distanceUnit)) (\(current.date))")
        }
        if arguments.has("--with-reminders") {
            for reminder in export.reminders {
                console.line("added maintenance item '\(reminder.description)' from its reminder")
            }
            return
        }
        for reminder in export.reminders {
            var command = "glovebox maintenance add \(vehicle.id) '\(reminder.description)'"
            if let months = reminder.everyMonths { command += " --every-months \(months)" }
            if let distance = reminder.everyDistance { command += " --every-distance \(distance)" }
            if let day = reminder.nextDay { command += " --next-date \(day)" }
            if let next = reminder.nextDistance { command += " --next-distance \(next)" }
            console.line("reminder not imported (use --with-reminders): '\(reminder.description)'; to plan it: \(command)")
        }
    }
}
