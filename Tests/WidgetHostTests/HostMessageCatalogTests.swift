import GloveboxTestSupport
import Testing
import WidgetContract
@testable import WidgetHost

/// `glovebox-widget`'s own messages exist in every language, each with exactly the placeholders of
/// its English, so that no value the English names goes missing (or shows as `{name}`) elsewhere.
@Suite struct HostMessageCatalogTests {
    static let languages = Language.allCases.filter { $0 != .english }

    @Test(arguments: languages)
    func everyKeyHasATextWithTheEnglishPlaceholders(_ language: Language) {
        let problems = PhraseCatalogWalk.problems(HostMessage.self, in: language)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func englishHasNoTableAndTheOthersDifferFromIt() {
        #expect(HostMessage.table(of: .english) == nil)
        // A table copied from the English would pass the walk above and translate nothing.
        for language in Self.languages {
            let same = HostMessage.allCases.filter { $0.text(in: language) == $0.english }
            #expect(same.count < HostMessage.allCases.count / 4, "\(language): \(same)")
        }
    }

    @Test func aValueThatLooksLikeAPlaceholderIsKeptAsTyped() {
        let text = HostMessage.noWidgetWithID.text(in: .portuguesePortugal, ["id": "{id}"])
        #expect(text == "nenhum widget instalado tem o id '{id}' (ver 'glovebox-widget list')")
    }
}
