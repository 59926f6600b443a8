import AppCore
import GarageRules
import WidgetContract

/// `deadline add`, `deadline list` and `deadline renew`.
enum DeadlineCommands {
    static let all = [add, list, renew]

    static let add = Command(
        ["deadline", "add"], summary: "add a deadline (insurance, inspection, road tax, …)",
        positionals: [
            .required("VEHICLE", "id or name"),
            .required("KIND", DeadlineKind.allCases.map(\.rawValue).joined(separator: ", ")),
            .required("DUE", "the due date, YYYY-MM-DD"),
        ],
        options: [
            .option("--title", "T", help: "the title (default: the kind's name)"),
            .option("--warn-days", "N", help: "warn this many days before (default per kind)"),
            .option("--every-months", "N", help: "recurs every N months on a fixed schedule"),
        ]
    ) { invocation in
        let arguments = invocation.arguments
        let kind = try DeadlineKind(parsing: arguments.positionals[1])
        let due = try ParsedArguments.day(arguments.positionals[2], label: "due date")
        let warnDays = try arguments.integer("--warn-days", in: 0...3_650)
        let months = try arguments.integer("--every-months", in: 1...1_200)
        let deadline = try invocation.app.perform(AddDeadline(
            vehicle: arguments.positionals[0], kind: kind, title: arguments.value("--title"), dueDate: due,
            warningDays: warnDays, recurrence: months.map { .everyMonths($0) } ?? .none))
        invocation.console.line("added deadline '\(deadline.title)' due \(deadline.dueDate) (id \(deadline.id))")
    }

    static let list = Command(
        ["deadline", "list"], summary: "list deadlines, soonest first",
        positionals: [VehicleListing.positional], isRead: true
    ) { invocation in
        let console = invocation.console
        let dashboard = try invocation.app.dashboard(vehicle: invocation.arguments.positional(0))
        let rows = dashboard.vehicles.flatMap { entry in
            entry.deadlines.map { DeadlineJSON($0, vehicle: entry.vehicle, today: dashboard.today) }
        }.sorted { ($0.dueDate, $0.title) < ($1.dueDate, $1.title) }
        if invocation.wantsJSON {
            console.line(try Format.json(rows))
        } else if rows.isEmpty {
            console.line("no deadlines")
        } else {
            let table = [["DUE", "VEHICLE", "TITLE", "KIND", "STATE", "RECURS"]] + rows.map {
                [$0.dueDate, $0.vehicleName, $0.title, $0.kind, $0.state, $0.everyMonths.map { "every \($0) months" } ?? "-"]
            }
            console.line(Format.table(table))
        }
    }

    static let renew = Command(
        ["deadline", "renew"], summary: "renew a deadline: a recurring one moves by its interval from its old due date",
        positionals: [.required("VEHICLE", "id or name"), .required("DEADLINE", "id, title or kind")],
        options: [.option("--due", "YYYY-MM-DD", help: "the new due date (required for a one-off deadline)")]
    ) { invocation in
        let arguments = invocation.arguments
        let due = try arguments.day("--due")
        let deadline = try invocation.app.perform(
            RenewDeadline(vehicle: arguments.positionals[0], deadline: arguments.positionals[1], newDueDate: due))
        invocation.console.line("renewed '\(deadline.title)': now due \(deadline.dueDate)")
    }
}
