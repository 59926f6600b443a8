import ArgumentParsing

/// The parser's refusals and the help, its frame and its content, in the person's language.
extension CLIWords {
    /// The help's headings and last line.
    var helpWords: HelpWords {
        .standard(languageCode: language.languageCode)
    }

    /// The help's content: the commands' summaries, their arguments' and options' help, their
    /// discussions (``CLIHelpText``).
    var helpTranslation: HelpTranslation {
        CLIHelpText.translation(for: language)
    }

    /// A usage error's message: the parser's problem in this language; a command's own check (a
    /// message with no problem behind it) as the command wrote it.
    func usageMessage(_ error: UsageError) -> String {
        guard language != .english else { return error.message }
        // Another module's refusal of a value (an unknown currency, an amount): in its own words here.
        if let cause = error.cause, let said = failure(cause) { return said }
        guard let problem = error.problem else { return error.message }
        func suggestion(_ word: String?) -> String {
            word.map { text(.usageSuggestion, ["word": $0]) } ?? ""
        }
        return switch problem {
        case let .unknownOption(name, suggested): text(.usageUnknownOption, ["name": name, "suggestion": suggestion(suggested)])
        case .optionTakesNoValue(let name): text(.usageTakesNoValue, ["name": name])
        case .optionGivenTwice(let name): text(.usageGivenTwice, ["name": name])
        case let .optionNeedsValues(name, values) where values.count == 1: text(.usageNeedsValue, ["name": name])
        case let .optionNeedsValues(name, values):
            text(.usageNeedsValues, ["name": name, "count": count(values.count), "values": values.joined(separator: " ")])
        case .missingArgument(let name): text(.usageMissingArgument, ["name": name])
        case .unexpectedArgument(let word): text(.usageUnexpectedArgument, ["word": word])
        case let .noSubcommands(command, word): text(.usageNoSubcommands, ["command": command, "word": word])
        case let .unknownCommand(word, suggested, program):
            text(.usageUnknownCommand, ["word": word, "suggestion": suggestion(suggested), "program": program])
        case let .unknownSubcommand(word, group, suggested, program):
            text(.usageUnknownSubcommand, ["word": word, "group": group, "suggestion": suggestion(suggested), "program": program])
        case let .needsSubcommand(group, choices): text(.usageNeedsSubcommand, ["group": group, "choices": choices.joined(separator: ", ")])
        case let .refusedValue(label, value, reason):
            text(.valueRefused, ["label": label, "value": value, "reason": reason.problem.map(valueProblem) ?? reason.message])
        }
    }

    /// Why a value parser refused a word, as the end of the sentence that names it.
    private func valueProblem(_ problem: ValueProblem) -> String {
        switch problem {
        case .notWholeNumber: text(.valueNotWholeNumber)
        case .tooLarge: text(.valueTooLarge)
        case .atMost(let upper): text(.valueAtMost, ["upper": count(upper)])
        case .atLeast(let lower): text(.valueAtLeast, ["lower": count(lower)])
        case let .between(lower, upper): text(.valueBetween, ["lower": count(lower), "upper": count(upper)])
        case .notPositiveNumber: text(.valueNotPositive)
        case .notPositiveNumberLike(let example): text(.valueNotPositiveLike, ["example": example])
        case .notOneOf(let words): text(.valueNotOneOf, ["words": words.joined(separator: ", ")])
        case .emptyListItem: text(.valueEmptyListItem)
        case .notADate(let form): text(.valueNotADate, ["form": form])
        case .notOnTheCalendar: text(.valueNotOnCalendar)
        }
    }
}
