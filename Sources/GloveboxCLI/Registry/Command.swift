/// One `glovebox` command: its words, arguments, options, help and the code that runs it.
///
/// Read commands get `--json` added; every command gets `--help`.
public struct Command: Sendable {
    /// The words that name it, such as `["vehicle", "add"]`.
    public let path: [String]
    /// One line saying what it does.
    public let summary: String
    /// Its positional arguments.
    public let positionals: [PositionalSpec]
    /// Its own options (without `--json` and `--help`).
    public let options: [OptionSpec]
    /// Whether it only reads (then it accepts `--json`).
    public let isRead: Bool
    /// Extra help text after the options, if any.
    public let discussion: String?
    /// Runs it.
    public let run: @Sendable (Invocation) throws -> Void

    /// Creates a command.
    public init(
        _ path: [String], summary: String, positionals: [PositionalSpec] = [], options: [OptionSpec] = [],
        isRead: Bool = false, discussion: String? = nil, run: @escaping @Sendable (Invocation) throws -> Void
    ) {
        self.path = path
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.isRead = isRead
        self.discussion = discussion
        self.run = run
    }

    /// The words joined: `vehicle add`.
    public var name: String { path.joined(separator: " ") }

    static let json = OptionSpec.flag("--json", "print JSON instead of text")
    static let help = OptionSpec.flag("--help", "show this help")

    /// Its options plus `--json` (read commands) and `--help`.
    public var allOptions: [OptionSpec] {
        options + (isRead ? [Self.json] : []) + [Self.help]
    }

    /// `glovebox vehicle add NAME [--make M] …`
    public var usageLine: String {
        var parts = ["glovebox"] + path
        parts += positionals.map { $0.isOptional ? "[\($0.name)]" : $0.name }
        parts += (options + (isRead ? [Self.json] : [])).map { "[\($0.synopsis)]" }
        return parts.joined(separator: " ")
    }

    /// The full help text.
    public var helpText: String {
        var lines = ["usage: \(usageLine)", "", summary]
        if !positionals.isEmpty {
            lines.append("")
            lines.append("arguments:")
            for positional in positionals {
                lines.append("  " + Self.padded(positional.name) + positional.help)
            }
        }
        lines.append("")
        lines.append("options:")
        for option in allOptions {
            lines.append("  " + Self.padded(option.synopsis) + option.help)
        }
        if let discussion {
            lines.append("")
            lines.append(discussion)
        }
        return lines.joined(separator: "\n")
    }

    private static func padded(_ text: String) -> String {
        text.count >= 24 ? text + "  " : text + String(repeating: " ", count: 24 - text.count)
    }
}
