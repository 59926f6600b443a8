/// Translated phrases for due days, indexed by the number of calendar days until the due day.
///
/// The widget counts days from its own local day to a `dueDate` and looks the phrase up here,
/// so "In 3 days" becomes "In 2 days" at midnight without the app. Offsets before ``from`` use
/// ``overdueFallback``; offsets after the table's end use the item's own `dueDateLabel`.
public struct DayPhrases: Codable, Hashable, Sendable {
    /// The first offset of the table: 60 days overdue.
    public static let firstOffset = -60
    /// The last offset of the table: 120 days ahead.
    public static let lastOffset = 120
    /// The number of phrases the table holds, one per offset.
    public static let count = lastOffset - firstOffset + 1

    /// The offset of `phrases[0]`; always ``firstOffset`` (versions 1 and 2).
    public var from: Int
    /// One phrase per offset from ``from``: "Overdue by 60 days" … "Today", "Tomorrow", "In 2 days" ….
    public var phrases: [String]
    /// The phrase for items overdue by more than the table covers ("Overdue").
    public var overdueFallback: String

    /// Creates a phrase table.
    public init(from: Int = DayPhrases.firstOffset, phrases: [String], overdueFallback: String) {
        self.from = from
        self.phrases = phrases
        self.overdueFallback = overdueFallback
    }

    /// The phrase for `offset` days from today to the due day, or `nil` beyond the table's end
    /// (where the caller shows the due date itself).
    public func phrase(forOffset offset: Int) -> String? {
        let index = offset - from
        if index < 0 { return overdueFallback }
        guard index < phrases.count else { return nil }
        return phrases[index]
    }
}
