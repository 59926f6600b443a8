/// The vehicle widget's content.
public struct VehicleContent: Hashable, Sendable, Codable {
    /// The vehicle's name.
    public var name: String
    /// Make, model and year.
    public var subtitle: String
    /// The odometer reading; redacted when the lock is on.
    public var odometer: DisplayText
    /// The next deadlines and maintenance of the vehicle (medium and large only).
    public var rows: [DueRow]

    /// Creates the content.
    public init(name: String, subtitle: String, odometer: DisplayText, rows: [DueRow]) {
        self.name = name
        self.subtitle = subtitle
        self.odometer = odometer
        self.rows = rows
    }
}
