/// Everything the maintenance widget reads.
public struct MaintenanceSection: Encodable, Hashable, Sendable {
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

    /// Creates the section.
    public init(
        basics: SectionBasics, noMaintenance: String, dayPhrases: DayPhrases, vehicles: [VehicleReference],
        maintenance: [SnapshotMaintenance]
    ) {
        self.basics = basics
        self.noMaintenance = noMaintenance
        self.dayPhrases = dayPhrases
        self.vehicles = vehicles
        self.maintenance = maintenance
    }
}
