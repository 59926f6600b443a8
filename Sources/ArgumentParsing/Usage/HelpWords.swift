/// The words of the help's frame (its headings and its last line), so that a program can print its
/// help in its user's language; the commands' own summaries and help texts go through a
/// ``HelpTranslation``.
public struct HelpWords: Sendable, Hashable {
    /// Before the usage line: `usage`.
    public var usage: String
    /// The headings of the sections: `arguments`, `options`, `commands`, `subcommands`.
    public var arguments: String
    public var options: String
    public var commands: String
    public var subcommands: String
    /// The listing's last line, `{command}` standing for `glovebox COMMAND` (or a group's
    /// `glovebox vehicle SUBCOMMAND`): for the commands, and for a group's subcommands.
    public var describesCommand: String
    public var describesSubcommand: String

    /// Words of a language.
    public init(
        usage: String, arguments: String, options: String, commands: String, subcommands: String,
        describesCommand: String, describesSubcommand: String
    ) {
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.commands = commands
        self.subcommands = subcommands
        self.describesCommand = describesCommand
        self.describesSubcommand = describesSubcommand
    }

    /// The English frame every program's help has always had.
    public static let english = HelpWords(
        usage: "usage", arguments: "arguments", options: "options", commands: "commands", subcommands: "subcommands",
        describesCommand: "'{command} --help' describes a command.",
        describesSubcommand: "'{command} --help' describes a subcommand.")
}
