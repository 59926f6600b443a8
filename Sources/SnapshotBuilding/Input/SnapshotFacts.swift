/// What the garage's rules computed for one day, in the shape the builder formats.
///
/// Every decision in here — which deadlines are open, the urgency order of deadlines and
/// maintenance, which basis comes first, warning and overdue states, monthly totals in the home
/// currency and how many records of each month had no rate — is made by the `Garage` rules (see
/// `SnapshotFacts(garage:…)`); the
/// builder only formats, translates, redacts and links. Tests can also state facts directly.
public struct SnapshotFacts: Hashable, Sendable {
    /// Whether someone is signed in; when not, the builder writes no personal data at all.
    public var isSignedIn: Bool
    /// The vehicles, in the garage's order.
    public var vehicles: [VehicleFacts]
    /// Every open deadline, each with its urgency rank (the builder orders them by it).
    public var deadlines: [DeadlineFacts]
    /// Maintenance items with a due point, each with its urgency rank.
    public var maintenance: [MaintenanceFacts]
    /// Monthly spend for all vehicles (`vehicleId == nil`) and for each vehicle.
    public var spend: [SpendFacts]
    /// Texts that must never reach a snapshot, such as licence plates: wherever one appears in
    /// a name or title the user typed (a vehicle called by its plate), it is masked.
    public var withheldTexts: [String]

    /// Creates the facts.
    public init(
        isSignedIn: Bool = true, vehicles: [VehicleFacts], deadlines: [DeadlineFacts] = [],
        maintenance: [MaintenanceFacts] = [], spend: [SpendFacts] = [], withheldTexts: [String] = []
    ) {
        self.isSignedIn = isSignedIn
        self.vehicles = vehicles
        self.deadlines = deadlines
        self.maintenance = maintenance
        self.spend = spend
        self.withheldTexts = withheldTexts
    }
}
