import AppCore
import Foundation
import GarageRules
import GarageStorage

/// The `glovebox` command: finds the command named by the arguments, runs it, and turns every
/// error into a message on standard error and an exit status (0, 1 or 2).
///
/// ```swift
/// let app = AppSession(environment: .current())
/// exit(GloveboxCommandLine(registry: .standard).run(Array(CommandLine.arguments.dropFirst()), app: app, console: console))
/// ```
public struct GloveboxCommandLine: Sendable {
    /// The commands it knows.
    public var registry: CommandRegistry

    /// Creates a command line over `registry`.
    public init(registry: CommandRegistry = .standard) {
        self.registry = registry
    }

    /// Runs the command named by `arguments` (without the program name) and returns the exit
    /// status. The app is closed on every path, so the logbook's main file holds every change.
    public func run(_ arguments: [String], app: AppSession, console: Console) -> Int32 {
        defer { app.close() }
        do {
            try dispatch(arguments, app: app, console: console)
            // A command that changed the logbook ends as the app going to the background.
            try app.finish()
            return 0
        } catch {
            // A refused command still ends its app session, so no publish timer outlives it; what
            // the user needs to hear about is the refusal, not a publish that found nothing new.
            _ = try? app.finish()
            let failure = Self.cliError(for: error)
            console.errorLine("glovebox: \(failure.message)")
            if let usage = failure.usage { console.errorLine("usage: \(usage)") }
            return failure.exitCode
        }
    }

    private func dispatch(_ arguments: [String], app: AppSession, console: Console) throws {
        let words = arguments.first == "help" ? Array(arguments.dropFirst()) + ["--help"] : arguments
        guard let first = words.first, first != "--help", first != "-h" else {
            console.line(registry.listing())
            return
        }
        guard let (command, rest) = registry.resolve(words) else {
            // A group name alone (`glovebox vehicle`) or with --help lists its subcommands.
            let group = Array(words.prefix { !$0.hasPrefix("-") })
            let known = registry.commands(under: Array(group.prefix(1)))
            if !known.isEmpty && (group.count == 1) {
                if words.contains("--help") || words.contains("-h") {
                    console.line(registry.listing(under: Array(group.prefix(1))))
                    return
                }
                throw CLIError.usage("'\(first)' needs a subcommand: \(known.map { $0.path.last ?? "" }.joined(separator: ", "))")
            }
            if !known.isEmpty, group.count > 1 {
                throw CLIError.usage("unknown subcommand '\(group[1])' of '\(first)'")
            }
            throw CLIError.usage("unknown command '\(first)'; run 'glovebox --help' for the list")
        }
        if rest.contains("--help") || rest.contains("-h") {
            console.line(command.helpText)
            return
        }
        let parsed = try ArgumentParser(command: command).parse(rest)
        try command.run(Invocation(arguments: parsed, app: app, console: console))
    }

    /// The message and exit status for any error a command throws.
    static func cliError(for error: any Error) -> CLIError {
        switch error {
        case let error as CLIError: error
        case let error as GarageError: .validation(error.description)
        case let error as ImportError: .validation(error.description)
        case let error as PreferenceError: .validation(error.description)
        case let error as AppError: .runtime(error.description)
        case let error as StoreError: .runtime(error.description)
        case let error as DatabaseError: .runtime("the logbook could not be changed: \(error)")
        default: .runtime(String(describing: error))
        }
    }
}
