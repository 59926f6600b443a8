/// A phrase of the parser's refusals (``UsageProblem``, ``ValueProblem``), by key with `{name}`
/// placeholders for the words at fault, so that ``RefusalWords`` can hold it in any language.
///
/// English lives in ``english`` (a switch, so the compiler insists that every key has it): filled
/// in, it is the parser's own message word for word (a test walks every problem), so that saying a
/// refusal through the phrases changes no English.
public enum RefusalPhrase: String, CaseIterable, Sendable {
    // What the parser refused of the command line (UsageProblem).
    case suggestion
    case unknownOption
    case takesNoValue
    case givenTwice
    case needsValue
    case needsValues
    case missingArgument
    case unexpectedArgument
    case noSubcommands
    case unknownCommand
    case unknownSubcommand
    case needsSubcommand
    // A value a declaration's parser refused, and why (ValueProblem).
    case refusedValue
    case notWholeNumber
    case tooLarge
    case atMost
    case atLeast
    case between
    case notPositiveNumber
    case notPositiveNumberLike
    case notOneOf
    case emptyListItem
    case notADate
    case notOnTheCalendar

    /// The English text, as ``UsageProblem/description`` and ``ValueProblem/description`` write it.
    public var english: String {
        switch self {
        case .suggestion: " (did you mean '{word}'?)"
        case .unknownOption: "unknown option '{name}'{suggestion}"
        case .takesNoValue: "option '{name}' takes no value"
        case .givenTwice: "option '{name}' is given more than once"
        case .needsValue: "option '{name}' needs a value"
        case .needsValues: "option '{name}' needs {count} values: {values}"
        case .missingArgument: "missing argument {name}"
        case .unexpectedArgument: "unexpected argument '{word}'"
        case .noSubcommands: "'{command}' has no subcommand '{word}'"
        case .unknownCommand: "unknown command '{word}'{suggestion}; run '{program} --help' for the list"
        case .unknownSubcommand: "unknown subcommand '{word}' of '{group}'{suggestion}; run '{program} {group} --help' for the list"
        case .needsSubcommand: "'{group}' needs a subcommand: {choices}"
        case .refusedValue: "{label} '{value}' {reason}"
        case .notWholeNumber: "is not a whole number"
        case .tooLarge: "is too large"
        case .atMost: "must be at most {upper}"
        case .atLeast: "must be at least {lower}"
        case .between: "must be between {lower} and {upper}"
        case .notPositiveNumber: "is not a positive number"
        case .notPositiveNumberLike: "is not a positive number like {example}"
        case .notOneOf: "is not one of: {words}"
        case .emptyListItem: "is not a comma-separated list (it has an empty item)"
        case .notADate: "is not a date of the form {form}"
        case .notOnTheCalendar: "is not a day on the calendar"
        }
    }
}
