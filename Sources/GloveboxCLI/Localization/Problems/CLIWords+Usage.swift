import ArgumentParsing

/// The parser's refusals and the help's frame in the person's language: the commands' own
/// summaries and option help stay as declared.
extension CLIWords {
    /// The help's headings and last line.
    var helpWords: HelpWords {
        guard language != .english else { return .english }
        return HelpWords(
            usage: text(.usageLabel), arguments: text(.helpArguments), options: text(.helpOptions), commands: text(.helpCommands),
            subcommands: text(.helpSubcommands), describesCommand: text(.helpDescribesCommand),
            describesSubcommand: text(.helpDescribesSubcommand))
    }

    /// A usage error's message: the parser's problem in this language; a command's own check (a
    /// message with no problem behind it) as the command wrote it.
    func usageMessage(_ error: UsageError) -> String {
        guard language != .english, let problem = error.problem else { return error.message }
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
        }
    }
}
