import AppCore
import ArgumentParsing
import GarageRules
import WidgetContract

/// `maintenance add`, `maintenance list`, `maintenance done` and `maintenance postpone`.
enum MaintenanceCommands {
    static let all = [add, list, done, postpone]

    static let itemName = Argument("NAME", help: "such as 'Oil change'")
    static let everyMonths = Option(
        "--every-months", value: "N", help: "the interval in months", parse: .integer(in: 1...1_200))
    static let everyDistance = Option(
        "--every-distance", value: "N", help: "the interval in the vehicle's unit",
        parse: .integer(in: 1...Garage.maximumOdometer))
    static let nextDate = Option(
        "--next-date", value: "YYYY-MM-DD", help: "the first due date (before any service is logged)", parse: .day)
    static let nextDistance = Option(
        "--next-distance", value: "N", help: "the first due odometer value",
        parse: .integer(in: 0...Garage.maximumOdometer))
    static let warnDays = Option(
        "--warn-days", value: "N", help: "warn this many days before (default 30)", parse: .integer(in: 0...3_650))
    static let warnDistance = Option(
        "--warn-distance", value: "N", help: "warn this much distance before (default 1,000 km / 500 mi)",
        parse: .integer(in: 0...Garage.maximumOdometer))

    static let add = GloveboxCommand(
        ["maintenance", "add"], summary: "add a maintenance plan item (due every N months and/or N distance, whichever first)",
        arguments: [CommonOptions.vehicle, itemName],
        options: [everyMonths, everyDistance, nextDate, nextDistance, warnDays, warnDistance]
    ) { invocation in
        let arguments = invocation.arguments
        let item = try invocation.app.perform(AddMaintenanceItem(
            vehicle: arguments[CommonOptions.vehicle], name: arguments[itemName],
            intervalMonths: arguments[everyMonths], intervalDistance: arguments[everyDistance], firstDueDate: arguments[nextDate],
            firstDueOdometer: arguments[nextDistance], warningDays: arguments[warnDays],
            warningDistance: arguments[warnDistance]))
        invocation.console.line(invocation.words.text(.maintenanceAdded, ["name": item.name, "id": item.id.rawValue]))
    }

    static let list = GloveboxCommand(
        ["maintenance", "list"], summary: "list maintenance items with their next due point, next one first",
        arguments: [CommonOptions.listedVehicle], reads: true
    ) { invocation in
        let dashboard = try invocation.app.dashboard(vehicle: invocation.arguments[CommonOptions.listedVehicle])
        let words = invocation.words
        var rows: [MaintenanceStatusJSON] = []
        var lines: [String] = []
        for entry in dashboard.vehicles {
            let vehicle = entry.vehicle
            rows += entry.maintenance.map {
                MaintenanceStatusJSON($0, vehicle: vehicle, today: dashboard.today, forecast: entry.forecast)
            }
            if !entry.maintenance.isEmpty {
                lines.append(words.text(.vehicleGroup, ["vehicle": vehicle.name]))
                lines += entry.maintenance.map {
                    "  " + DashboardCommands.describe($0, words: words) + " " + words.text(.itemID, ["id": $0.item.id.rawValue])
                }
            }
        }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(rows))
        } else {
            invocation.console.line(lines.isEmpty ? words.text(.noMaintenance) : lines.joined(separator: "\n"))
        }
    }

    static let item = Argument("ITEM", help: "id or name")
    static let doneDate = Option("--date", value: "D", help: "the day it was done (default today)", parse: .day)
    static let doneOdometer = Option(
        "--odometer", value: "N", help: "the odometer then", parse: .integer(in: 0...Garage.maximumOdometer))
    static let cost = Option(
        "--cost", values: ["A", "CUR"], help: "what it cost (also recorded as a service expense)"
    ) { words in
        // The currency first: it decides how many decimals the amount may have.
        try ValueParser<Money>.amount(in: try ValueParser<CurrencyCode>.currency.parse(words[1])).parse(words[0])
    }

    static let done = GloveboxCommand(
        ["maintenance", "done"], summary: "log that a maintenance item was done (clears its postponement)",
        arguments: [CommonOptions.vehicle, item],
        options: [doneDate, doneOdometer, CommonOptions.correctsOdometer, cost, CommonOptions.note]
    ) { invocation in
        let arguments = invocation.arguments
        let odometer = arguments[doneOdometer].map {
            OdometerMark(value: $0, isCorrection: arguments[CommonOptions.correctsOdometer])
        }
        let logged = try invocation.app.perform(LogService(
            vehicle: arguments[CommonOptions.vehicle], item: arguments[item], date: arguments[doneDate],
            odometer: odometer, cost: arguments[cost], note: arguments[CommonOptions.note]))
        let words = invocation.words
        var line = words.text(.maintenanceLogged, ["item": logged.item.name, "day": words.day(logged.service.date)])
        if let cost = logged.expense?.amount { line += " " + words.text(.maintenanceCost, ["amount": words.money(cost)]) }
        invocation.console.line(line)
    }

    static let postponeDays = Option("--days", value: "N", help: "by N days", parse: .integer(in: 1...3_650))
    static let postponeDistance = Option(
        "--distance", value: "N", help: "by N distance units", parse: .integer(in: 1...Garage.maximumOdometer))
    static let untilDate = Option("--until-date", value: "D", help: "until a day", parse: .day)
    static let untilDistance = Option(
        "--until-distance", value: "N", help: "until an odometer value",
        parse: .integer(in: 0...Garage.maximumOdometer))
    static let postponeNames = [postponeDays.name, postponeDistance.name, untilDate.name, untilDistance.name]

    static let postpone = GloveboxCommand(
        ["maintenance", "postpone"], summary: "postpone an item's current occurrence",
        arguments: [CommonOptions.vehicle, item], options: [postponeDays, postponeDistance, untilDate, untilDistance],
        discussion: "Give exactly one of \(postponeNames.joined(separator: ", "))."
    ) { invocation in
        let arguments = invocation.arguments
        // Each option given, by its name, with the request it makes.
        let given: [(name: String, request: PostponeRequest)] = [
            arguments[postponeDays].map { (postponeDays.name, .days($0)) },
            arguments[postponeDistance].map { (postponeDistance.name, .distance($0)) },
            arguments[untilDate].map { (untilDate.name, .untilDate($0)) },
            arguments[untilDistance].map { (untilDistance.name, .untilOdometer($0)) },
        ].compactMap { $0 }
        guard given.count == 1 else {
            throw given.isEmpty
                ? invocation.usageError(.usageGiveOneOf, ["options": postponeNames.joined(separator: ", ")])
                : invocation.usageError(.usageGiveOnlyOneOf, ["options": given.map(\.name).joined(separator: ", ")])
        }
        let postponed = try invocation.app.perform(
            Postpone(vehicle: arguments[CommonOptions.vehicle], item: arguments[item], given[0].request))
        let due = postponed.postponement
        let words = invocation.words
        let to = [due?.dueDate.map(words.day), due?.dueOdometer.map(words.number)]
            .compactMap { $0 }.joined(separator: " / ")
        invocation.console.line(words.text(.maintenancePostponed, ["name": postponed.name, "due": to]))
    }
}
