/// One month's bar of the spend widget.
public struct SpendBar: Hashable, Sendable, Codable {
    /// The month's short name ("nov.").
    public var label: String
    /// The bar's height relative to the tallest, 0...1.
    public var ratio: Double
    /// Whether this is the current month.
    public var isCurrent: Bool
    /// False when the month leaves out expenses without an exchange rate: its bar is marked.
    public var isComplete: Bool
    /// The deep link to that month's spend.
    public var link: String

    /// Creates a bar.
    public init(label: String, ratio: Double, isCurrent: Bool, isComplete: Bool, link: String) {
        self.label = label
        self.ratio = ratio
        self.isCurrent = isCurrent
        self.isComplete = isComplete
        self.link = link
    }
}
