/// The latest records a list shows, and how many match in all: a list reads one page, never a
/// whole history (`export` takes everything out).
public struct RecordPage<Record> {
    /// The latest `limit` matching records, oldest first.
    public var records: [Record]
    /// How many records match, the page's included.
    public var total: Int

    /// A page.
    public init(records: [Record], total: Int) {
        self.records = records
        self.total = total
    }

    /// Whether older matching records were left out.
    public var isPartial: Bool { records.count < total }
}

extension RecordPage: Sendable where Record: Sendable {}
