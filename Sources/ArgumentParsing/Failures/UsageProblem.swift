/// What the parser refused, with the words at fault, so that a program can say it in its user's
/// language; ``description`` is the English message a ``UsageError`` carries.
public enum UsageProblem: Sendable, Hashable, CustomStringConvertible {
    /// An option the command does not declare, and the closest one it does (if any is close).
    case unknownOption(String, suggestion: String?)
    /// A flag given a value (`--yes=1`).
    case optionTakesNoValue(String)
    /// An option given twice.
    case optionGivenTwice(String)
    /// An option without its value, or without all of its values (their names).
    case optionNeedsValues(String, values: [String])
    /// A positional argument that is missing (its name).
    case missingArgument(String)
    /// A word after the last positional argument.
    case unexpectedArgument(String)
    /// `help COMMAND WORD` where the command has no subcommands.
    case noSubcommands(command: String, word: String)
    /// A first word that names no command, and the closest command (if any is close).
    case unknownCommand(String, suggestion: String?, program: String)
    /// A word that names no subcommand of `group`, and the closest one (if any is close).
    case unknownSubcommand(String, group: String, suggestion: String?, program: String)
    /// A group named without one of its subcommands.
    case needsSubcommand(group: String, choices: [String])
    /// A value a declaration's parser refused, named by its option or argument (`label`).
    case refusedValue(label: String, value: String, reason: ValueError)

    /// The English message, lowercase and naming the word at fault.
    public var description: String {
        switch self {
        case let .unknownOption(name, suggestion): "unknown option '\(name)'\(Self.didYouMean(suggestion))"
        case .optionTakesNoValue(let name): "option '\(name)' takes no value"
        case .optionGivenTwice(let name): "option '\(name)' is given more than once"
        case let .optionNeedsValues(name, values):
            values.count == 1 ? "option '\(name)' needs a value" : "option '\(name)' needs \(values.count) values: \(values.joined(separator: " "))"
        case .missingArgument(let name): "missing argument \(name)"
        case .unexpectedArgument(let word): "unexpected argument '\(word)'"
        case let .noSubcommands(command, word): "'\(command)' has no subcommand '\(word)'"
        case let .unknownCommand(word, suggestion, program):
            "unknown command '\(word)'\(Self.didYouMean(suggestion)); run '\(program) --help' for the list"
        case let .unknownSubcommand(word, group, suggestion, program):
            "unknown subcommand '\(word)' of '\(group)'\(Self.didYouMean(suggestion)); run '\(program) \(group) --help' for the list"
        case let .needsSubcommand(group, choices): "'\(group)' needs a subcommand: \(choices.joined(separator: ", "))"
        case let .refusedValue(label, value, reason): "\(label) '\(value)' \(reason.message)"
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
