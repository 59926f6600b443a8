import Testing
@testable import ArgumentParsing

/// The parser's refusals, written once for every program (``RefusalWords``): every phrase in every
/// language, with the placeholders of its English; English filled in is the parser's own message
/// word for word, so that saying a refusal through the phrases changed no program's English.
@Suite struct RefusalWordsTests {
    static let languageCodes = ["pt", "fr", "es", "de"]

    static let reasons: [ValueError] = [
        ValueError(.notWholeNumber), ValueError(.tooLarge), ValueError(.atMost(60)), ValueError(.atLeast(1)),
        ValueError(.between(1, 65535)), ValueError(.notPositiveNumber), ValueError(.notPositiveNumberLike("0.5")),
        ValueError(.notOneOf(["text", "svg"])), ValueError(.emptyListItem), ValueError(.notADate(form: "YYYY-MM-DD")),
        ValueError(.notOnTheCalendar),
    ]

    /// Every problem the parser names, each phrase at least once.
    static let problems: [UsageProblem] = [
        .unknownOption("--colour", suggestion: "--color"),
        .unknownOption("-x", suggestion: nil),
        .optionTakesNoValue("--json"),
        .optionGivenTwice("--family"),
        .optionNeedsValues("--family", values: ["F"]),
        .optionNeedsValues("--between", values: ["FROM", "TO"]),
        .missingArgument("ID"),
        .unexpectedArgument("w2"),
        .noSubcommands(command: "list", word: "all"),
        .unknownCommand("lsit", suggestion: "list", program: "glovebox-widget"),
        .unknownCommand("frobnicate", suggestion: nil, program: "glovebox"),
        .unknownSubcommand("ad", group: "vehicle", suggestion: "add", program: "glovebox"),
        .unknownSubcommand("zz", group: "keys", suggestion: nil, program: "glovebox-server"),
        .needsSubcommand(group: "vehicle", choices: ["add", "list"]),
    ] + reasons.map { .refusedValue(label: "--poll", value: "x", reason: $0) }

    /// The `{name}` placeholders of a template.
    static func placeholders(_ template: String) -> [String] {
        template.matches(of: /\{([A-Za-z]+)\}/).map { String($0.output.1) }.sorted()
    }

    @Test(arguments: languageCodes)
    func everyPhraseIsInTheLanguageWithTheEnglishPlaceholders(_ code: String) {
        let words = RefusalWords.standard(languageCode: code)
        for phrase in RefusalPhrase.allCases {
            guard let text = words.phrases[phrase] else {
                Issue.record("\(code): no text for \(phrase)")
                continue
            }
            #expect(!text.isEmpty, "\(code) \(phrase)")
            #expect(Self.placeholders(text) == Self.placeholders(phrase.english), "\(code) \(phrase): \(text)")
            // A frame of placeholders alone (a refused value's) reads the same in every language.
            if phrase != .refusedValue { #expect(text != phrase.english, "\(code) \(phrase) is still English") }
        }
    }

    @Test(arguments: problems)
    func theEnglishIsTheParsersOwn(_ problem: UsageProblem) {
        #expect(RefusalWords.english.message(UsageError(problem)) == problem.description)
        #expect(RefusalWords.standard(languageCode: "en").message(UsageError(problem)) == problem.description)
    }

    @Test(arguments: problems)
    func everyOtherLanguageSaysItInItsOwnWords(_ problem: UsageProblem) {
        for code in Self.languageCodes {
            let said = RefusalWords.standard(languageCode: code).message(UsageError(problem))
            #expect(said != problem.description, "\(code): \(said)")
            #expect(!said.contains("{"), "\(code): \(said)")
        }
    }

    @Test func aLanguageOfNoTableIsEnglishAndTheCodesCaseDoesNotMatter() {
        #expect(RefusalWords.standard(languageCode: "it") == .english)
        #expect(RefusalWords.standard(languageCode: "DE") == RefusalWords.standard(languageCode: "de"))
        #expect(RefusalWords.standard(languageCode: "de") != .english)
    }

    @Test func countsAndBoundsAreWrittenByTheProgramsFormatter() {
        let german = RefusalWords.standard(languageCode: "de")
        // As a German locale groups them (the app passes its formatter).
        let grouped: (Int) -> String = { $0 >= 1000 ? "\($0 / 1000).\(String(String($0 % 1000 + 1000).dropFirst()))" : "\($0)" }
        let bounds = UsageError(.refusedValue(label: "--months", value: "0", reason: ValueError(.between(1, 1_200))))
        #expect(german.message(bounds, number: grouped) == "--months '0' muss zwischen 1 und 1.200 liegen")
        #expect(german.message(bounds) == "--months '0' muss zwischen 1 und 1200 liegen")
        let values = UsageError(.optionNeedsValues("--cost", values: ["A", "CUR"]))
        #expect(german.message(values, number: { "<\($0)>" }) == "die Option '--cost' braucht <2> Werte: A CUR")
    }

    @Test func aReasonWithoutAProblemIsTheProgramsToSay() {
        let error = UsageError(.refusedValue(label: "--vehicle", value: "../etc", reason: ValueError("is not a vehicle id")))
        let french = RefusalWords.standard(languageCode: "fr")
        #expect(french.message(error) == "--vehicle '../etc' is not a vehicle id")
        #expect(french.message(error, reason: { _ in "n’est pas un identifiant" }) == "--vehicle '../etc' n’est pas un identifiant")
    }

    @Test func aRefusalWithoutAProblemIsPassedOnAsItCame() {
        let error = UsageError("a check of the command's own")
        #expect(RefusalWords.standard(languageCode: "de").message(error) == "a check of the command's own")
    }

    @Test func wordsTypedLikeAPlaceholderStayAsTyped() {
        let error = UsageError(.unknownOption("{suggestion}", suggestion: "{name}"))
        #expect(RefusalWords.standard(languageCode: "es").message(error) == "opción desconocida '{suggestion}' (¿querías decir '{name}'?)")
        #expect(RefusalWords.english.message(error) == error.message)
    }
}
