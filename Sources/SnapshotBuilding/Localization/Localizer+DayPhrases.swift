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
    public func dayPhrases() -> DayPhrases {
        let phrases = (DayPhrases.firstOffset...DayPhrases.lastOffset).map(dayPhrase(forOffset:))
        return DayPhrases(from: DayPhrases.firstOffset, phrases: phrases, overdueFallback: text(.overdue))
    }
}
