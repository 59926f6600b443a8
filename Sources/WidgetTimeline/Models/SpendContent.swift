/// The spend widget's content.
public struct SpendContent: Hashable, Sendable, Codable {
    /// The month's name ("November 2026").
    public var monthLabel: String
    /// The month's total; redacted when the lock is on.
    public var total: DisplayText
    /// A note that the total leaves records out (small), or what the mark on incomplete months'
    /// bars means (medium and large), when a shown month leaves records out.
    public var note: String?
    /// The months as bars, oldest first (medium and large only).
    public var bars: [SpendBar]

    /// Creates the content.
    public init(monthLabel: String, total: DisplayText, note: String?, bars: [SpendBar]) {
        self.monthLabel = monthLabel
        self.total = total
        self.note = note
        self.bars = bars
    }
}
