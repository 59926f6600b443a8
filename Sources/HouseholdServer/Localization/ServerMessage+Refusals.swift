import ArgumentParsing
import WidgetContract

/// The argument parser's refusals in the server's language, so that a person who gets the help in
/// their language gets its refusals in it too. The parser says what it refused (`UsageProblem`,
/// `ValueProblem`); the words are the app's, copied into the server's tables because the server
/// cannot link the app's catalogs (a test compares the copies with the app's).
extension ServerMessage {
    /// The parser's refusal in `language`: in English, and for a refusal without a problem, the
    /// parser's own message word for word.
    static func refusal(_ error: UsageError, in language: Language) -> String {
        guard language != .english, let problem = error.problem else { return error.message }
        func say(_ key: ServerMessage, _ values: [String: String] = [:]) -> String {
            key.text(in: language, values)
        }
        func suggestion(_ word: String?) -> String {
            word.map { say(.usageSuggestion, ["word": $0]) } ?? ""
        }
        return switch problem {
        case let .unknownOption(name, suggested): say(.usageUnknownOption, ["name": name, "suggestion": suggestion(suggested)])
        case .optionTakesNoValue(let name): say(.usageTakesNoValue, ["name": name])
        case .optionGivenTwice(let name): say(.usageGivenTwice, ["name": name])
        case let .optionNeedsValues(name, values) where values.count == 1: say(.usageNeedsValue, ["name": name])
        case let .optionNeedsValues(name, values):
            say(.usageNeedsValues, ["name": name, "count": "\(values.count)", "values": values.joined(separator: " ")])
        case .missingArgument(let name): say(.usageMissingArgument, ["name": name])
        case .unexpectedArgument(let word): say(.usageUnexpectedArgument, ["word": word])
        case let .noSubcommands(command, word): say(.usageNoSubcommands, ["command": command, "word": word])
        case let .unknownCommand(word, suggested, program):
            say(.usageUnknownCommand, ["word": word, "suggestion": suggestion(suggested), "program": program])
        case let .unknownSubcommand(word, group, suggested, program):
            say(.usageUnknownSubcommand, ["word": word, "group": group, "suggestion": suggestion(suggested), "program": program])
        case let .needsSubcommand(group, choices): say(.usageNeedsSubcommand, ["group": group, "choices": choices.joined(separator: ", ")])
        case let .refusedValue(label, value, reason):
            say(.valueRefused, ["label": label, "value": value, "reason": reason.problem.map { Self.reason($0, in: language) } ?? reason.message])
        }
    }

    /// Why a value parser refused a word, as the end of the sentence that names it.
    private static func reason(_ problem: ValueProblem, in language: Language) -> String {
        let (key, values): (ServerMessage, [String: String]) = switch problem {
        case .notWholeNumber: (.valueNotWholeNumber, [:])
        case .tooLarge: (.valueTooLarge, [:])
        case .atMost(let upper): (.valueAtMost, ["upper": "\(upper)"])
        case .atLeast(let lower): (.valueAtLeast, ["lower": "\(lower)"])
        case let .between(lower, upper): (.valueBetween, ["lower": "\(lower)", "upper": "\(upper)"])
        case .notPositiveNumber: (.valueNotPositive, [:])
        case .notPositiveNumberLike(let example): (.valueNotPositiveLike, ["example": example])
        case .notOneOf(let words): (.valueNotOneOf, ["words": words.joined(separator: ", ")])
        case .emptyListItem: (.valueEmptyListItem, [:])
        case .notADate(let form): (.valueNotADate, ["form": form])
        case .notOnTheCalendar: (.valueNotOnCalendar, [:])
        }
        return key.text(in: language, values)
    }
}
