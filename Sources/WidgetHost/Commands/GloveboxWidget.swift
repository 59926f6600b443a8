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
        // The program alone is a mistake, answered with the whole listing on standard error (its
        // first line is the usage).
        // Help in the system's language, like the host's own messages and fallback texts.
        let language = context.language
        let helpWords = HostHelpText.words(for: language)
        let translation = HostHelpText.translation(for: language)
        guard !words.isEmpty else {
            context.errors(catalog.listing(words: helpWords, translation: translation) + "\n")
            throw .usage(.message(.noCommandGiven))
        }
        let action: CommandCatalog.Action
        do {
            action = try catalog.action(for: words, helpWords: helpWords, translation: translation)
        } catch {
            throw CommandError(error)
        }
        switch action {
        case .show(let text):
            context.output(text + "\n")
        case .run(let spec, let arguments):
            // The catalog is made of these commands' specs, so one of them has the path.
            guard let command = HostCommands.all.first(where: { $0.spec.path == spec.path }) else {
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
}
