import AppCore
import ArgumentParsing
import GarageRules
import WidgetContract

/// `maintenance show`, `maintenance edit` and `maintenance remove`, by the item's id.
enum MaintenanceRecordCommands {
    static let all = [show, edit, remove]

    static let show = GloveboxCommand(
        ["maintenance", "show"], summary: "show one maintenance item with its next due point",
        arguments: [CommonOptions.recordID], reads: true
    ) { invocation in
        let detail = try invocation.app.maintenanceItem(id: invocation.arguments[CommonOptions.recordID])
        let (status, entry, today) = (detail.status, detail.vehicle, detail.today)
        if invocation.wantsJSON {
            return invocation.console.line(try Format.json(
                MaintenanceStatusJSON(status, vehicle: entry.vehicle, today: today, forecast: entry.forecast)))
        }
        let words = invocation.words
        invocation.console.line(words.text(.maintenanceShow, [
            "vehicle": entry.vehicle.name, "item": DashboardCommands.describe(status, words: words), "id": status.item.id.rawValue,
        ]))
    }

    static let name = Option("--name", value: "N", help: "a new name")
    static let noEveryMonths = Flag("--no-every-months", help: "no interval in months")
    static let noEveryDistance = Flag("--no-every-distance", help: "no interval in distance")
    static let noNextDate = Flag("--no-next-date", help: "no first due date")
    static let noNextDistance = Flag("--no-next-distance", help: "no first due odometer value")
    static let defaultWarnDays = Flag("--default-warn-days", help: "warn the default 30 days before")
    static let defaultWarnDistance = Flag("--default-warn-distance", help: "warn the unit's default distance before")

    static let edit = GloveboxCommand(
        ["maintenance", "edit"], summary: "change a maintenance item: its name, intervals, first due points or warnings",
        arguments: [CommonOptions.recordID],
        options: [
            name, MaintenanceCommands.everyMonths, noEveryMonths, MaintenanceCommands.everyDistance, noEveryDistance,
            MaintenanceCommands.nextDate, noNextDate, MaintenanceCommands.nextDistance, noNextDistance,
            MaintenanceCommands.warnDays, defaultWarnDays, MaintenanceCommands.warnDistance, defaultWarnDistance,
        ],
        discussion: "The item is checked as a new one is: a name no other item of the vehicle has, and at least one interval or first due point."
    ) { invocation in
        let item = try invocation.app.perform(EditMaintenanceItem(
            id: invocation.arguments[CommonOptions.recordID], name: invocation.arguments[name],
            intervalMonths: try CommonOptions.edit(MaintenanceCommands.everyMonths, or: noEveryMonths, in: invocation),
            intervalDistance: try CommonOptions.edit(MaintenanceCommands.everyDistance, or: noEveryDistance, in: invocation),
            firstDueDate: try CommonOptions.edit(MaintenanceCommands.nextDate, or: noNextDate, in: invocation),
            firstDueOdometer: try CommonOptions.edit(MaintenanceCommands.nextDistance, or: noNextDistance, in: invocation),
            warningDays: try CommonOptions.edit(MaintenanceCommands.warnDays, or: defaultWarnDays, in: invocation),
            warningDistance: try CommonOptions.edit(MaintenanceCommands.warnDistance, or: defaultWarnDistance, in: invocation)))
        invocation.console.line(invocation.words.text(.maintenanceChanged, ["name": item.name, "id": item.id.rawValue]))
    }

    static let remove = GloveboxCommand(
        ["maintenance", "remove"], summary: "remove a maintenance item with its logged services",
        arguments: [CommonOptions.recordID], options: [Confirmation.yes],
        discussion: "Its services and their costs go with it: it says how many and, on a terminal, asks first; otherwise it needs --yes. 'glovebox undo' brings them back."
    ) { invocation in
        let id = invocation.arguments[CommonOptions.recordID]
        let removal = try invocation.app.removal(ofItem: id)
        let (item, vehicle, services) = (removal.item, removal.vehicle, removal.services)
        // Refused before asking: a question whose yes cannot be carried out is no question.
        try vehicle.requireWritable()
        let words = invocation.words
        let what = services == 0
            ? words.text(.removeItem, ["item": item.name, "vehicle": vehicle.name])
            : words.text(.removeItemAndServices, [
                "item": item.name, "vehicle": vehicle.name, "services": words.plural(.countLoggedServices, count: services),
            ])
        if services > 0 { try Confirmation.require(words.text(.removeAction, ["what": what]), in: invocation, words: words) }
        try invocation.app.perform(RemoveRecord(.maintenanceItem, id: id))
        invocation.console.line(words.text(.removed, ["what": what]))
    }
}
