/// Everything the deadlines widget reads.
public struct DeadlinesSection: Codable, Hashable, Sendable {
    /// Title, messages and theme.
    public var basics: SectionBasics
    /// Shown when no deadline is open.
    public var noDeadlines: String
    /// The day phrases of the rows.
    public var dayPhrases: DayPhrases
    /// The vehicles the widget can be configured for.
    public var vehicles: [VehicleReference]
    /// Every open deadline.
    public var deadlines: [SnapshotDeadline]
    /// How many items the list has in all when ``deadlines`` holds only those the widget can ever
    /// show (a widget part, see ``WidgetPart``): the widget's "+N more" counts from it. `nil` in the
    /// whole snapshot's section, whose list is complete; left out of the encoding when `nil`, so the
    /// section's bytes and content hash are what they were before parts.
    public var itemCount: Int?

    /// Creates the section.
    public init(
        basics: SectionBasics, noDeadlines: String, dayPhrases: DayPhrases, vehicles: [VehicleReference],
        deadlines: [SnapshotDeadline], itemCount: Int? = nil
    ) {
        self.basics = basics
        self.noDeadlines = noDeadlines
        self.dayPhrases = dayPhrases
        self.vehicles = vehicles
        self.deadlines = deadlines
        self.itemCount = itemCount
    }
}
