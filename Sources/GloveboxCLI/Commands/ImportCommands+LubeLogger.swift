import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage

/// `import lubelogger`: a LubeLogger export into one vehicle, as often as the user likes.
extension ImportCommands {
    static let exportDirectory = Argument("DIR", help: "the directory with gasrecords.csv, servicerecords.csv, …")
    static let vehicleName = Option(
        "--vehicle", value: "NAME", help: "the vehicle to import into (created when missing; required)")
    static let currency = Option(
        "--currency", value: "C",
        help: "the costs' currency: must agree with their sign ($ is USD unless this names another dollar); "
            + "needed when they carry none",
        parse: .currency)
    static let unit = Option(
        "--unit", value: "km|mi",
        help: "the unit the export counts distances in (default mi); a vehicle in the other unit gets them converted",
        parse: .distanceUnit)
    static let lubeLoggerDistanceUnit = Option(
        "--distance-unit", value: "km|mi", help: "the same as --unit, under the name every import takes",
        parse: .distanceUnit)
    static let lubeLoggerDecimalSeparator = Option(
        "--decimal-separator", value: "point|comma",
        help: "how the export writes decimals (default point, LubeLogger's US habit: 1,234.56)",
        parse: .oneOf(FuelAppDecimalSeparator.self))
    static let lubeLoggerDayOrder = Option(
        "--day-order", value: "day-first|month-first",
        help: "how the export writes dates (default month-first, LubeLogger's M/D/YYYY)", parse: .oneOf(FuelAppDayOrder.self))
    static let withReminders = Flag(
        "--with-reminders", help: "also add the export's reminders as maintenance plan items")
    static let restoreRemoved = Flag(
        "--restore-removed", help: "add again the rows whose records were removed since an earlier import")
    static let dryRun = Flag(
        "--dry-run", help: "say what the import would add, skip and refuse, and change nothing")

    static let lubeLogger = GloveboxCommand(
        ["import", "lubelogger"], summary: "import a LubeLogger CSV export (gas, service, odometer and tax records)",
        arguments: [exportDirectory],
        options: [
            vehicleName, currency, unit, lubeLoggerDistanceUnit, volumeUnit, lubeLoggerDecimalSeparator, lubeLoggerDayOrder,
            withReminders, restoreRemoved, dryRun,
        ],
        discussion: """
            Import again whenever LubeLogger has more: only the rows no earlier import stored are added. A row
            is known by what it says (kind, date, odometer, quantity, cost, description and note), per
            vehicle, wherever it sits in the file; two identical rows are two records, and are known again
            as two. A record removed after its import stays removed when you import again (the output counts
            it; --restore-removed brings it back); an undone import is imported again; rows gone from the
            file are left alone.

            LubeLogger's export does not say its distance unit: --unit (or --distance-unit) does (default
            mi, which a vehicle in km refuses until you say it). A vehicle the import creates counts in
            that unit; into one in the other unit (add it first: vehicle add --unit km), odometer values
            and reminder distances are
            converted, each rounded to the nearest whole unit. Fuel quantities are kept as written, as the
            logbook keeps every quantity, in US gallons with mi and litres with km unless --volume-unit says
            otherwise (LubeLogger's UK MPG setting counts miles with litres: --volume-unit l). A fill-up
            that import csv stored from the same gasrecords.csv is known again, and the other way round.
            Costs keep their currency (the app converts when it shows them):
            the one their sign names, or --currency when they carry none; a --currency that the sign
            contradicts is refused with the cell.

            LubeLogger writes numbers and dates in its server's culture: 1,234.56 and M/D/YYYY in the US;
            --decimal-separator comma and --day-order day-first read a European server's 1.234,56 and D/M/YYYY.

            Each row is remembered as written with what it meant (day, odometer and unit, quantity and
            unit, amount and currency): importing it again, by this command or import csv, with the same
            meaning adds nothing; with another meaning (another --volume-unit, --day-order…) it is refused
            with both, and nothing is stored.

            A reading lower than the one before it is stored as a correction, listed with its line, so that
            it stays out of the odometer checks' series; readings you type later are checked as always. A
            reading higher than a later one already in the logbook is refused with its line. A blank date,
            odometer or cost is refused with its line and column. Notes lose control and text-direction
            characters (line breaks become spaces), and the output says how many were cleaned.
            """
    ) { invocation in
        let arguments = invocation.arguments
        guard let name = arguments[vehicleName] else {
            throw invocation.usageError(.usageCommandNeeds, ["command": "import lubelogger", "option": vehicleName.optionEntry.synopsis])
        }
        if let said = arguments[unit], let other = arguments[lubeLoggerDistanceUnit], said != other {
            throw invocation.usageError(.usageUnitsDisagree, ["unit": said.rawValue, "other": other.rawValue])
        }
        let change = try ImportLubeLogger(
            directory: arguments[exportDirectory], currency: arguments[currency], vehicleName: name,
            unit: arguments[unit] ?? arguments[lubeLoggerDistanceUnit], volumeUnit: arguments[volumeUnit],
            decimalSeparator: arguments[lubeLoggerDecimalSeparator], dayOrder: arguments[lubeLoggerDayOrder],
            withReminders: arguments[withReminders], restoreRemoved: arguments[restoreRemoved])
        // A refusal (ImportRefusal) goes to the command line's own handling, in the user's language.
        let outcome = arguments[dryRun] ? try invocation.app.preview(change) : try invocation.app.perform(change)
        let words = invocation.words
        let report = LubeLoggerReport(outcome: outcome, words: words)
        for line in report.lines { invocation.console.line(line) }
        if !outcome.isDryRun, let current = try invocation.app.currentReading(of: outcome.vehicle.id) {
            invocation.console.line(words.text(.importCurrentOdometer, [
                "distance": words.distance(current.value, outcome.vehicle.distanceUnit), "day": words.day(current.date),
            ]))
        }
        for line in report.reminderLines(withReminders: withReminders.name) { invocation.console.line(line) }
        if outcome.isDryRun { invocation.console.line(words.text(.importDryRun)) }
    }
}
