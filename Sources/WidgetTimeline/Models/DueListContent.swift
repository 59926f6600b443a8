/// The deadlines or maintenance widget's content.
public struct DueListContent: Hashable, Sendable, Codable {
    /// The rows that fit the family, most urgent first (``UrgencyOrder`` on the entry's day).
    public var rows: [DueRow]
    /// How many more items there are than fit.
    public var hiddenCount: Int
    /// The text shown when there is no row ("Nothing due").
    public var emptyText: String

    /// Creates the content.
    public init(rows: [DueRow], hiddenCount: Int, emptyText: String) {
        self.rows = rows
        self.hiddenCount = hiddenCount
        self.emptyText = emptyText
    }
}
