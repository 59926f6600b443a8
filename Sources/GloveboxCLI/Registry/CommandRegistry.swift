/// Every `glovebox` command, found by its words; new commands are added with `register`.
///
/// ```swift
/// var registry = CommandRegistry.standard
/// registry.register(Command(["demo"], summary: "fill the logbook with a demo garage") { _ in … })
/// ```
public struct CommandRegistry: Sendable {
    /// The commands, in help order.
    public private(set) var commands: [Command] = []

    /// An empty registry.
    public init() {}

    /// Adds a command, replacing one with the same words.
    public mutating func register(_ command: Command) {
        commands.removeAll { $0.path == command.path }
        commands.append(command)
    }

    /// Adds several commands.
    public mutating func register(_ commands: [Command]) {
        for command in commands { register(command) }
    }

    /// The command whose words start `words` (the longest match), and the words after them.
    public func resolve(_ words: [String]) -> (command: Command, rest: [String])? {
        let matches = commands.filter { words.starts(with: $0.path) }
        guard let best = matches.max(by: { $0.path.count < $1.path.count }) else { return nil }
        return (best, Array(words.dropFirst(best.path.count)))
    }

    /// The commands under a group's words (`["vehicle"]` gives `vehicle add`, `vehicle list`, …).
    public func commands(under prefix: [String]) -> [Command] {
        commands.filter { $0.path.starts(with: prefix) && $0.path.count > prefix.count }
    }

    /// The help listing of the commands under `prefix` (all of them for `[]`).
    public func listing(under prefix: [String] = []) -> String {
        let shown = commands(under: prefix)
        let width = (shown.map(\.name.count).max() ?? 0) + 2
        var lines = ["usage: glovebox \(prefix.isEmpty ? "COMMAND" : prefix.joined(separator: " ") + " SUBCOMMAND") [ARGUMENTS] [--help]", ""]
        lines.append(prefix.isEmpty ? "commands:" : "subcommands:")
        for command in shown {
            lines.append("  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary)
        }
        lines.append("")
        lines.append("Run 'glovebox COMMAND --help' for a command's arguments and options.")
        return lines.joined(separator: "\n")
    }
}
