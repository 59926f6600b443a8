import AppCore
import ArgumentParsing
import GarageRules
import WidgetContract

/// `deadline add`, `deadline list` and `deadline renew`.
enum DeadlineCommands {
    static let all = [add, list, renew]

    static let kind = Argument(
        "KIND", help: DeadlineKind.allCases.map(\.rawValue).joined(separator: ", "), parse: .deadlineKind)
    static let due = Argument("DUE", help: "the due date, YYYY-MM-DD", parse: .day)
    static let title = Option("--title", value: "T", help: "the title (default: the kind's name)")
    static let warnDays = Option(
        "--warn-days", value: "N", help: "warn this many days before (default per kind)",
        parse: .integer(in: 0...3_650))
    static let everyMonths = Option(
        "--every-months", value: "N", help: "recurs every N months on a fixed schedule", parse: .integer(in: 1...1_200))

    static let add = GloveboxCommand(
        ["deadline", "add"], summary: "add a deadline (insurance, inspection, road tax, …)",
        arguments: [CommonOptions.vehicle, kind, due], options: [title, warnDays, everyMonths]
    ) { invocation in
        let arguments = invocation.arguments
        let deadline = try invocation.app.perform(AddDeadline(
            vehicle: arguments[CommonOptions.vehicle], kind: arguments[kind], title: arguments[title],
            dueDate: arguments[due], warningDays: arguments[warnDays],
            recurrence: arguments[everyMonths].map { .everyMonths($0) } ?? .none))
        let words = invocation.words
        invocation.console.line(words.text(.deadlineAdded, [
            "title": words.title(deadline.title, kind: deadline.kind), "day": words.day(deadline.dueDate), "id": deadline.id.rawValue,
        ]))
    }

    static let list = GloveboxCommand(
        ["deadline", "list"], summary: "list deadlines, soonest first", arguments: [CommonOptions.listedVehicle],
        reads: true
    ) { invocation in
        let console = invocation.console
        let dashboard = try invocation.app.dashboard(vehicle: invocation.arguments[CommonOptions.listedVehicle])
        let rows = dashboard.vehicles.flatMap { entry in
            entry.deadlines.map { DeadlineJSON($0, vehicle: entry.vehicle, today: dashboard.today) }
        }.sorted { ($0.dueDate, $0.title) < ($1.dueDate, $1.title) }
        if invocation.wantsJSON {
            console.line(try Format.json(rows))
        } else if rows.isEmpty {
            console.line(invocation.words.text(.noDeadlines))
        } else {
            let words = invocation.words
            let header = [.headerID, .headerDue, .headerVehicle, .headerTitle, .headerKind, .headerState, .headerRecurs].map { words.text($0) }
            let table = [header] + rows.map {
                [$0.id, words.day(iso: $0.dueDate), $0.vehicleName, words.title($0.title, kindWord: $0.kind), words.kind(word: $0.kind),
                 words.state(word: $0.state), $0.everyMonths.map { words.plural(.everyMonths, count: $0) } ?? "-"]
            }
            console.line(Format.table(table))
        }
    }

    static let deadline = Argument("DEADLINE", help: "id, title or kind")
    static let newDue = Option(
        "--due", value: "YYYY-MM-DD", help: "the new due date (required for a one-off deadline)", parse: .day)

    static let renew = GloveboxCommand(
        ["deadline", "renew"], summary: "renew a deadline: a recurring one moves by its interval from its old due date",
        arguments: [CommonOptions.vehicle, deadline], options: [newDue]
    ) { invocation in
        let arguments = invocation.arguments
        let renewed = try invocation.app.perform(RenewDeadline(
            vehicle: arguments[CommonOptions.vehicle], deadline: arguments[deadline], newDueDate: arguments[newDue]))
        let words = invocation.words
        invocation.console.line(words.text(.deadlineRenewed, [
            "title": words.title(renewed.title, kind: renewed.kind), "day": words.day(renewed.dueDate),
        ]))
    }
}
