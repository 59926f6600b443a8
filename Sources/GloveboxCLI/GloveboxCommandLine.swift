import AppCore
import ArgumentParsing
import Foundation
import GarageRules
import GarageStorage
import HouseholdSync
import LinuxPlatform
import ReminderDelivery
import WidgetContract

/// The `glovebox` command: finds the command named by the arguments, runs it, and turns every
/// error into a message on standard error and an exit status (0, 1 or 2).
///
/// ```swift
/// let app = AppSession(environment: .current())
/// exit(GloveboxCommandLine().run(Array(CommandLine.arguments.dropFirst()), app: app, console: console))
/// ```
///
/// The commands, their help and their parsing come from the declarations in ``catalog``: usage
/// errors (exit 2) print the message and the usage line, validation errors (exit 2) the message,
/// runtime failures (exit 1) the message.
public struct GloveboxCommandLine: Sendable {
    /// The program's name, as messages and usage lines show it.
    static let program = "glovebox"

    /// How `sync` and sign-out's final push run: ``SyncOptions/standard`` for the app.
    let sync: SyncOptions
    /// Where `remind` sends from; `nil` for this process's (``ReminderHost/current()``).
    let reminderHost: ReminderHost?

    /// Creates the command line of every `glovebox` command, whose syncs run with `sync` (tests'
    /// helper processes pass small pages and an observer; the app passes nothing) and whose reminders
    /// leave from `reminderHost` (tests pass their own bus, servers and home; the app nothing).
    public init(sync: SyncOptions = .standard, reminderHost: ReminderHost? = nil) {
        self.sync = sync
        self.reminderHost = reminderHost
    }

    /// Runs the command named by `arguments` (without the program name) and returns the exit
    /// status. The app is closed on every path, so the logbook's main file holds every change.
    public func run(_ arguments: [String], app: AppSession, console: Console) -> Int32 {
        defer { app.close() }
        do {
            try dispatch(arguments, app: app, console: console)
            // A command that changed the logbook ends as the app going to the background; one that
            // only read it publishes when it finds the widgets behind it.
            do {
                try app.finish()
            } catch .catchUpFailed(let reason) {
                // What the command was asked to do is done; the widgets are the next command's to retry.
                warnAboutCatchUp(reason, app: app, console: console)
            }
            warnAboutDamagedRows(app: app, console: console)
            return 0
        } catch {
            return fail(error, app: app, console: console)
        }
    }

    /// Ends a refused or failed command: its message (and usage line) on standard error in the
    /// person's language, and its exit status.
    private func fail(_ error: any Error, app: AppSession, console: Console) -> Int32 {
        // The language of the refusal is read while the session is still open; before any logbook
        // (a home that cannot be used, a first command refused) the system's, as help is.
        let words = app.wordsWithoutOpening
        // A refused command still ends its app session, so no publish timer outlives it; what the
        // user needs to hear about is the refusal, not a publish that found nothing new.
        _ = try? app.finish()
        warnAboutDamagedRows(app: app, console: console)
        let failure = Self.cliError(for: error, words: words)
        // A message is one line and may repeat what the user typed (an argument, a link's decoded
        // parameter): no control or text-direction character reaches the terminal.
        console.errorLine("\(Self.program): \(SafeText.printable(failure.message))")
        if let usage = failure.usage { console.errorLine(words.helpWords.usage + ": \(usage)") }
        return failure.exitCode
    }

    /// The warning for widgets a command found behind the logbook and could not update, in the
    /// person's language.
    private func warnAboutCatchUp(_ reason: PublishFailure, app: AppSession, console: Console) {
        let words = app.wordsWithoutOpening
        let failure = AppError.catchUpFailed(reason)
        console.errorLine("\(Self.program): " + words.text(.warningPrefix, ["message": words.failure(failure) ?? failure.description]))
    }

    /// One warning line on standard error for each damaged row that `status` or the publish left out,
    /// in the person's language (a damaged row is in a logbook that is there to ask).
    private func warnAboutDamagedRows(app: AppSession, console: Console) {
        let rows = app.damagedRowsLeftOut
        guard !rows.isEmpty else { return }
        let words = app.wordsWithoutOpening
        for row in rows {
            console.errorLine("\(Self.program): " + words.leftOutWarning(row))
        }
    }

    private func dispatch(_ words: [String], app: AppSession, console: Console) throws {
        if words == ["--version"] {
            console.line(GloveboxVersion.line)
            return
        }
        switch try Self.catalog.action(for: RemindCommands.expandingBareRemind(words)) {
        case .show(let text):
            // The listing, a group's listing or a command's help: asked for, so standard output; in
            // the person's language, the logbook's preference or else the system's.
            let help = app.wordsWithoutOpening
            guard help.language != .english, case .show(let translated) = try Self.catalog.action(
                for: RemindCommands.expandingBareRemind(words), helpWords: help.helpWords,
                translation: help.helpTranslation)
            else { return console.line(text) }
            console.line(translated)
        case .run(let spec, let arguments):
            var invocation = Invocation(spec: spec, arguments: arguments, app: app, console: console, sync: sync)
            if let reminderHost { invocation.reminderHost = reminderHost }
            do {
                try Self.command(at: spec.path).run(invocation)
            } catch let error as UsageError {
                // A problem found after parsing gets the command's usage line like any other.
                throw error.addingUsage(spec.usageLine(program: Self.program))
            }
        }
    }

    /// The message and exit status for any error a command throws, in `words`' language where
    /// ``CLIWords/failure(_:)`` or ``CLIWords/usageMessage(_:)`` words it.
    static func cliError(for error: any Error, words: CLIWords? = nil) -> CLIError {
        // The error's message in `words`' language, else its own.
        let said: (any Error & CustomStringConvertible) -> String = { error in words?.failure(error) ?? error.description }
        return switch error {
        case let error as CLIError: error
        case let error as UsageError: .usage(words?.usageMessage(error) ?? error.message, usage: error.usage)
        // The command line knows how one signs in here; the rules only know that one must.
        case GarageError.signedOut: .validation(words?.failure(error) ?? "not signed in; sign in with 'glovebox login ACCOUNT' first")
        case let error as GarageError: .validation(said(error))
        case let error as ImportError: .validation(said(error))
        // The file, not the logbook: the user's to fix (2).
        case let error as ImportRefusal: .validation(said(error))
        case let error as PreferenceError: .validation(said(error))
        case let error as UndoError: .validation(said(error))
        // A wrong password or an unknown account is the user's to fix (2); a server away is not (1).
        case let error as SyncError: error.isUserMistake ? .validation(said(error)) : .runtime(said(error))
        // A household server URL that asks for less than every connection gets: the user's to fix.
        case let error as ServerURLRefusal: .validation(said(error))
        // Refused by the household server's policies, or about an account or vehicle it lacks: the user's to fix.
        case let error as SharingError: .validation(said(error))
        // An account's keys: a missing or wrong passphrase is the user's to fix; an unreadable key is not.
        case let error as HouseholdKeyError: error.isUserMistake ? .validation(said(error)) : .runtime(said(error))
        case let error as PlanLimitRefusal: .validation(said(error))
        // A name taken or a wrong kind of path is the user's to fix (2); a failed write is not (1).
        case let error as FileWriteError: error.isUsageProblem ? .validation(said(error)) : .runtime(said(error))
        // A document the restore refuses: the user's to fix.
        case let error as RestoreError: .validation(said(error))
        // A file named on the command line that is not there, or is a directory: the user's to fix.
        case let error as AppError where error.isMisnamedFile: .validation(said(error))
        case let error as AppError: .runtime(said(error))
        case let error as StoreError: .runtime(said(error))
        // The file itself: its message names it and says to run doctor.
        case let error as DatabaseError where error.isFileDamaged: .runtime(error.description)
        // SQLite's words, inside the sentence that says what could not happen.
        case let error as DatabaseError:
            .runtime(words.map { $0.text(.logbookNotChanged, ["error": "\(error)"]) } ?? "the logbook could not be changed: \(error)")
        default: .runtime(String(describing: error))
        }
    }
}
