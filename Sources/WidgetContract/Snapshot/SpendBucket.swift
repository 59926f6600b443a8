/// One month's bar in the spend widget.
public struct SpendBucket: Codable, Hashable, Sendable {
    /// The mark drawn on the bar of an incomplete month; `strings.incompleteMonths` opens with it.
    public static let incompleteMark = "!"

    /// The month, `YYYY-MM`.
    public var id: CalendarMonth
    /// The month's short localized name ("nov.").
    public var label: String
    /// The month's total relative to the largest of the shown months, 0...1. Kept when locked:
    /// a bar's height reveals no amount.
    public var ratio: Double
    /// Whether this is the month `validUntil` ends.
    public var isCurrent: Bool
    /// False when some expense dated in this month had no exchange rate and is left out of its
    /// total (and so of its bar). Per month: a missing rate in August says nothing about November.
    public var isComplete: Bool

    /// Creates a bucket.
    public init(id: CalendarMonth, label: String, ratio: Double, isCurrent: Bool, isComplete: Bool) {
        self.id = id
        self.label = label
        self.ratio = ratio
        self.isCurrent = isCurrent
        self.isComplete = isComplete
    }
}
