import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WidgetContract

/// The `glovebox-widget` program: reads the command line, runs the command, returns the exit status.
///
/// ```swift
/// exit(GloveboxWidget.run(Array(CommandLine.arguments.dropFirst()), context: context))
/// ```
public enum GloveboxWidget {
    /// The program's name, as messages and usage lines show it.
    static let program = "glovebox-widget"

    /// Runs one command line; errors go to the context's error output, a usage error with its usage line.
    /// `GLOVEBOX_NOW`, when the context's environment sets it, replaces the context's clock.
    public static func run(_ arguments: [String], context given: HostContext) -> Int32 {
        do {
            try dispatch(arguments, context: try given.pinningClock())
            return 0
        } catch {
            given.errors(error.report(program: program, in: given.language))
            return error.exitStatus
        }
    }

    static func dispatch(_ words: [String], context: HostContext) throws(CommandError) {
        // Help in the system's language, like the host's own messages and fallback texts. The
        // language is looked up only when help is shown: a render never shows it, and need not
        // make the system's locale (see `HostContext.systemLocale`).
        // The program alone is a mistake, answered with the whole listing on standard error (its
        // first line is the usage).
        guard !words.isEmpty else {
            let language = context.language
            context.errors(catalog.listing(
                words: HostHelpText.words(for: language), translation: HostHelpText.translation(for: language)) + "\n")
            throw .usage(.message(.noCommandGiven))
        }
        let action: CommandCatalog.Action
        do {
            action = try resolve(
                words, helpWords: HostHelpText.words(for: context.language),
                translation: HostHelpText.translation(for: context.language))
        } catch {
            throw CommandError(error)
        }
        switch action {
        case .show(let text):
            context.output(text + "\n")
        case .run(let spec, let arguments):
            // Both ways of resolving end at one of these commands' specs.
            guard let command = HostCommands.command(named: spec.path[0]), command.spec.path == spec.path else {
                preconditionFailure("no command has the path '\(spec.name)'")
            }
            do {
                try command.run(HostCommands(context: context), arguments)
            } catch .usage(let message, usage: nil) {
                // A problem found after parsing (two options that cannot go together) gets the
                // command's usage line like any other usage error.
                throw .usage(message, usage: spec.usageLine(program: program))
            }
        }
    }

    /// What `words` ask for. A command's own words are parsed by its spec alone, as the catalog
    /// would once it found the command; the catalog is built only for what needs every command:
    /// help, listings and mistakes in the command's name. The help's words and translation are
    /// asked for only then too.
    static func resolve(
        _ words: [String], helpWords: @autoclosure () -> HelpWords, translation: @autoclosure () -> HelpTranslation
    ) throws(UsageError) -> CommandCatalog.Action {
        guard let command = HostCommands.command(named: words[0]) else {
            return try catalog.action(for: words, helpWords: helpWords(), translation: translation())
        }
        switch try command.spec.parse(Array(words.dropFirst()), program: program) {
        case .help: return .show(command.spec.helpText(program: program, words: helpWords(), translation: translation()))
        case .arguments(let arguments): return .run(command.spec, arguments)
        }
    }
}
