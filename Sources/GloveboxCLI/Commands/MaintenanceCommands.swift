import AppCore
import GarageRules
import WidgetContract

/// `maintenance add`, `maintenance list`, `maintenance done` and `maintenance postpone`.
enum MaintenanceCommands {
    static let all = [add, list, done, postpone]

    static let add = Command(
        ["maintenance", "add"], summary: "add a maintenance plan item (due every N months and/or N distance, whichever first)",
        positionals: [.required("VEHICLE", "id or name"), .required("NAME", "such as 'Oil change'")],
        options: [
            .option("--every-months", "N", help: "the interval in months"),
            .option("--every-distance", "N", help: "the interval in the vehicle's unit"),
            .option("--next-date", "YYYY-MM-DD", help: "the first due date (before any service is logged)"),
            .option("--next-distance", "N", help: "the first due odometer value"),
            .option("--warn-days", "N", help: "warn this many days before (default 30)"),
            .option("--warn-distance", "N", help: "warn this much distance before (default 1,000 km / 500 mi)"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let months = try arguments.integer("--every-months", in: 1...1_200)
        let distance = try arguments.integer("--every-distance", in: 1...Garage.maximumOdometer)
        let nextDate = try arguments.day("--next-date")
        let nextDistance = try arguments.integer("--next-distance", in: 0...Garage.maximumOdometer)
        let warnDays = try arguments.integer("--warn-days", in: 0...3_650)
        let warnDistance = try arguments.integer("--warn-distance", in: 0...Garage.maximumOdometer)
        let item = try invocation.app.perform(AddMaintenanceItem(
            vehicle: arguments.positionals[0], name: arguments.positionals[1], intervalMonths: months,
            intervalDistance: distance, firstDueDate: nextDate, firstDueOdometer: nextDistance,
            warningDays: warnDays, warningDistance: warnDistance))
        invocation.console.line("added maintenance item '\(item.name)' (id \(item.id))")
    }

    static let list = Command(
        ["maintenance", "list"], summary: "list maintenance items with their next due point, next one first",
        positionals: [VehicleListing.positional], isRead: true
    ) { invocation in
        let dashboard = try invocation.app.dashboard(vehicle: invocation.arguments.positional(0))
        var rows: [MaintenanceStatusJSON] = []
        var lines: [String] = []
        for entry in dashboard.vehicles {
            let vehicle = entry.vehicle
            rows += entry.maintenance.map {
                MaintenanceStatusJSON($0, vehicle: vehicle, today: dashboard.today, forecast: entry.forecast)
            }
            if !entry.maintenance.isEmpty {
                lines.append("\(vehicle.name):")
                lines += entry.maintenance.map { "  " + DashboardCommands.describe($0) }
            }
        }
        if invocation.wantsJSON {
            invocation.console.line(try Format.json(rows))
        } else {
            invocation.console.line(lines.isEmpty ? "no maintenance items" : lines.joined(separator: "\n"))
        }
    }

    static let done = Command(
        ["maintenance", "done"], summary: "log that a maintenance item was done (clears its postponement)",
        positionals: [.required("VEHICLE", "id or name"), .required("ITEM", "id or name")],
        options: [
            .option("--date", "D", help: "the day it was done (default today)"),
            .option("--odometer", "N", help: "the odometer then"),
            .flag("--correct", "the odometer corrects earlier readings"),
            .option("--cost", "A", "CUR", help: "what it cost (also recorded as a service expense)"),
            .option("--note", "N", help: "a note"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let date = try arguments.day("--date")
        let odometer = try arguments.integer("--odometer", in: 0...Garage.maximumOdometer)
        var cost: Money?
        if let values = arguments.values("--cost") {
            cost = try Money(parsing: values[0], currency: try CurrencyCode(values[1]))
        }
        let logged = try invocation.app.perform(LogService(
            vehicle: arguments.positionals[0], item: arguments.positionals[1], date: date,
            odometer: odometer.map { OdometerMark(value: $0, isCorrection: arguments.has("--correct")) },
            cost: cost, note: arguments.value("--note")))
        var line = "logged '\(logged.item.name)' on \(logged.service.date)"
        if let cost = logged.expense?.amount { line += " (cost \(cost))" }
        invocation.console.line(line)
    }

    static let postpone = Command(
        ["maintenance", "postpone"], summary: "postpone an item's current occurrence",
        positionals: [.required("VEHICLE", "id or name"), .required("ITEM", "id or name")],
        options: [
            .option("--days", "N", help: "by N days"),
            .option("--distance", "N", help: "by N distance units"),
            .option("--until-date", "D", help: "until a day"),
            .option("--until-distance", "N", help: "until an odometer value"),
        ],
        discussion: "Give exactly one of --days, --distance, --until-date, --until-distance."
    ) { invocation in
        let arguments = invocation.arguments
        let given = ["--days", "--distance", "--until-date", "--until-distance"].filter(arguments.has)
        guard given.count == 1 else {
            throw CLIError.usage(
                given.isEmpty ? "give one of --days, --distance, --until-date, --until-distance"
                    : "give only one of \(given.joined(separator: ", "))",
                usage: postponeUsage)
        }
        let request: PostponeRequest
        switch given[0] {
        case "--days": request = .days(try arguments.integer("--days", in: 1...3_650)!)
        case "--distance": request = .distance(try arguments.integer("--distance", in: 1...Garage.maximumOdometer)!)
        case "--until-date": request = .untilDate(try arguments.day("--until-date")!)
        default: request = .untilOdometer(try arguments.integer("--until-distance", in: 0...Garage.maximumOdometer)!)
        }
        let item = try invocation.app.perform(
            Postpone(vehicle: arguments.positionals[0], item: arguments.positionals[1], request))
        let to = [item.postponement?.dueDate.map { "\($0)" }, item.postponement?.dueOdometer.map { Format.grouped($0) }]
            .compactMap { $0 }.joined(separator: " / ")
        invocation.console.line("postponed '\(item.name)' to \(to)")
    }

    static let postponeUsage =
        "glovebox maintenance postpone VEHICLE ITEM (--days N | --distance N | --until-date D | --until-distance N)"
}
