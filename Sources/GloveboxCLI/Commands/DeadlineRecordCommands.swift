import AppCore
import ArgumentParsing
import GarageRules
import WidgetContract

/// `deadline show`, `deadline edit` and `deadline remove`, by the deadline's id.
enum DeadlineRecordCommands {
    static let all = [show, edit, remove]

    static let show = GloveboxCommand(
        ["deadline", "show"], summary: "show one deadline", arguments: [CommonOptions.recordID], reads: true
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        guard let detail = try invocation.app.deadline(id: id) else {
            throw GarageError.unknownRecord(kind: RecordKind.deadline.word, id: id)
        }
        let (deadline, vehicle) = (detail.deadline, detail.vehicle)
        let today = try invocation.app.today()
        let row = DeadlineJSON(deadline, vehicle: vehicle, today: today)
        if invocation.wantsJSON { return invocation.console.line(try Format.json(row)) }
        let words = invocation.words
        let heading = words.text(.deadlineHeading, [
            "title": words.title(deadline.title, kind: deadline.kind), "kind": words.kind(deadline.kind),
            "vehicle": vehicle.name, "id": deadline.id.rawValue,
        ])
        let details = words.text(.deadlineDetails, [
            "day": words.day(deadline.dueDate), "warning": words.day(deadline.warningFrom), "state": words.state(word: row.state),
        ])
        let recurrence = row.everyMonths.map { ", " + words.plural(.everyMonths, count: $0) } ?? ""
        invocation.console.line(heading + "\n  " + details + recurrence)
    }

    static let kind = Option("--kind", value: "K", help: "a new kind", parse: .deadlineKind)
    static let title = Option("--title", value: "T", help: "a new title (empty: the kind's name)")
    static let due = Option("--due", value: "YYYY-MM-DD", help: "a new due date (a new schedule starts from it)", parse: .day)
    static let defaultWarnDays = Flag("--default-warn-days", help: "warn the kind's default days before")
    static let noRepeat = Flag("--no-repeat", help: "make it a one-off")

    static let edit = GloveboxCommand(
        ["deadline", "edit"], summary: "change a deadline: its kind, title, due date, warning or recurrence",
        arguments: [CommonOptions.recordID],
        options: [kind, title, due, DeadlineCommands.warnDays, defaultWarnDays, DeadlineCommands.everyMonths, noRepeat]
    ) { invocation in
        let arguments = invocation.arguments
        let repeats = try CommonOptions.edit(DeadlineCommands.everyMonths, or: noRepeat, in: invocation)
        let deadline = try invocation.app.perform(EditDeadline(
            id: arguments[CommonOptions.recordID], kind: arguments[kind], title: arguments[title], dueDate: arguments[due],
            warningDays: try CommonOptions.edit(DeadlineCommands.warnDays, or: defaultWarnDays, in: invocation),
            recurrence: repeats.map { $0.map { .everyMonths($0) } ?? Recurrence.none }))
        let words = invocation.words
        invocation.console.line(words.text(.deadlineChanged, [
            "title": words.title(deadline.title, kind: deadline.kind), "day": words.day(deadline.dueDate), "id": deadline.id.rawValue,
        ]))
    }

    static let remove = GloveboxCommand(
        ["deadline", "remove"], summary: "remove a deadline ('glovebox undo' brings it back)",
        arguments: [CommonOptions.recordID]
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        let vehicle = try invocation.app.perform(RemoveRecord(.deadline, id: id))
        invocation.console.line(invocation.words.text(.deadlineRemoved, ["id": id, "vehicle": vehicle.name]))
    }
}
