import ArgumentParsing
import Testing
import WidgetContract
@testable import WidgetHost

/// The parser's refusals, said as the host's phrases (ArgumentParsing's words, the host's own value
/// reasons from its catalog), are in English the parser's own messages word for word, for every
/// problem it names, so translating them changed no English.
@Suite struct HostRefusalPhraseTests {
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
        .unknownCommand("frobnicate", suggestion: nil, program: "glovebox-widget"),
        .unknownSubcommand("ad", group: "vehicle", suggestion: "add", program: "glovebox-widget"),
        .needsSubcommand(group: "vehicle", choices: ["add", "list"]),
    ] + reasons.map { .refusedValue(label: "--poll", value: "x", reason: $0) }

    static let reasons: [ValueError] = [
        ValueError(.notWholeNumber), ValueError(.tooLarge), ValueError(.atMost(60)), ValueError(.atLeast(1)),
        ValueError(.between(1, 65535)), ValueError(.notPositiveNumber), ValueError(.notPositiveNumberLike("0.5")),
        ValueError(.notOneOf(["text", "svg"])), ValueError(.emptyListItem), ValueError(.notADate(form: "YYYY-MM-DD")),
        ValueError(.notOnTheCalendar),
    ] + [HostMessage.valueNotVehicleID, .valueNotVehicleIDOrName, .valueNotInstant].map { (key: HostMessage) in ValueError(key.english, cause: key) }

    @Test(arguments: problems)
    func theEnglishIsTheParsersOwn(_ problem: UsageProblem) {
        #expect(HostPhrase.refusal(UsageError(problem)).text(in: .english) == problem.description)
    }

    @Test(arguments: problems)
    func everyOtherLanguageSaysItInItsOwnWords(_ problem: UsageProblem) {
        for language in Language.allCases where language != .english {
            let said = HostPhrase.refusal(UsageError(problem)).text(in: language)
            #expect(said != problem.description, "\(language): \(said)")
            #expect(!said.contains("{"), "\(language): \(said)")
        }
    }

    @Test func aRefusalWithoutAProblemIsPassedOnAsItCame() {
        let error = UsageError("a check of the command's own")
        #expect(HostPhrase.refusal(error).text(in: .german) == "a check of the command's own")
    }
}
