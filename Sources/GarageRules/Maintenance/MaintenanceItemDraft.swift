import WidgetContract

/// What a user gives to add a maintenance item; `MaintenanceItem.new` checks it.
public struct MaintenanceItemDraft: Hashable, Codable, Sendable {
    /// The vehicle.
    public var vehicleID: GarageID
    /// The name, unique per vehicle.
    public var name: String
    /// Every N months (positive).
    public var intervalMonths: Int?
    /// Every N distance units (positive).
    public var intervalDistance: Int?
    /// The first due date.
    public var firstDueDate: CalendarDay?
    /// The first due odometer value.
    public var firstDueOdometer: Int?
    /// The warning lead in days (zero or more); `nil` for the default (30).
    public var warningDays: Int?
    /// The warning lead in distance (zero or more); `nil` for the unit's default (1,000 km / 500 mi).
    public var warningDistance: Int?

    /// Creates a draft; at least one of the intervals or first due points must be given.
    public init(
        vehicleID: GarageID, name: String, intervalMonths: Int? = nil, intervalDistance: Int? = nil,
        firstDueDate: CalendarDay? = nil, firstDueOdometer: Int? = nil, warningDays: Int? = nil,
        warningDistance: Int? = nil
    ) {
        self.vehicleID = vehicleID
        self.name = name
        self.intervalMonths = intervalMonths
        self.intervalDistance = intervalDistance
        self.firstDueDate = firstDueDate
        self.firstDueOdometer = firstDueOdometer
        self.warningDays = warningDays
        self.warningDistance = warningDistance
    }
}
