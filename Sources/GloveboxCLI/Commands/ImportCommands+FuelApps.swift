import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage

/// `import fuelly|fuelio|drivvo|acar|csv FILE`: another logbook app's CSV export, as often as the
/// user likes, through the same plan and storing as `import lubelogger`.
extension ImportCommands {
    static let fuelAppFile = Argument("FILE", help: "the app's CSV export")
    static let fuelAppVehicle = Option(
        "--vehicle", value: "NAME",
        help: "the logbook vehicle to import into (created when missing); needed when the file does not name its vehicle")
    static let fuelAppCurrency = Option(
        "--currency", value: "C", help: "the costs' currency (the apps write none; needed when the file has costs)",
        parse: .currency)
    static let volumeUnit = Option(
        "--volume-unit", value: "l|us-gal|imp-gal|kwh", help: "the unit of the quantities, when the file does not say",
        parse: .volumeUnit)
    static let distanceUnit = Option(
        "--distance-unit", value: "km|mi", help: "the unit of the odometer values, when the file does not say",
        parse: .distanceUnit)
    static let decimalSeparator = Option(
        "--decimal-separator", value: "point|comma", help: "how the file writes decimals, when its numbers do not show it",
        parse: .oneOf(FuelAppDecimalSeparator.self))
    static let dayOrder = Option(
        "--day-order", value: "day-first|month-first", help: "how the file writes dates, when they do not show it",
        parse: .oneOf(FuelAppDayOrder.self))

    static let secondTank = Option(
        "--second-tank", value: "E", help: "what the vehicle's second tank holds (lpg, electricity…): its fill-ups become that energy's chain",
        parse: .energy)

    /// One command per app, each checking the file is that app's.
    static let fuelApps: [GloveboxCommand] = FuelApp.allCases.map(fuelAppCommand)

    static func fuelAppCommand(_ app: FuelApp) -> GloveboxCommand {
        GloveboxCommand(
            ["import", app.rawValue], summary: "import \(app.displayName)'s CSV export (fill-ups and costs)",
            arguments: [fuelAppFile],
            options: [
                fuelAppVehicle, fuelAppCurrency, volumeUnit, distanceUnit, decimalSeparator, dayOrder, restoreRemoved, dryRun,
            ] + (app == .fuelio ? [secondTank] : []),
            discussion: """
                Import again whenever the app has more: only the rows no earlier import stored are added, as
                with import lubelogger (a row is known by what it says, per vehicle; two identical rows are
                two records; a record removed since stays removed unless --restore-removed brings it
                back). Each row is also remembered as written with what it meant (day, odometer and unit,
                quantity and unit, amount and currency): the same file read again, by this command or
                another (import lubelogger, import csv), with the same meaning adds nothing; read with
                another meaning (another --volume-unit, --day-order, --currency…) it is refused with both
                meanings and nothing is stored. Each of the file's vehicles goes into
                the logbook vehicle of its name, created when missing, or into --vehicle for a file of one
                vehicle. Fill-ups become fuel records (quantity, unit, full tank, missed fill-up, cost);
                service costs become service expenses, other costs expenses of the category their name
                means. Numbers and dates are read the same on every machine: the units, decimal
                separator and day order the file states, else the options, else the app's habit; when
                none says, the import asks for the option. A reading lower than the one before it is
                stored as a correction, listed with its line; a bad cell is refused with file:line:column
                and nothing is stored. A fill-up without an odometer is kept without a reading (its fuel
                counts in the economy of the stretch its day falls in). An odometer written with a
                fraction (Fuelio's 53288.5) is stored rounded half up to the whole unit, and listed.
                A vehicle the import creates keeps the plate the file gives (Fuelio, aCar), and runs on the
                energies its fill-ups name (Fuelly's Type, Drivvo's fuel, Fuelio's --second-tank); a fill-up
                of an energy an existing vehicle does not run on is refused with its line.
                """
        ) { invocation in
            let arguments = invocation.arguments
            let options = FuelAppImportOptions(
                currency: arguments[fuelAppCurrency], volumeUnit: arguments[volumeUnit],
                distanceUnit: arguments[distanceUnit], decimalSeparator: arguments[decimalSeparator],
                dayOrder: arguments[dayOrder], secondTank: app == .fuelio ? arguments[secondTank] : nil)
            let change = try ImportFuelApp(
                file: arguments[fuelAppFile], app: app, options: options, vehicleName: arguments[fuelAppVehicle],
                restoreRemoved: arguments[restoreRemoved])
            // A refusal (ImportRefusal) goes to the command line's own handling, in the user's language.
            let outcome = arguments[dryRun] ? try invocation.app.preview(change) : try invocation.app.perform(change)
            let words = invocation.words
            for vehicle in outcome.vehicles {
                let report = LubeLoggerReport(outcome: vehicle.outcome, wording: .fuelApp, words: words)
                for line in report.lines { invocation.console.line(line) }
            }
            if !outcome.skipped.isEmpty {
                invocation.console.line(words.plural(.importLeftOutRows, count: outcome.skipped.count))
                for skipped in outcome.skipped.prefix(LubeLoggerReport.listed) {
                    invocation.console.line("  \(change.parsed.fileName):\(skipped.line): \(words.reason(skipped))")
                }
                if outcome.skipped.count > LubeLoggerReport.listed {
                    invocation.console.line(words.text(.importAndMore, ["count": words.count(outcome.skipped.count - LubeLoggerReport.listed)]))
                }
            }
            let rounded = change.parsed.roundedOdometers
            if !rounded.isEmpty {
                // The logbook keeps whole units, as odometers show them: say which values lost a fraction.
                invocation.console.line(words.plural(.importRounded, count: rounded.count))
                for value in rounded.prefix(LubeLoggerReport.listed) {
                    invocation.console.line(words.text(.importRoundedValue, [
                        "file": change.parsed.fileName, "line": String(value.line), "column": String(value.column),
                        "written": value.written, "stored": words.number(value.stored),
                    ]))
                }
                if rounded.count > LubeLoggerReport.listed {
                    invocation.console.line(words.text(.importAndMore, ["count": words.count(rounded.count - LubeLoggerReport.listed)]))
                }
            }
            if outcome.isDryRun { invocation.console.line(words.text(.importDryRun)) }
        }
    }
}
