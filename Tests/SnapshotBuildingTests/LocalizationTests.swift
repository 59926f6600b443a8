import Foundation
import SnapshotBuilding
import WidgetContract
import Testing

@Suite struct LocalizationTests {
    @Test(arguments: Language.allCases)
    func everyTextKeyExistsInEveryLanguage(_ language: Language) {
        let catalog = LocalizationCatalog.of(language)
        let missing = TextKey.allCases.filter { (catalog.texts[$0] ?? "").isEmpty }
        #expect(missing.isEmpty, "\(language.tag) lacks \(missing.map(\.rawValue))")
    }

    @Test(arguments: Language.allCases)
    func everyPluralKeyHasEveryCategoryTheLanguageNeeds(_ language: Language) {
        let catalog = LocalizationCatalog.of(language)
        for key in PluralKey.allCases {
            let forms = catalog.plurals[key] ?? [:]
            #expect(Set(forms.keys) == language.pluralCategories, "\(language.tag) \(key.rawValue)")
            #expect(forms.values.allSatisfy { $0.contains("{count}") }, "\(language.tag) \(key.rawValue)")
        }
    }

    @Test(arguments: Language.allCases)
    func placeholdersMatchTheEnglishOnes(_ language: Language) {
        let english = LocalizationCatalog.english.texts
        let catalog = LocalizationCatalog.of(language).texts
        for key in TextKey.allCases {
            let wanted = english[key]?.contains("{distance}") ?? false
            #expect(catalog[key]?.contains("{distance}") == wanted, "\(language.tag) \(key.rawValue)")
        }
    }

    @Test func englishAndGermanAreSingularOnlyForOne() {
        for language in [Language.english, .german] {
            #expect(language.pluralCategory(of: 0) == .other)
            #expect(language.pluralCategory(of: 1) == .one)
            #expect(language.pluralCategory(of: 2) == .other)
            #expect(language.pluralCategory(of: 1_000_000) == .other)
        }
    }

    @Test func frenchTreatsZeroAndOneAsSingular() {
        #expect(Language.french.pluralCategory(of: 0) == .one)
        #expect(Language.french.pluralCategory(of: 1) == .one)
        #expect(Language.french.pluralCategory(of: 2) == .other)
        #expect(Language.french.pluralCategory(of: 1_000_000) == .many)
        #expect(Language.french.pluralCategory(of: 1_000_001) == .other)
    }

    @Test func spanishAndPortugueseHaveOneAndWholeMillions() {
        for language in [Language.spanish, .portuguesePortugal] {
            #expect(language.pluralCategory(of: 0) == .other)
            #expect(language.pluralCategory(of: 1) == .one)
            #expect(language.pluralCategory(of: 17) == .other)
            #expect(language.pluralCategory(of: 2_000_000) == .many)
        }
    }

    @Test func pluralFormsAreFilledIn() {
        let french = Localizer(language: .french)
        #expect(french.plural(.inDays, count: 0) == "Dans 0 jour")
        #expect(french.plural(.inDays, count: 1_000_000) == "Dans 1000000 de jours")
        #expect(Localizer(language: .english).plural(.overdueByDays, count: 1) == "Overdue by 1 day")
        #expect(Localizer(language: .german).plural(.inDays, count: 3) == "In 3 Tagen")
    }

    @Test(arguments: [
        ("en_US", Language.english), ("en-GB", .english), ("pt_PT", .portuguesePortugal),
        ("pt-PT", .portuguesePortugal), ("pt_AO", .portuguesePortugal), ("pt_BR", .portuguesePortugal),
        ("pt", .portuguesePortugal),
        ("es_ES", .spanish), ("es-419", .spanish), ("es_MX", .spanish), ("fr_FR", .french), ("fr_CA", .french),
        ("de_DE", .german), ("de-AT", .german), ("de_CH", .german), ("it_IT", .english), ("ja_JP", .english),
        ("", .english),
    ])
    func localePreferenceChoosesTheLanguage(_ identifier: String, _ expected: Language) {
        #expect(Language(matching: Locale(identifier: identifier)) == expected)
    }

    @Test func brazilianPortugueseGetsPortugalsTextsWithBrazilianFormats() {
        let context = SnapshotContext(
            now: Date(timeIntervalSince1970: 0), locale: Locale(identifier: "pt-BR"),
            timeZone: TimeZone(identifier: "America/Sao_Paulo")!, isLocked: false)
        #expect(context.language == .portuguesePortugal)
        #expect(context.language.tag == "pt-PT")
        let formats = Language.portuguesePortugal.formattingLocale(for: Locale(identifier: "pt_BR"))
        #expect(formats.identifier.hasPrefix("pt_BR"))
    }

    @Test func formatsFollowTheUsersOwnLocaleWhenItSpeaksTheLanguage() {
        #expect(Language.french.formattingLocale(for: Locale(identifier: "fr_CA")).identifier.hasPrefix("fr_CA"))
        #expect(Language.english.formattingLocale(for: Locale(identifier: "en_GB")).identifier.hasPrefix("en_GB"))
    }

    @Test func englishFallbackKeepsTheUsersRegionButNotTheirLanguage() {
        let locale = Language.english.formattingLocale(for: Locale(identifier: "it_IT"))
        #expect(locale.language.languageCode?.identifier == "en")
        #expect(locale.region?.identifier == "IT")
    }

    /// The widgets' phrases are filled as every other phrase is: a value holding a placeholder (a
    /// vehicle named "{count}") is not filled again, whatever order the values come in.
    @Test func aValueThatHoldsAPlaceholderIsNotFilledAgain() {
        for _ in 0..<20 {
            #expect(PhraseTemplate.fill("{a} {b}", ["a": "{b}", "b": "x"]) == "{b} x")
            #expect(PhraseTemplate.fill("{b} {a}", ["a": "{b}", "b": "x"]) == "x {b}")
        }
        #expect(PhraseTemplate.fill("{x{count}}", ["count": "3"]) == "{x3}")
    }
}
