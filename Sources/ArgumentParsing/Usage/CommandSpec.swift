/// One command of a program: the words that name it, what it does, and its ``CommandSignature``.
///
/// Usage and help are generated from the declarations, so they cannot drift from what the parser
/// accepts:
///
/// ```swift
/// let add = CommandSpec(
///     ["vehicle", "add"], summary: "add a vehicle",
///     signature: CommandSignature(arguments: [name], options: [make, year]))
/// add.usageLine(program: "glovebox")  // glovebox vehicle add NAME [--make M] [--year Y] [--help]
/// ```
public struct CommandSpec: Sendable {
    /// The words that name it after the program, such as `["vehicle", "add"]`; empty for the one
    /// command of a single-command tool.
    public let path: [String]
    /// One lowercase line saying what it does, for the listing and the help.
    public let summary: String
    /// More text at the end of the help (defaults, rules, examples), if any.
    public let discussion: String?
    /// What it accepts.
    public let signature: CommandSignature

    /// Creates a command; a path word that is empty, has a space or starts with a dash traps.
    public init(
        _ path: [String], summary: String, discussion: String? = nil, signature: CommandSignature = CommandSignature()
    ) {
        path.forEach(DeclarationRules.checkPathWord)
        self.path = path
        self.summary = summary
        self.discussion = discussion
        self.signature = signature
    }

    /// The words joined: `vehicle add`.
    public var name: String {
        path.joined(separator: " ")
    }

    /// The program, the words and the signature: `glovebox vehicle add NAME [--make M] [--help]`.
    public func usageLine(program: String) -> String {
        ([program] + path + [signature.synopsis]).joined(separator: " ")
    }

    /// The full help: usage, summary, the `arguments:` and `options:` sections, then the discussion;
    /// the headings in `words`, the summary, help and discussion through `translation`.
    public func helpText(program: String, words: HelpWords = .english, translation: HelpTranslation = .english) -> String {
        var lines = [words.usage + ": " + usageLine(program: program), "", translation(summary)]
        // One column for both sections, so the help reads as one table.
        lines += HelpLayout.lines([
            (words.arguments, signature.arguments.map { ($0.synopsis, translation($0.help)) }),
            (words.options, signature.allOptions.map { ($0.label, translation($0.help)) }),
        ])
        if let discussion {
            lines += ["", translation(discussion)]
        }
        return lines.joined(separator: "\n")
    }

    /// Parses the words after the command's name, as ``CommandSignature/parse(_:)`` does, with
    /// this command's usage line on every error.
    public func parse(_ words: [String], program: String) throws(UsageError) -> ParseResult {
        do {
            return try signature.parse(words)
        } catch {
            throw error.addingUsage(usageLine(program: program))
        }
    }

    /// A usage error with this command's usage line, for a problem found after parsing (two
    /// options that cannot go together, say).
    public func usageError(_ message: String, program: String) -> UsageError {
        UsageError(message, usage: usageLine(program: program))
    }
}
