import Testing
import WidgetContract
@testable import WidgetHost

/// `glovebox-widget`'s own messages exist in every language, each with exactly the placeholders of
/// its English, so that no value the English names goes missing (or shows as `{name}`) elsewhere.
@Suite struct HostMessageCatalogTests {
    static let languages = Language.allCases.filter { $0 != .english }

    /// The `{name}` placeholders of a template.
    static func placeholders(_ template: String) -> [String] {
        template.matches(of: /\{([A-Za-z]+)\}/).map { String($0.output.1) }.sorted()
    }

    @Test(arguments: languages)
    func everyKeyHasATextWithTheEnglishPlaceholders(_ language: Language) throws {
        let table = try #require(HostMessage.table(of: language))
        for key in HostMessage.allCases {
            guard let text = table[key] else {
                Issue.record("\(language): no text for \(key)")
                continue
            }
            #expect(Self.placeholders(text) == Self.placeholders(key.english), "\(language) \(key): \(text)")
            #expect(!text.isEmpty, "\(language) \(key)")
        }
        #expect(table.count == HostMessage.allCases.count, "\(language): the table has keys the catalog lost")
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
