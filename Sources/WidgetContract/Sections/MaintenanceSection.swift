/// Everything the maintenance widget reads.
public struct MaintenanceSection: Codable, Hashable, Sendable {
    /// Title, messages and theme.
    public var basics: SectionBasics
    /// Shown when no maintenance is planned.
    public var noMaintenance: String
    /// The day phrases of the rows.
    public var dayPhrases: DayPhrases
    /// The vehicles the widget can be configured for.
    public var vehicles: [VehicleReference]
    /// Every maintenance item with a due point.
    public var maintenance: [SnapshotMaintenance]
    /// How many items the list has in all when ``maintenance`` holds only those the widget can ever
    /// show (a widget part, see ``WidgetPart``): the widget's "+N more" counts from it. `nil` in the
    /// whole snapshot's section, whose list is complete; left out of the encoding when `nil`, so the
    /// section's bytes and content hash are what they were before parts.
    public var itemCount: Int?

    /// Creates the section.
    public init(
        basics: SectionBasics, noMaintenance: String, dayPhrases: DayPhrases, vehicles: [VehicleReference],
        maintenance: [SnapshotMaintenance], itemCount: Int? = nil
    ) {
        self.basics = basics
        self.noMaintenance = noMaintenance
        self.dayPhrases = dayPhrases
        self.vehicles = vehicles
        self.maintenance = maintenance
        self.itemCount = itemCount
    }
}
