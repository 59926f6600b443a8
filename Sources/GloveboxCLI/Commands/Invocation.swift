import AppCore
import ArgumentParsing
import HouseholdSync
import ReminderDelivery

/// What a running command gets: its parsed arguments, the app, and where to print.
struct Invocation {
    /// The command being run, for its usage line.
    let spec: CommandSpec
    /// The command line, every value read through the command's declarations.
    let arguments: ParsedArguments
    /// The app: the logbook, the clock, and the one way to change the logbook.
    let app: AppSession
    /// Where output goes.
    let console: Console
    /// How a sync runs (page size, observer): the command line's, standard unless a test's helper set it.
    var sync: SyncOptions = .standard
    /// The machine reminders leave from (its session bus, HTTP, the timer's paths): the process's,
    /// unless a test gave the command line its own.
    var reminderHost: ReminderHost = .current()

    /// Whether the shared `--json` was given; only a read command declares it.
    var wantsJSON: Bool { arguments[CommonOptions.json] }

    /// A usage error with this command's usage line, for a problem found after parsing: two
    /// options that cannot go together, or one the command cannot do without.
    func usageError(_ message: String) -> UsageError {
        spec.usageError(message, program: GloveboxCommandLine.program)
    }
}
