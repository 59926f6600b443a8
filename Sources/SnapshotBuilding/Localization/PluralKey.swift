/// The key of a text with plural forms; `{count}` in the text is the number.
public enum PluralKey: String, CaseIterable, Sendable {
    /// "In {count} days".
    case inDays
    /// "Overdue by {count} days".
    case overdueByDays
}
