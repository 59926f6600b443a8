import SharedContainer
import WidgetContract

extension HostCommands {
    /// `add KIND [--family F] [--vehicle V]`: installs a widget and prints its id.
    func add(_ args: Arguments) throws(CommandError) {
        let configuration = try configuration(args, command: "add")
        let storage = try context.storage()
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
    func list(_ args: Arguments) throws(CommandError) {
        try args.requireNoPositionals(command: "list")
        let widgets = try context.storage().installedWidgets()
        if args.flags.contains("json") {
            try printJSON(widgets)
            return
        }
        guard !widgets.isEmpty else {
            context.output("no widgets installed\n")
            return
        }
        for widget in widgets {
            let vehicle = widget.vehicleId.map { "  vehicle \($0)" } ?? ""
            context.output("\(widget.id)  \(widget.kind.rawValue)  \(widget.family.rawValue)\(vehicle)\n")
        }
    }

    /// `remove ID`: uninstalls a widget.
    func remove(_ args: Arguments) throws(CommandError) {
        let id = try args.single("a widget id", command: "remove")
        let storage = try context.storage()
        var widgets = try storage.installedWidgets()
        guard let index = widgets.firstIndex(where: { $0.id == id }) else {
            throw .runtime("no installed widget has the id '\(id)' (see 'glovebox-widget list')")
        }
        widgets.remove(at: index)
        try storage.saveInstalledWidgets(widgets)
        var state = try storage.loadState()
        state.budget.forget(id)
        try storage.saveState(state)
    }
}
