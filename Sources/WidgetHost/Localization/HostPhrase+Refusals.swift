import ArgumentParsing
import WidgetContract

/// The argument parser's refusals as phrases of the host's catalog, so that a person who gets the
/// help in their language gets its refusals in it too. The parser says what it refused
/// (`UsageProblem`, `ValueProblem`); the words are the app's, copied into the host's tables
/// because the host cannot link the app's catalogs. In English every phrase is the parser's own
/// message word for word (a test walks them).
extension HostPhrase {
    /// The reasons the host's own value parsers give, taken from the catalog so that a refusal can
    /// be recognised by its English when the parser hands it back.
    static let ownValueReasons: [HostMessage] = [.valueNotVehicleID, .valueNotVehicleIDOrName, .valueNotInstant]

    /// What the parser refused, as a phrase; a refusal without a problem (none yet) as it came.
    static func refusal(_ error: UsageError) -> HostPhrase {
        guard let problem = error.problem else { return .verbatim(error.message) }
        return switch problem {
        case let .unknownOption(name, suggested):
            .message(.usageUnknownOption, ["name": name], phrases: ["suggestion": suggestion(suggested)])
        case .optionTakesNoValue(let name): .message(.usageTakesNoValue, ["name": name])
        case .optionGivenTwice(let name): .message(.usageGivenTwice, ["name": name])
        case let .optionNeedsValues(name, values) where values.count == 1: .message(.usageNeedsValue, ["name": name])
        case let .optionNeedsValues(name, values):
            .message(.usageNeedsValues, ["name": name, "count": "\(values.count)", "values": values.joined(separator: " ")])
        case .missingArgument(let name): .message(.usageMissingArgument, ["name": name])
        case .unexpectedArgument(let word): .message(.usageUnexpectedArgument, ["word": word])
        case let .noSubcommands(command, word): .message(.usageNoSubcommands, ["command": command, "word": word])
        case let .unknownCommand(word, suggested, program):
            .message(.usageUnknownCommand, ["word": word, "program": program], phrases: ["suggestion": suggestion(suggested)])
        case let .unknownSubcommand(word, group, suggested, program):
            .message(
                .usageUnknownSubcommand, ["word": word, "group": group, "program": program],
                phrases: ["suggestion": suggestion(suggested)])
        case let .needsSubcommand(group, choices):
            .message(.usageNeedsSubcommand, ["group": group, "choices": choices.joined(separator: ", ")])
        case let .refusedValue(label, value, reason):
            .message(.valueRefused, ["label": label, "value": value], phrases: ["reason": Self.reason(reason)])
        }
    }

    /// The parser's guess at what was meant, or nothing.
    private static func suggestion(_ word: String?) -> HostPhrase {
        word.map { .message(.usageSuggestion, ["word": $0]) } ?? .verbatim("")
    }

    /// Why a value parser refused a word, as the end of the sentence that names it.
    private static func reason(_ error: ValueError) -> HostPhrase {
        guard let problem = error.problem else {
            return ownValueReasons.first { $0.english == error.message }.map { .message($0) } ?? .verbatim(error.message)
        }
        return switch problem {
        case .notWholeNumber: .message(.valueNotWholeNumber)
        case .tooLarge: .message(.valueTooLarge)
        case .atMost(let upper): .message(.valueAtMost, ["upper": "\(upper)"])
        case .atLeast(let lower): .message(.valueAtLeast, ["lower": "\(lower)"])
        case let .between(lower, upper): .message(.valueBetween, ["lower": "\(lower)", "upper": "\(upper)"])
        case .notPositiveNumber: .message(.valueNotPositive)
        case .notPositiveNumberLike(let example): .message(.valueNotPositiveLike, ["example": example])
        case .notOneOf(let words): .message(.valueNotOneOf, ["words": words.joined(separator: ", ")])
        case .emptyListItem: .message(.valueEmptyListItem)
        case .notADate(let form): .message(.valueNotADate, ["form": form])
        case .notOnTheCalendar: .message(.valueNotOnCalendar)
        }
    }
}
