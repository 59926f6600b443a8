import WidgetContract

/// The vehicle widget's content.
public struct VehicleContent: Hashable, Sendable, Codable {
    /// The vehicle's name.
    public var name: String
    /// Make, model and year.
    public var subtitle: String
    /// The odometer reading and its age, that there is none, or the lock's placeholder.
    public var odometer: OdometerDisplay
    /// The vehicle's most urgent deadlines and maintenance items (medium and large only).
    public var rows: [DueRow]
    /// The latest full fill-up's economy as the app wrote it (medium and large only; never when locked,
    /// since the app leaves it out then).
    public var economy: VehicleEconomy?

    /// Creates the content.
    public init(name: String, subtitle: String, odometer: OdometerDisplay, rows: [DueRow], economy: VehicleEconomy? = nil) {
        self.name = name
        self.subtitle = subtitle
        self.odometer = odometer
        self.rows = rows
        self.economy = economy
    }
}
