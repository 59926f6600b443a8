import WidgetContract

/// A recurring job in a vehicle's maintenance plan: due every N months and/or every N distance units,
/// whichever comes first.
///
/// Next due: the last logged service plus the interval (months clamp to the month's end); before any
/// service, the first due point when given, else the item's start (`startDate`, `startOdometer`) plus
/// the interval. A postponement moves the current occurrence and is cleared when a service is logged.
/// Warning leads default to `defaultWarningDays` and the vehicle unit's `defaultWarningDistance`.
public struct MaintenanceItem: Hashable, Codable, Sendable, Identifiable {
    /// The warning lead in days of an item with a due date but no lead of its own.
    public static let defaultWarningDays = 30

    /// The item's id.
    public let id: GarageID
    /// The vehicle it belongs to.
    public let vehicleID: GarageID
    /// The name, unique per vehicle (case-insensitively), such as `Oil change`.
    public var name: String
    /// The interval in months, if time-based.
    public var intervalMonths: Int?
    /// The interval in the vehicle's distance unit, if distance-based.
    public var intervalDistance: Int?
    /// The warning lead in days; `nil` means `defaultWarningDays`.
    public var warningDays: Int?
    /// The warning lead in distance; `nil` means the unit's `defaultWarningDistance`.
    public var warningDistance: Int?
    /// The first due date, used until a service is logged.
    public var firstDueDate: CalendarDay?
    /// The first due odometer value, used until a service is logged.
    public var firstDueOdometer: Int?
    /// The day the item was added: the start of its first interval when no first due date is given.
    public var startDate: CalendarDay
    /// The current odometer when the item was added: the start of its first distance interval.
    public var startOdometer: Int?
    /// The postponement of the current occurrence, if any.
    public var postponement: Postponement?

    /// Creates an item value (no validation; `MaintenanceItem.new` checks user input).
    public init(
        id: GarageID, vehicleID: GarageID, name: String, intervalMonths: Int? = nil, intervalDistance: Int? = nil,
        warningDays: Int? = nil, warningDistance: Int? = nil, firstDueDate: CalendarDay? = nil,
        firstDueOdometer: Int? = nil, startDate: CalendarDay, startOdometer: Int? = nil,
        postponement: Postponement? = nil
    ) {
        self.id = id
        self.vehicleID = vehicleID
        self.name = name
        self.intervalMonths = intervalMonths
        self.intervalDistance = intervalDistance
        self.warningDays = warningDays
        self.warningDistance = warningDistance
        self.firstDueDate = firstDueDate
        self.firstDueOdometer = firstDueOdometer
        self.startDate = startDate
        self.startOdometer = startOdometer
        self.postponement = postponement
    }

    /// The warning lead in days that applies.
    public var effectiveWarningDays: Int { warningDays ?? Self.defaultWarningDays }

    /// The warning lead in distance that applies for a vehicle counting in `unit`.
    public func effectiveWarningDistance(unit: DistanceUnit) -> Int {
        warningDistance ?? unit.defaultWarningDistance
    }
}
