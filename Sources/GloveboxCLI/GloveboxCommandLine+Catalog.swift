import ArgumentParsing

extension GloveboxCommandLine {
    /// Every command, in the order the listing shows them.
    static let commands: [GloveboxCommand] =
        AccountCommands.all + PasswordCommand.all + KeyCommands.all + SyncCommands.all + ConflictCommands.all + ShareCommands.all + PreferenceCommands.all + VehicleCommands.all
        + RecordCommands.all + OdometerCommands.all + ExpenseCommands.all + FuelCommands.all + EconomyCommand.all
        + MaintenanceCommands.all + MaintenanceRecordCommands.all + ServiceCommands.all
        + DeadlineCommands.all + DeadlineRecordCommands.all + ImportCommands.all + DashboardCommands.all
        + ReportCommand.all + HistoryCommands.all + ExportCommands.all + ShortcutCommands.all + PublishCommands.all + CalendarCommands.all
        + RemindCommands.all + CompletionCommand.all + DemoCommand.all

    /// The commands' specs, with the program-level facts the listing states: what it keeps and
    /// where, how vehicles are named, the exit statuses.
    static let catalog = CommandCatalog(
        program: program,
        overview: """
        Glovebox, a vehicle logbook: vehicles, odometer readings, expenses in any currency,
        maintenance plans and deadlines, kept on this device ($GLOVEBOX_HOME, else
        $XDG_DATA_HOME/glovebox, else ~/.local/share/glovebox). Every change publishes the
        widgets' and Shortcuts' snapshots and the calendar file.
        """,
        specs: commands.map(\.spec),
        discussion: """
        Vehicles and items are named by id or by name, in any letter case; read commands take --json.
        exit status: 0 success, 1 failure, 2 bad command line or refused value
        """)

    /// The command whose spec has `path`; the catalog is made of these specs, so there is one.
    static func command(at path: [String]) -> GloveboxCommand {
        guard let command = commands.first(where: { $0.spec.path == path }) else {
            preconditionFailure("no command has the path '\(path.joined(separator: " "))'")
        }
        return command
    }
}
