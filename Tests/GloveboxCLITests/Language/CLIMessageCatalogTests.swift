import Foundation
import GarageRules
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract
@testable import GloveboxCLI

/// Every message of the command line exists in every language with the English placeholders, every
/// plural message has a form for each CLDR category of its language, and the categories the shared
/// rule picks agree with CLDR as written down by hand in `CLDRByHand` (the widgets' phrases are
/// checked against the same source).
@Suite struct CLIMessageCatalogTests {
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyMessageIsTranslatedWithItsPlaceholders(_ language: Language) throws {
        let table = try #require(CLIMessage.table(of: language))
        for message in CLIMessage.allCases {
            let text = try #require(table[message], "\(language.tag): \(message) is missing")
            #expect(!text.isEmpty, "\(language.tag): \(message)")
            #expect(CLIMessage.placeholders(in: text) == message.placeholders, "\(language.tag): \(message): \(text)")
        }
        #expect(table.count == CLIMessage.allCases.count, "\(language.tag) has messages that no key names")
    }

    @Test func englishMessagesAreNotEmpty() {
        for message in CLIMessage.allCases { #expect(!message.english.isEmpty, "\(message)") }
    }

    @Test(arguments: Language.allCases)
    func everyPluralMessageHasAFormForEachCLDRCategoryOfTheLanguage(_ language: Language) throws {
        let wanted = CLDRByHand.pluralCategoryNames(language.tag)
        #expect(Set(language.pluralCategories.map(\.rawValue)) == wanted, "\(language.tag): the shared rule's categories")
        for message in CLIPlural.allCases {
            let forms = message.forms(in: language)
            if language != .english {
                #expect(CLIPlural.table(of: language)?[message] != nil, "\(language.tag): \(message) is missing")
            }
            #expect(Set(forms.keys.map(\.rawValue)) == wanted, "\(language.tag): \(message) has \(forms.keys.map(\.rawValue))")
            let englishNames = CLIMessage.placeholders(in: message.english[.other] ?? "")
            #expect(englishNames.contains("count"), "\(message)")
            for (category, form) in forms {
                #expect(CLIMessage.placeholders(in: form) == englishNames, "\(language.tag): \(message) \(category): \(form)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func theSharedRulePicksTheCategoryCLDRGives(_ language: Language) {
        for count in Array(0...1_200) + [1_001, 21_000, 1_000_001] {
            let expected = CLDRByHand.plural(count, language.tag).rawValue
            #expect(language.pluralCategory(of: count).rawValue == expected, "\(language.tag) \(count)")
        }
        // Whole millions are `many` where CLDR defines the category, `other` where it does not.
        let millions = language.pluralCategory(of: 3_000_000).rawValue
        #expect(millions == (CLDRByHand.pluralCategoryNames(language.tag).contains("many") ? "many" : "other"))
    }

    @Test func pluralMessagesChooseTheirFormAndFormatTheCount() {
        #expect(CLIWords(localeTag: "de-DE").plural(.everyMonths, count: 12) == "alle 12 Monate")
        #expect(CLIWords(localeTag: "fr-FR").plural(.everyMonths, count: 0) == "tous les 0 mois")
        #expect(CLIWords(localeTag: "pt-PT").plural(.everyMonths, count: 1) == "a cada 1 mês")
        #expect(CLIWords(localeTag: "es-ES").plural(.everyMonths, count: 1_000_000) == "cada 1.000.000 de meses")
        #expect(CLIWords.english.plural(.everyMonths, count: 6) == "every 6 months")
    }

    @Test func aValueIsNeverFilledInAgain() {
        #expect(CLIWords.fill("{a} and {b}", ["a": "{b}", "b": "x"]) == "{b} and x")
        #expect(CLIWords.fill("{unknown} stays", [:]) == "{unknown} stays")
    }

    @Test func formatsFollowTheLocaleThroughTheSnapshotsFormatter() throws {
        let german = CLIWords(localeTag: "de-DE")
        let money = try #require(Money(rounding: Decimal(string: "1234.56")!, currency: .euro))
        #expect(german.money(money) == CLDRByHand.money(Decimal(string: "1234.56")!, symbol: "€", "de"))
        #expect(german.distance(84_210, .kilometres) == CLDRByHand.distance(84_210, unit: "km", "de"))
        #expect(CLIWords(localeTag: "pt-PT").distance(84_210, .kilometres) == CLDRByHand.distance(84_210, unit: "km", "pt-PT"))
        let day = try CalendarDay(parsing: "2026-12-10")
        #expect(german.day(day) == CLDRByHand.numericDate("2026-12-10", "de"))
        #expect(CLIWords(localeTag: "pt-PT").day(day) == CLDRByHand.numericDate("2026-12-10", "pt-PT"))
        #expect(CLIWords.english.money(money) == "1,234.56 EUR", "English keeps the command line's own format")
        #expect(CLIWords.english.day(day) == "2026-12-10")
    }
}
