import Synchronization
import WidgetContract

extension Localizer {
    /// The phrase for a due day `offset` calendar days from today: "Today", "Tomorrow",
    /// "In 5 days", "Overdue by 1 day", plural-correct by the language's CLDR rules.
    public func dayPhrase(forOffset offset: Int) -> String {
        switch offset {
        case 0: text(.today)
        case 1: text(.tomorrow)
        case 2...: plural(.inDays, count: offset)
        default: plural(.overdueByDays, count: -offset)
        }
    }

    /// The whole table the widget indexes by day offset, −60…+120, with the overdue fallback.
    ///
    /// Made once per language and process: its 182 phrases depend on the catalog alone, and every
    /// publish writes the table into two snapshots.
    public func dayPhrases() -> DayPhrases {
        if let known = Self.dayPhraseTables.withLock({ $0[language] }) { return known }
        let phrases = (DayPhrases.firstOffset...DayPhrases.lastOffset).map(dayPhrase(forOffset:))
        let table = DayPhrases(from: DayPhrases.firstOffset, phrases: phrases, overdueFallback: text(.overdue))
        Self.dayPhraseTables.withLock { $0[language] = table }
        return table
    }

    /// The tables made so far, by language.
    private static let dayPhraseTables = Mutex<[Language: DayPhrases]>([:])
}
