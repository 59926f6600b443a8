/// The commands of one program, in help order: finds the command a command line names and lists
/// the commands for `--help`.
///
/// ```swift
/// let catalog = CommandCatalog(program: "glovebox", specs: [addVehicle, listVehicles, addExpense])
/// switch try catalog.action(for: Array(CommandLine.arguments.dropFirst())) {
/// case .show(let text): print(text)
/// case .run(let spec, let arguments): try handlers[spec.path]!(arguments)
/// }
/// ```
///
/// Words the catalog understands (see ``resolve(_:)``): `PROGRAM`, `PROGRAM --help`, `PROGRAM -h`,
/// `PROGRAM help` list every command; `PROGRAM help GROUP` and `PROGRAM GROUP --help` list a
/// group's; `PROGRAM help COMMAND…` shows a command's help. A single-command tool has one spec with
/// an empty path, and every word goes to it.
public struct CommandCatalog: Sendable {
    /// The program's name as usage lines show it, such as `glovebox`.
    public let program: String
    /// A paragraph at the top of the full listing: what the program is, what it reads.
    public let overview: String?
    /// The commands, in the order the listing shows them.
    public let specs: [CommandSpec]
    /// Lines at the end of the full listing: exit statuses and other facts of the whole program.
    public let discussion: String?

    /// Creates a catalog.
    ///
    /// Two commands with one path, a path that begins another (`vehicle` and `vehicle add`), a path
    /// starting with the reserved word `help`, or an empty path beside other commands are
    /// programmer errors and trap.
    public init(program: String, overview: String? = nil, specs: [CommandSpec], discussion: String? = nil) {
        precondition(!specs.isEmpty, "a catalog needs at least one command")
        for (index, spec) in specs.enumerated() {
            precondition(spec.path.first != "help", "'help' is reserved for the catalog's own help")
            precondition(!spec.path.isEmpty || specs.count == 1, "only a catalog's one command may have an empty path")
            for other in specs[..<index] {
                precondition(
                    !spec.path.starts(with: other.path) && !other.path.starts(with: spec.path),
                    "command '\(spec.name)' and command '\(other.name)' overlap: one's words begin the other's")
            }
        }
        self.program = program
        self.overview = overview
        self.specs = specs
        self.discussion = discussion
    }

    /// The one command of a single-command tool, if this is one.
    var singleCommand: CommandSpec? {
        specs.count == 1 && specs[0].path.isEmpty ? specs[0] : nil
    }

    /// The command named exactly by `path`, if any.
    public func spec(at path: [String]) -> CommandSpec? {
        specs.first { $0.path == path }
    }

    /// The commands under a group's words (`["vehicle"]` gives `vehicle add`, `vehicle list`, …);
    /// every command for `[]`.
    public func specs(under prefix: [String]) -> [CommandSpec] {
        specs.filter { $0.path.count > prefix.count && $0.path.starts(with: prefix) }
    }

    /// Whether `words` name a group: they begin at least one longer command.
    func isGroup(_ words: [String]) -> Bool {
        !words.isEmpty && !specs(under: words).isEmpty
    }

    /// The words that can follow a group's, in listing order: `add, list, remove`.
    func subcommandWords(of group: [String]) -> [String] {
        var words: [String] = []
        for spec in specs(under: group) where !words.contains(spec.path[group.count]) {
            words.append(spec.path[group.count])
        }
        return words
    }

    /// The usage line of the program (`glovebox COMMAND [ARGUMENTS] [--help]`) or of a group
    /// (`glovebox vehicle SUBCOMMAND [ARGUMENTS] [--help]`).
    public func usageLine(under prefix: [String] = []) -> String {
        if let singleCommand { return singleCommand.usageLine(program: program) }
        return ([program] + prefix + [prefix.isEmpty ? "COMMAND" : "SUBCOMMAND", "[ARGUMENTS]", "[--help]"])
            .joined(separator: " ")
    }

    /// The help listing of the commands under `prefix`, each with its positionals and summary; for
    /// `[]`, every command between the overview and the discussion; the frame in `words`, the
    /// overview, summaries and discussion through `translation`.
    ///
    /// A single-command tool's listing is its command's help.
    public func listing(under prefix: [String] = [], words: HelpWords = .english, translation: HelpTranslation = .english) -> String {
        if let singleCommand { return singleCommand.helpText(program: program, words: words, translation: translation) }
        var lines = [words.usage + ": " + usageLine(under: prefix)]
        if prefix.isEmpty, let overview {
            lines += ["", translation(overview)]
        }
        let rows = specs(under: prefix).map { spec in
            ((spec.path + spec.signature.arguments.map(\.synopsis)).joined(separator: " "), translation(spec.summary))
        }
        lines += HelpLayout.lines([(prefix.isEmpty ? words.commands : words.subcommands, rows)])
        if prefix.isEmpty, let discussion {
            lines += ["", translation(discussion)]
        }
        let command = prefix.isEmpty ? "COMMAND" : (prefix + ["SUBCOMMAND"]).joined(separator: " ")
        let describes = prefix.isEmpty ? words.describesCommand : words.describesSubcommand
        var line = describes
        if let placeholder = line.firstRange(of: "{command}") { line.replaceSubrange(placeholder, with: "\(program) \(command)") }
        lines += ["", line]
        return lines.joined(separator: "\n")
    }
}
