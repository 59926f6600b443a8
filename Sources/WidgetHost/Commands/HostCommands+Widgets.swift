import ArgumentParsing
import SharedContainer
import WidgetContract
import WidgetTimeline

extension HostCommands {
    static let addCommand = HostCommand(
        spec: CommandSpec(
            ["add"], summary: "install a widget",
            discussion: """
            Installs a widget of KIND in family F (default small), optionally about vehicle V, and
            prints its id. The app sees it in currentConfigurations(). V is chosen as the system's sheet
            offers it: among the vehicles of the widgets' snapshot, by id or by name (any letter case);
            one the snapshot does not have is refused with the list. Before the app has published a
            snapshot, V is kept as typed.
            """,
            signature: CommandSignature(
                arguments: [HostOptions.kind], options: [HostOptions.family, HostOptions.vehicleChoice]))
    ) { commands, arguments throws(CommandError) in try commands.add(arguments) }

    static let listCommand = HostCommand(
        spec: CommandSpec(
            ["list"], summary: "the installed widgets",
            discussion: "Lists the installed widgets: id, kind, family and vehicle.",
            signature: CommandSignature(options: [HostOptions.json]))
    ) { commands, arguments throws(CommandError) in try commands.list(arguments) }

    static let widgetId = Argument("ID", help: "the widget's id, as 'list' prints it")

    static let removeCommand = HostCommand(
        spec: CommandSpec(
            ["remove"], summary: "uninstall a widget",
            discussion: "Uninstalls the widget with id ID (see 'list'); its spent budget goes with it.",
            signature: CommandSignature(arguments: [widgetId]))
    ) { commands, arguments throws(CommandError) in try commands.remove(arguments) }

    /// `add KIND [--family F] [--vehicle V]`: installs a widget and prints its id.
    func add(_ arguments: ParsedArguments) throws(CommandError) {
        var configuration = try HostOptions.configuration(arguments)
        let storage = try context.storage()
        if let typed = configuration.vehicleId, let snapshot = SnapshotLoader.load(storage.readSnapshot()).snapshot {
            // As the system's sheet would: only a vehicle the snapshot offers, kept by its id.
            let options = VehicleOption.all(in: snapshot)
            guard let chosen = VehicleOption.matching(typed, among: options) else {
                let listed = options.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
                throw .usage(.message(
                    .vehicleNotInSnapshot, ["vehicle": typed, "vehicles": listed.isEmpty ? context.text(.noVehiclesYet) : listed]))
            }
            configuration.vehicleId = chosen.id
        } else if let typed = configuration.vehicleId {
            // Nothing to choose from yet: kept as typed, when it can be an id.
            do {
                configuration.vehicleId = try ValueParser<String>.vehicleId.parse(typed)
            } catch {
                throw .usage(.message(.vehicleNotAnID, ["vehicle": typed]))
            }
        }
        var widgets = try storage.installedWidgets()
        // Short ids a person can type: w1, w2… never reusing one, even of a removed widget, whose
        // spent budget and timeline must not pass to the new one.
        var state = try storage.loadState()
        let id = state.allocateWidgetId(installed: widgets)
        // The counter is saved first: should the second save fail, a number is skipped, never reused.
        try storage.saveState(state)
        let widget = InstalledWidget(
            id: id, kind: configuration.kind, family: configuration.family, vehicleId: configuration.vehicleId)
        widgets.append(widget)
        try storage.saveInstalledWidgets(widgets)
        context.output(widget.id + "\n")
    }

    /// `list [--json]`: the installed widgets.
    func list(_ arguments: ParsedArguments) throws(CommandError) {
        let widgets = try context.storage().installedWidgets()
        if arguments[HostOptions.json] {
            try printJSON(widgets)
            return
        }
        guard !widgets.isEmpty else {
            context.output(context.text(.noWidgetsInstalled) + "\n")
            return
        }
        for widget in widgets {
            let vehicle = widget.vehicleId.map { "  " + context.text(.listVehicle, ["vehicle": $0]) } ?? ""
            context.output("\(widget.id)  \(widget.kind.rawValue)  \(widget.family.rawValue)\(vehicle)\n")
        }
    }

    /// `remove ID`: uninstalls a widget.
    func remove(_ arguments: ParsedArguments) throws(CommandError) {
        let id = arguments[Self.widgetId]
        let storage = try context.storage()
        var widgets = try storage.installedWidgets()
        guard let index = widgets.firstIndex(where: { $0.id == id }) else {
            throw .runtime(.message(.noWidgetWithID, ["id": id]))
        }
        widgets.remove(at: index)
        try storage.saveInstalledWidgets(widgets)
        var state = try storage.loadState()
        state.budget.forget(id)
        try storage.saveState(state)
    }
}
