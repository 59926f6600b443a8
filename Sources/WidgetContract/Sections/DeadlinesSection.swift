/// Everything the deadlines widget reads.
public struct DeadlinesSection: Encodable, Hashable, Sendable {
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

    /// Creates the section.
    public init(
        basics: SectionBasics, noDeadlines: String, dayPhrases: DayPhrases, vehicles: [VehicleReference],
        deadlines: [SnapshotDeadline]
    ) {
        self.basics = basics
        self.noDeadlines = noDeadlines
        self.dayPhrases = dayPhrases
        self.vehicles = vehicles
        self.deadlines = deadlines
    }
}
