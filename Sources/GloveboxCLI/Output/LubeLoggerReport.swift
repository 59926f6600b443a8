import AppCore
import GarageRules
import GarageStorage

/// What `import lubelogger` says about an import (or a dry run of one): what was added and what was
/// already there, how the file's currency and units were read, and every row it did something
/// special with, by file and line.
struct LubeLoggerReport {
    /// The words that differ between a LubeLogger export and another app's file imported the same way.
    struct Wording {
        /// What the tax rows are called (another app's other costs go there too).
        var otherCosts: String
        /// How a unit the user (or the file) said is told.
        var unitSaid: String
        /// How a currency the user said is told.
        var currencySaid: String

        static let lubeLogger = Wording(otherCosts: "tax", unitSaid: "as --unit says", currencySaid: "as --currency says")
        static let fuelApp = Wording(
            otherCosts: "other cost", unitSaid: "as the file, --distance-unit or the vehicle says",
            currencySaid: "as the file or --currency says")
    }

    let outcome: ImportLubeLogger.Outcome
    var wording = Wording.lubeLogger

    /// The most locations one line lists before it says how many more.
    static let listed = 10

    private var plan: LubeLoggerImport.Plan { outcome.plan }
    private var dryRun: Bool { outcome.isDryRun }

    /// `imported` or `would import`, and the like.
    private func verb(_ done: String, _ wouldBe: String) -> String { dryRun ? wouldBe : done }

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
        var line = verb("imported", "would import") + " \(Format.grouped(counts.total)) new "
            + (counts.total == 1 ? "record" : "records") + " into '\(vehicle.name)'"
        if outcome.createsVehicle {
            line += " (a new vehicle counting in \(vehicle.distanceUnit.rawValue))"
        }
        var known: [String] = []
        if plan.alreadyImported > 0 || (plan.removed.isEmpty && !outcome.createsVehicle) {
            known.append("\(Format.grouped(plan.alreadyImported)) already imported")
        }
        if !plan.removed.isEmpty { known.append("\(Format.grouped(plan.removed.count)) removed since, left out") }
        if !known.isEmpty { line += " (" + known.joined(separator: ", ") + ")" }
        return line + ": \(Format.grouped(counts.fuel)) fuel, \(Format.grouped(counts.service)) service, "
            + "\(Format.grouped(counts.odometer)) odometer and \(Format.grouped(counts.tax)) \(wording.otherCosts)"
    }

    /// How the costs' currency was known.
    var currencyLine: String? {
        guard let currency = outcome.currency else { return nil }
        guard let sign = outcome.currencySign else {
            return "costs in \(currency.code), \(wording.currencySaid) (the file writes no currency sign)"
        }
        if currency.code == Self.signDefaults[sign] {
            return "costs in \(currency.code): the file writes \(sign) (--currency names another currency of that sign)"
        }
        return "costs in \(currency.code): the file writes \(sign), and --currency says which"
    }

    /// The currency each sign means unless `--currency` names another (`LubeLoggerCosts`).
    private static let signDefaults = ["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"]

    /// How the distances were read, and converted.
    var unitLine: String {
        let from = outcome.exportUnit, to = outcome.vehicle.distanceUnit
        var line = "distances in \(from.rawValue), "
            + (outcome.unitWasSaid ? wording.unitSaid : "LubeLogger's default: its export does not say (--unit km if it counts in km)")
        guard from != to else { return line }
        var converted = ["\(Format.grouped(plan.convertedOdometers)) odometer values"]
        if outcome.convertedReminderDistances > 0 {
            converted.append("\(outcome.convertedReminderDistances) reminder distances")
        }
        line += "; " + verb("converted", "would be converted") + " to \(to.rawValue): "
            + converted.joined(separator: " and ") + " (\(from.equivalence(in: to)), each rounded to the nearest \(to.rawValue))"
        return line
    }

    /// The rows the import did something special with.
    var rowLines: [String] {
        var lines: [String] = []
        if !plan.removed.isEmpty {
            let one = plan.removed.count == 1
            lines.append(
                "left out \(rows(plan.removed.count)) whose " + (one ? "record was" : "records were")
                    + " removed since an earlier import (--restore-removed brings " + (one ? "it" : "them") + " back): "
                    + list(plan.removed))
        }
        if !plan.restored.isEmpty {
            let one = plan.restored.count == 1
            lines.append(
                verb("brought back", "would bring back") + " \(rows(plan.restored.count)) whose "
                    + (one ? "record was" : "records were") + " removed since an earlier import: " + list(plan.restored))
        }
        if plan.undone > 0 {
            lines.append("\(rows(plan.undone)) of an import that was undone " + verb("were", "would be") + " imported again")
        }
        if !plan.backwards.isEmpty {
            let count = plan.backwards.count
            lines.append(
                "\(Format.grouped(count)) "
                    + (count == 1 ? "reading is lower than the one before it, " : "readings are lower than the one before them, ")
                    + verb("stored", "would be stored") + (count == 1 ? " as a correction" : " as corrections")
                    + " (outside the odometer checks' series):")
            lines += plan.backwards.map { "  \($0)" }
        }
        if !plan.cleanedNotes.isEmpty {
            lines.append(
                verb("cleaned", "would clean") + " \(notes(plan.cleanedNotes.count)) of control or text-direction "
                    + "characters (line breaks became spaces): " + list(plan.cleanedNotes))
        }
        if !plan.shortenedNotes.isEmpty {
            lines.append(
                verb("cut", "would cut") + " \(notes(plan.shortenedNotes.count)) to "
                    + "\(Format.grouped(TextRule.note.maximumLength)) characters: " + list(plan.shortenedNotes))
        }
        return lines
    }

    /// What became of the export's reminders, with the command that plans one that was not added.
    func reminderLines(withReminders flag: String) -> [String] {
        outcome.reminders.map { entry in
            let name = entry.reminder.description
            switch entry.status {
            case .added:
                return verb("added", "would add") + " maintenance item '\(name)' from its reminder"
            case .alreadyPlanned:
                return "maintenance item '\(name)' is already planned; its reminder was left alone"
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
                return "reminder not imported (use \(flag)): '\(name)'; to plan it: \(command)"
            }
        }
    }

    private func rows(_ count: Int) -> String { "\(Format.grouped(count)) " + (count == 1 ? "row" : "rows") }

    private func notes(_ count: Int) -> String { "\(Format.grouped(count)) " + (count == 1 ? "note" : "notes") }

    /// `gasrecords.csv:5, gasrecords.csv:9 and 3 more`.
    private func list(_ locations: [LubeLoggerImport.Location]) -> String {
        let shown = locations.prefix(Self.listed).map(\.description)
        let more = locations.count - shown.count
        return more > 0 ? shown.joined(separator: ", ") + " and \(Format.grouped(more)) more" : shown.joined(separator: ", ")
    }
}
