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

    /// The parser's refusals, in the words ArgumentParsing keeps for every program.
    var refusalWords: RefusalWords {
        .standard(languageCode: language.languageCode)
    }

    /// A usage error's message: the parser's problem in this language, its counts and bounds
    /// written as the locale writes numbers; a command's own check (a message with no problem
    /// behind it) as the command wrote it.
    func usageMessage(_ error: UsageError) -> String {
        guard language != .english else { return error.message }
        // Another module's refusal of a value (an unknown currency, an amount): in its own words here.
        if let cause = error.cause, let said = failure(cause) { return said }
        return refusalWords.message(error, number: count)
    }
}
