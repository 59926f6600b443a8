/// Everything the vehicle widget reads: the vehicles, and the deadlines and maintenance items it
/// lists under a vehicle's details, with the phrases their rows are written in.
public struct VehicleSection: Codable, Hashable, Sendable {
    /// Title, messages and theme.
    public var basics: SectionBasics
    /// Shown in place of the odometer of a vehicle without a reading.
    public var noReading: String
    /// The day phrases of the rows.
    public var dayPhrases: DayPhrases
    /// The vehicles in full.
    public var vehicles: [SnapshotVehicle]
    /// Every deadline: the medium and large sizes list their vehicle's most urgent ones.
    public var deadlines: [SnapshotDeadline]
    /// Every maintenance item, merged with the deadlines into one urgency order.
    public var maintenance: [SnapshotMaintenance]

    /// Creates the section.
    public init(
        basics: SectionBasics, noReading: String, dayPhrases: DayPhrases, vehicles: [SnapshotVehicle],
        deadlines: [SnapshotDeadline], maintenance: [SnapshotMaintenance]
    ) {
        self.basics = basics
        self.noReading = noReading
        self.dayPhrases = dayPhrases
        self.vehicles = vehicles
        self.deadlines = deadlines
        self.maintenance = maintenance
    }
}
