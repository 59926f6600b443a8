import GloveboxTestSupport
import Testing
import WidgetContract
@testable import HouseholdServer

/// `glovebox-server`'s own messages exist in every language, each with exactly the placeholders of
/// its English, so that no value the English names (nor what PostgreSQL said) goes missing elsewhere.
@Suite struct ServerMessageCatalogTests {
    static let languages = Language.allCases.filter { $0 != .english }

    @Test(arguments: languages)
    func everyKeyHasATextWithTheEnglishPlaceholders(_ language: Language) {
        let problems = PhraseCatalogWalk.problems(ServerMessage.self, in: language)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: languages)
    func theQuestionsAndTheOutputOfProgramsKeepTheirShape(_ language: Language) {
        // A prompt ends where the answer is typed; a program's output starts on a line of its own.
        for key in [ServerMessage.passwordPrompt, .passwordAgainPrompt, .removeQuestion] {
            #expect(key.text(in: language).hasSuffix(": ") || key.text(in: language).hasSuffix("[y/N] "), "\(language) \(key)")
        }
        #expect(ServerMessage.removeQuestion.text(in: language).hasSuffix("[y/N] "), "the answers stay y and yes")
        for key in ServerMessage.allCases where key.english.contains(":\n{output}") {
            #expect(key.text(in: language).hasSuffix(":\n{output}"), "\(language) \(key)")
        }
    }

    @Test func englishHasNoTableAndTheOthersDifferFromIt() {
        #expect(ServerMessage.table(of: .english) == nil)
        for language in Self.languages {
            let same = ServerMessage.allCases.filter { $0.text(in: language) == $0.english }
            #expect(same.isEmpty, "\(language): \(same)")
        }
    }

    @Test func whatPostgreSQLSaidIsKeptAsItCameInsideTheTranslatedFrame() {
        let error = ServerError.runtime(.cannotConnect, ["directory": "/srv/household", "error": "connection refused"])
        #expect(error.message(in: .french) == """
            impossible de se connecter au serveur de /srv/household (démarrez-le avec \
            'glovebox-server start /srv/household') : connection refused
            """)
        #expect(error.message == "cannot connect to the server in /srv/household (start it with "
            + "'glovebox-server start /srv/household'): connection refused")
        #expect(error.exitCode == 1)
    }

    @Test func wordsWrittenElsewhereAreTheSameInEveryLanguage() {
        // The household schema's own refusal, raised by PostgreSQL, is passed on as it came.
        let refusal = ServerError.validation("an account named 'Ana@example.com' differs only in letter case")
        #expect(refusal.message(in: .german) == refusal.message)
        #expect(refusal.exitCode == 2)
    }

    @Test func errorsAreEqualWhenTheySayTheSameInEnglish() {
        #expect(ServerError.validation(.noSuchAccount, ["account": "ana"]) == .validation("no account named 'ana' on this server"))
        #expect(ServerError.validation(.noSuchAccount, ["account": "ana"]) != .runtime("no account named 'ana' on this server"))
        #expect(ServerError.validation(.noSuchAccount, ["account": "ana"]) != .validation(.noSuchAccount, ["account": "rui"]))
    }
}
