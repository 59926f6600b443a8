import AppCore
import GarageRules
import GarageStorage

/// What `import lubelogger` says about an import (or a dry run of one): what was added and what was
/// already there, how the file's currency and units were read, and every row it did something
/// special with, by file and line.
struct LubeLoggerReport {
    /// The sentences that differ between a LubeLogger export and another app's file imported the same way.
    struct Wording {
        /// The counts of the summary (the tax rows are another app's other costs).
        var counts: CLIMessage
        /// How a unit the user (or the file) said is told.
        var unitSaid: CLIMessage
        /// How a currency the user said is told.
        var currencySaid: CLIMessage

        static let lubeLogger = Wording(
            counts: .importCountsLubeLogger, unitSaid: .importDistancesSaidLubeLogger, currencySaid: .importCurrencySaidLubeLogger)
        static let fuelApp = Wording(
            counts: .importCountsFuelApp, unitSaid: .importDistancesSaidFuelApp, currencySaid: .importCurrencySaidFuelApp)
    }

    let outcome: ImportLubeLogger.Outcome
    var wording = Wording.lubeLogger
    /// The user's language and formats.
    var words = CLIWords.english

    /// The most locations one line lists before it says how many more.
    static let listed = 10

    private var plan: LubeLoggerImport.Plan { outcome.plan }
    private var dryRun: Bool { outcome.isDryRun }

    /// `done` or, for a dry run, `wouldBe` (`imported` or `would import`, and the like).
    private func verb<Message>(_ done: Message, _ wouldBe: Message) -> Message { dryRun ? wouldBe : done }

    /// Every line but the current odometer and the reminders, in order.
    var lines: [String] {
        var lines = [summary]
        if let currency = currencyLine { lines.append(currency) }
        lines.append(unitLine)
        lines += rowLines
        return lines
    }

    /// `imported 0 new records into 'Jeep' (291 already imported): 0 fuel, 0 service, 0 odometer and 0 tax`.
    var summary: String {
        let counts = outcome.counts
        let vehicle = outcome.vehicle
        let created = outcome.createsVehicle ? words.text(.importCreatesVehicle, ["unit": vehicle.distanceUnit.rawValue]) : ""
        var known: [String] = []
        if plan.alreadyImported > 0 || (plan.removed.isEmpty && !outcome.createsVehicle) {
            known.append(grouped(.importAlready, plan.alreadyImported))
        }
        if !plan.removed.isEmpty { known.append(grouped(.importRemovedSince, plan.removed.count)) }
        let figures = words.text(wording.counts, [
            "fuel": words.number(counts.fuel), "service": words.number(counts.service),
            "odometer": words.number(counts.odometer), "tax": words.number(counts.tax),
        ])
        return words.text(verb(.importSummary, .importSummaryDry), [
            "records": grouped(.importNewRecords, counts.total), "vehicle": vehicle.name, "created": created,
            "known": known.isEmpty ? "" : words.text(.importKnown, ["known": known.joined(separator: ", ")]), "counts": figures,
        ])
    }

    /// How the costs' currency was known.
    var currencyLine: String? {
        guard let currency = outcome.currency else { return nil }
        guard let sign = outcome.currencySign else {
            return words.text(wording.currencySaid, ["code": currency.code])
        }
        let message: CLIMessage = currency.code == Self.signDefaults[sign] ? .importCurrencySignDefault : .importCurrencySign
        return words.text(message, ["code": currency.code, "sign": sign])
    }

    /// The currency each sign means unless `--currency` names another (`LubeLoggerCosts`).
    private static let signDefaults = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]

    /// How the distances were read, and converted.
    var unitLine: String {
        let from = outcome.exportUnit, to = outcome.vehicle.distanceUnit
        let line = words.text(outcome.unitWasSaid ? wording.unitSaid : .importDistancesDefault, ["unit": from.rawValue])
        guard from != to else { return line }
        var converted = grouped(.importOdometerValues, plan.convertedOdometers)
        if outcome.convertedReminderDistances > 0 {
            converted = words.text(.listAnd, [
                "first": converted, "second": words.plural(.importReminderDistances, count: outcome.convertedReminderDistances),
            ])
        }
        // The equivalence is the rules' own figure (`1 mi = 1.609344 km`), the same in every language.
        return line + words.text(verb(.importConverted, .importConvertedDry), [
            "unit": to.rawValue, "what": converted, "equivalence": from.equivalence(in: to),
        ])
    }

    /// The rows the import did something special with.
    var rowLines: [String] {
        var lines: [String] = []
        if !plan.removed.isEmpty {
            lines.append(grouped(.importLeftOutRemoved, plan.removed.count, ["list": list(plan.removed)]))
        }
        if !plan.restored.isEmpty {
            lines.append(grouped(verb(.importBroughtBack, .importBroughtBackDry), plan.restored.count, ["list": list(plan.restored)]))
        }
        if plan.undone > 0 {
            lines.append(grouped(verb(.importUndone, .importUndoneDry), plan.undone))
        }
        if !plan.backwards.isEmpty {
            lines.append(grouped(verb(.importBackwards, .importBackwardsDry), plan.backwards.count))
            lines += plan.backwards.map(backwardsRow)
        }
        if !plan.cleanedNotes.isEmpty {
            lines.append(grouped(verb(.importCleaned, .importCleanedDry), plan.cleanedNotes.count, ["list": list(plan.cleanedNotes)]))
        }
        if !plan.shortenedNotes.isEmpty {
            lines.append(grouped(verb(.importCut, .importCutDry), plan.shortenedNotes.count, [
                "maximum": words.number(TextRule.note.maximumLength), "list": list(plan.shortenedNotes),
            ]))
        }
        return lines
    }

    /// What became of the export's reminders, with the command that plans one that was not added.
    func reminderLines(withReminders flag: String) -> [String] {
        outcome.reminders.map { entry in
            let name = entry.reminder.description
            switch entry.status {
            case .added:
                return words.text(verb(.importReminderAdded, .importReminderAddedDry), ["name": name])
            case .alreadyPlanned:
                return words.text(.importReminderPlanned, ["name": name])
            case .notAdded:
                var command = "glovebox maintenance add \(outcome.vehicle.id) '\(name)'"
                // Spelled with `maintenance add`'s own declarations, so the hint cannot go stale.
                let options: [(name: String, value: String?)] = [
                    (MaintenanceCommands.everyMonths.name, entry.draft.intervalMonths.map(String.init)),
                    (MaintenanceCommands.everyDistance.name, entry.draft.intervalDistance.map(String.init)),
                    (MaintenanceCommands.nextDate.name, entry.draft.firstDueDate.map(\.isoString)),
                    (MaintenanceCommands.nextDistance.name, entry.draft.firstDueOdometer.map(String.init)),
                ]
                for (name, value) in options {
                    if let value { command += " \(name) \(value)" }
                }
                return words.text(.importReminderNotImported, ["flag": flag, "name": name, "command": command])
            }
        }
    }

    /// `  servicerecords.csv:19: odometer 204,660 is lower than 205,056 on 2020-05-30 (gasrecords.csv:3)`,
    /// as `LubeLoggerImport.Plan.Backwards` says it in English.
    private func backwardsRow(_ row: LubeLoggerImport.Plan.Backwards) -> String {
        words.text(.importBackwardsRow, [
            "location": row.location.description, "value": words.number(row.value), "previous": words.number(row.previous),
            "day": words.day(row.previousDay), "source": row.previousLocation.map { "(\($0))" } ?? words.text(.importInLogbook),
        ])
    }

    /// `message`'s form for `count`, the count grouped as the import has always written it.
    private func grouped(_ message: CLIPlural, _ count: Int, _ values: [String: String] = [:]) -> String {
        words.plural(message, count: count, shown: words.number(count), values)
    }

    /// `gasrecords.csv:5, gasrecords.csv:9 and 3 more`.
    private func list(_ locations: [LubeLoggerImport.Location]) -> String {
        let shown = locations.prefix(Self.listed).map(\.description).joined(separator: ", ")
        let more = locations.count - Self.listed
        return more > 0 ? words.text(.importListMore, ["list": shown, "more": words.number(more)]) : shown
    }
}
