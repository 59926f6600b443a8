import Foundation

/// The `glovebox-widget` program: reads the command line, runs the command, returns the exit status.
///
/// ```swift
/// exit(GloveboxWidget.run(Array(CommandLine.arguments.dropFirst()), context: context))
/// ```
public enum GloveboxWidget {
    /// Runs one command line; errors go to the context's error output.
    public static func run(_ arguments: [String], context: HostContext) -> Int32 {
        do {
            try dispatch(arguments, context: context)
            return 0
        } catch {
            context.errors("glovebox-widget: \(error)\n")
            return error.exitStatus
        }
    }

    static func dispatch(_ arguments: [String], context: HostContext) throws(CommandError) {
        guard let command = arguments.first else {
            context.errors(HelpText.program + "\n")
            throw .usage("no command given")
        }
        if command == "--help" || command == "-h" || command == "help" {
            context.output(HelpText.program + "\n")
            return
        }
        guard let help = HelpText.commands[command] else {
            throw .usage("unknown command '\(command)' (see 'glovebox-widget --help')")
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.output(help + "\n")
            return
        }
        let commands = HostCommands(context: context)
        switch command {
        case "add":
            let args = try Arguments(rest, command: command, valued: ["family", "vehicle"], flagNames: [])
            try commands.add(args)
        case "list":
            try commands.list(try Arguments(rest, command: command, valued: [], flagNames: ["json"]))
        case "remove":
            try commands.remove(try Arguments(rest, command: command, valued: [], flagNames: []))
        case "timeline":
            let args = try Arguments(rest, command: command, valued: ["family", "vehicle", "now"], flagNames: ["json"])
            try commands.timeline(args)
        case "render":
            let args = try Arguments(
                rest, command: command, valued: ["family", "vehicle", "at", "format", "out"], flagNames: [])
            try commands.render(args)
        case "gallery":
            try commands.gallery(try Arguments(rest, command: command, valued: ["out"], flagNames: []))
        case "watch":
            let args = try Arguments(rest, command: command, valued: ["for", "poll"], flagNames: ["once"])
            try commands.watch(args)
        default:
            try commands.reloads(try Arguments(rest, command: command, valued: [], flagNames: ["json"]))
        }
    }
}
