import SnapshotBuilding
import Testing
import WidgetContract

@Suite struct DayPhrasesTests {
    @Test(arguments: Language.allCases)
    func tableHasOnePhrasePerOffsetAndPassesTheContract(_ language: Language) {
        let table = Localizer(language: language).dayPhrases()
        #expect(table.from == -60)
        #expect(table.phrases.count == 181)
        #expect(table.phrases.allSatisfy { !$0.isEmpty && !$0.contains("{") })
        #expect(Set(table.phrases).count == 181, "every offset reads differently")
        #expect(table.phrase(forOffset: -61) == table.overdueFallback)
    }

    @Test(arguments: [
        (Language.english, ["Overdue by 60 days", "Overdue by 2 days", "Overdue by 1 day", "Today", "Tomorrow", "In 2 days", "In 120 days"], "Overdue"),
        (.portuguesePortugal, ["Em atraso há 60 dias", "Em atraso há 2 dias", "Em atraso há 1 dia", "Hoje", "Amanhã", "Daqui a 2 dias", "Daqui a 120 dias"], "Em atraso"),
        (.spanish, ["Venció hace 60 días", "Venció hace 2 días", "Venció hace 1 día", "Hoy", "Mañana", "En 2 días", "En 120 días"], "Vencido"),
        (.french, ["En retard de 60 jours", "En retard de 2 jours", "En retard de 1 jour", "Aujourd’hui", "Demain", "Dans 2 jours", "Dans 120 jours"], "En retard"),
        (.german, ["Seit 60 Tagen überfällig", "Seit 2 Tagen überfällig", "Seit 1 Tag überfällig", "Heute", "Morgen", "In 2 Tagen", "In 120 Tagen"], "Überfällig"),
    ])
    func spotChecks(_ language: Language, _ expected: [String], _ fallback: String) {
        let table = Localizer(language: language).dayPhrases()
        let offsets = [-60, -2, -1, 0, 1, 2, 120]
        #expect(offsets.map { table.phrase(forOffset: $0) } == expected)
        #expect(table.overdueFallback == fallback)
        #expect(table.phrase(forOffset: 121) == nil)
    }

    @Test func noEnglishPhraseSaysOneDays() {
        let table = Localizer(language: .english).dayPhrases()
        #expect(!table.phrases.contains { $0.hasSuffix(" 1 days") })
        #expect(table.phrases.filter { $0.hasSuffix(" day") } == ["Overdue by 1 day"])
    }
}
