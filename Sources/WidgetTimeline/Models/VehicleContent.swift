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

    /// Creates the content.
    public init(name: String, subtitle: String, odometer: OdometerDisplay, rows: [DueRow]) {
        self.name = name
        self.subtitle = subtitle
        self.odometer = odometer
        self.rows = rows
    }
}
