/// What a command accepts: its positional arguments in order, its options, and the built-in
/// `--help` (`-h`).
///
/// ```swift
/// static let vehicle = Argument("VEHICLE", help: "id or name")
/// static let date = Option("--date", value: "YYYY-MM-DD", help: "the day (default today)", parse: .day)
/// static let signature = CommandSignature(arguments: [vehicle], options: [date])
///
/// switch try signature.parse(["clio", "--date", "2026-05-01"]) {
/// case .help: print(helpText)
/// case .arguments(let arguments): log(arguments[vehicle], on: arguments[date] ?? today)
/// }
/// ```
///
/// The rules of ``parse(_:)``:
/// - `--name value` and `--name=value`; an option with several value words takes them in turn
///   (`--cost 45 EUR`); a value word may not begin with `--` (`--note --json` is "needs a value"),
///   but `-5` or `-x` is a fine value.
/// - A flag takes no value (`--json=x` is refused); giving a flag twice changes nothing, while an
///   option given twice is refused, since one of its two values would be silently lost.
/// - `--` ends the options: every word after it is positional, `--help` included.
/// - In positional position a word that starts with one dash and a digit or a dot (`-5`, `-.5`)
///   is a positional, a negative number; `-` alone is too (it often means standard input); any
///   other word with one leading dash must be a declared short name.
/// - `--help` or `-h` in option position asks for help, whatever else is wrong with the line.
///
/// When several things are wrong, the one reported is the first word at fault (an unknown option,
/// a missing value, a repeat), else a missing or extra positional, else the first value, in word
/// order, that its parser refuses.
public struct CommandSignature: Sendable {
    /// The built-in help flag every signature accepts.
    public static let help = Flag("--help", short: "-h", help: "show this help")

    /// The positional arguments, in order; only the last ones may be optional.
    public let arguments: [ArgumentEntry]
    /// The declared options, in help order, without ``help``.
    public let options: [OptionEntry]

    /// Creates a signature; `arguments` are the positionals in order, `options` the flags and
    /// options in the order help lists them.
    ///
    /// Two options of one name, a declared `--help` or `-h`, two arguments of one name, or an
    /// optional argument before a required one are programmer errors and trap.
    public init(arguments: [any ArgumentDeclaration] = [], options: [any OptionDeclaration] = []) {
        self.arguments = arguments.map(\.argumentEntry)
        self.options = options.map(\.optionEntry)
        var seen: Set<String> = [Self.help.name, Self.help.shortName!]
        for option in self.options {
            for name in [option.name] + (option.shortName.map { [$0] } ?? []) {
                precondition(seen.insert(name).inserted, "option '\(name)' is declared twice (or is the built-in help)")
            }
        }
        var names: Set<String> = []
        for argument in self.arguments {
            precondition(names.insert(argument.name).inserted, "argument '\(argument.name)' is declared twice")
        }
        let firstOptional = self.arguments.firstIndex(where: \.isOptional) ?? self.arguments.endIndex
        precondition(
            self.arguments[firstOptional...].allSatisfy(\.isOptional),
            "optional argument '\(self.arguments[firstOptional].name)' comes before a required one")
    }

    /// The declared options followed by ``help``, as help lists them.
    public var allOptions: [OptionEntry] {
        options + [Self.help.optionEntry]
    }

    /// The signature as a usage line shows it after the command's words:
    /// `NAME [--make M] [--year Y] [--help]`.
    public var synopsis: String {
        (arguments.map(\.synopsis) + allOptions.map { "[\($0.synopsis)]" }).joined(separator: " ")
    }

    /// Checks `words` (what follows the command's name) against the declarations and reads every value.
    ///
    /// The errors carry no usage line: ``CommandSpec/parse(_:program:)`` adds its own.
    public func parse(_ words: [String]) throws(UsageError) -> ParseResult {
        let scan = scan(words)
        if scan.wantsHelp { return .help }
        if let error = scan.firstError { throw error }
        return .arguments(try bind(scan))
    }
}
