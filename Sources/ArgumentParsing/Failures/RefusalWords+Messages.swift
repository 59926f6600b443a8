extension RefusalWords {
    /// `error` said in these words: the parser's problem filled into its phrase; a refusal without
    /// a problem (a command's own check) as its thrower wrote it.
    ///
    /// - Parameters:
    ///   - number: writes a count or a bound, so that a program can group digits as its locale
    ///     does; plain digits, as the English messages have them, unless told otherwise.
    ///   - reason: says why a value was refused when the value parser gave no ``ValueProblem``
    ///     (a program's own parser, in its own words); its English ``ValueError/message`` unless told otherwise.
    public func message(
        _ error: UsageError, number: (Int) -> String = { String($0) }, reason: (ValueError) -> String = \.message
    ) -> String {
        guard let problem = error.problem else { return error.message }
        func say(_ phrase: RefusalPhrase, _ values: [String: String] = [:]) -> String {
            Self.fill(text(phrase), values)
        }
        func suggestion(_ word: String?) -> String {
            word.map { say(.suggestion, ["word": $0]) } ?? ""
        }
        return switch problem {
        case let .unknownOption(name, suggested): say(.unknownOption, ["name": name, "suggestion": suggestion(suggested)])
        case .optionTakesNoValue(let name): say(.takesNoValue, ["name": name])
        case .optionGivenTwice(let name): say(.givenTwice, ["name": name])
        case let .optionNeedsValues(name, values) where values.count == 1: say(.needsValue, ["name": name])
        case let .optionNeedsValues(name, values):
            say(.needsValues, ["name": name, "count": number(values.count), "values": values.joined(separator: " ")])
        case .missingArgument(let name): say(.missingArgument, ["name": name])
        case .unexpectedArgument(let word): say(.unexpectedArgument, ["word": word])
        case let .noSubcommands(command, word): say(.noSubcommands, ["command": command, "word": word])
        case let .unknownCommand(word, suggested, program):
            say(.unknownCommand, ["word": word, "suggestion": suggestion(suggested), "program": program])
        case let .unknownSubcommand(word, group, suggested, program):
            say(.unknownSubcommand, ["word": word, "group": group, "suggestion": suggestion(suggested), "program": program])
        case let .needsSubcommand(group, choices): say(.needsSubcommand, ["group": group, "choices": choices.joined(separator: ", ")])
        case let .refusedValue(label, value, refusal):
            say(.refusedValue, ["label": label, "value": value, "reason": refusal.problem.map { self.reason($0, number: number) } ?? reason(refusal)])
        }
    }

    /// Why a value parser refused a word, as the end of the sentence that names it.
    func reason(_ problem: ValueProblem, number: (Int) -> String) -> String {
        let (phrase, values): (RefusalPhrase, [String: String]) = switch problem {
        case .notWholeNumber: (.notWholeNumber, [:])
        case .tooLarge: (.tooLarge, [:])
        case .atMost(let upper): (.atMost, ["upper": number(upper)])
        case .atLeast(let lower): (.atLeast, ["lower": number(lower)])
        case let .between(lower, upper): (.between, ["lower": number(lower), "upper": number(upper)])
        case .notPositiveNumber: (.notPositiveNumber, [:])
        case .notPositiveNumberLike(let example): (.notPositiveNumberLike, ["example": example])
        case .notOneOf(let words): (.notOneOf, ["words": words.joined(separator: ", ")])
        case .emptyListItem: (.emptyListItem, [:])
        case .notADate(let form): (.notADate, ["form": form])
        case .notOnTheCalendar: (.notOnTheCalendar, [:])
        }
        return Self.fill(text(phrase), values)
    }

    /// `template` with each `{name}` that `values` has replaced, in one pass left to right: a word
    /// put in is never searched again, so an option typed as `{count}` stays as typed. The same
    /// rule as the programs' own catalogs (WidgetContract's `PhraseTemplate`, which this module
    /// cannot link: it depends on no target of ours).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
