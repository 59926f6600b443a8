import Foundation
import GloveboxTestSupport
import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct ShortcutCatalogTests {
    /// The `{names}` a template holds.
    static func placeholders(_ template: String) -> Set<String> {
        var names = Set<String>()
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The letters of `template` outside its `{placeholders}`.
    static func wordsOutsidePlaceholders(_ template: String) -> String {
        var letters = ""
        var inside = false
        for character in template {
            if character == "{" { inside = true } else if character == "}" { inside = false } else if !inside, character.isLetter {
                letters.append(character)
            }
        }
        return letters
    }

    @Test(arguments: Language.allCases)
    func everyTemplateHoldsExactlyItsPlaceholders(_ language: Language) {
        let templates = ShortcutCatalog.templates(of: ShortcutCatalog.phrases(for: language))
        #expect(templates.count == 18)
        for template in templates {
            #expect(!template.text.isEmpty)
            #expect(Self.placeholders(template.text) == Set(template.placeholders), "\(language) \(template.name)")
        }
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyLanguageIsTranslated(_ language: Language) {
        let english = ShortcutCatalog.templates(of: ShortcutCatalog.english)
        let translated = ShortcutCatalog.templates(of: ShortcutCatalog.phrases(for: language))
        for (source, target) in zip(english, translated) {
            // Sentences made only of placeholders ("{vehicle}: {item}, {when}.") may read the same.
            if Self.wordsOutsidePlaceholders(source.text).count > 12 {
                #expect(source.text != target.text, "\(language) \(source.name) is still English")
            }
        }
    }

    @Test(arguments: [
        ("en_GB", "en", "Open Glovebox to answer this."),
        ("pt_PT", "pt-PT", "Abra o Glovebox para responder a isto."),
        ("es_ES", "es", "Abre Glovebox para responder a esto."),
        ("fr_FR", "fr", "Ouvrez Glovebox pour répondre à cette question."),
        ("de_DE", "de", "Öffne Glovebox, um das zu beantworten."),
    ])
    func theSnapshotSpeaksTheUsersLanguage(_ locale: String, _ tag: String, _ openApp: String) throws {
        let context = SnapshotContext(
            now: Pinned.instant("2026-11-29T19:20:00Z"), locale: Locale(identifier: locale),
            timeZone: Pinned.timeZone("Europe/Lisbon"), isLocked: false)
        let facts = SnapshotFacts(
            vehicles: [VehicleFacts(
                id: "clio", name: "Clio",
                lastReading: VehicleFacts.Reading(value: 84_210, date: CalendarDay(year: 2026, month: 11, day: 20)!))],
            spend: [SpendFacts(vehicleId: "clio", currencyCode: "EUR", months: [.init(month: CalendarMonth(year: 2026, month: 11)!, total: 312.4)])])
        let snapshot = ShortcutsBuilder.build(facts: facts, context: context)
        #expect(snapshot.locale == tag)
        #expect(snapshot.phrases.openApp == openApp)
        #expect(snapshot.dayPhrases == Localizer(language: Language(matching: Locale(identifier: locale))).dayPhrases())
        let clio = try #require(snapshot.vehicles.first)
        #expect(clio.monthSpend.totalLabel?.contains("312") == true)
        #expect(clio.monthSpend.monthLabel.contains("2026"))
    }
}
