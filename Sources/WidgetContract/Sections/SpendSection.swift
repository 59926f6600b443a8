/// Everything the spend widget reads.
public struct SpendSection: Codable, Hashable, Sendable {
    /// Title, messages and theme.
    public var basics: SectionBasics
    /// Shown once the month has ended and the app has not refreshed the widget.
    public var monthEnded: String
    /// The note under a current month's total that leaves expenses out.
    public var incompleteSpend: String
    /// The note that explains the mark on earlier months that leave expenses out.
    public var incompleteMonths: String
    /// The ids of the vehicles the widget can be configured for (it opens the spend entry's link, not the vehicle's).
    public var vehicleIds: [String]
    /// Spend for all vehicles and for each.
    public var spend: [SnapshotSpend]

    /// Creates the section.
    public init(
        basics: SectionBasics, monthEnded: String, incompleteSpend: String, incompleteMonths: String,
        vehicleIds: [String], spend: [SnapshotSpend]
    ) {
        self.basics = basics
        self.monthEnded = monthEnded
        self.incompleteSpend = incompleteSpend
        self.incompleteMonths = incompleteMonths
        self.vehicleIds = vehicleIds
        self.spend = spend
    }
}
