import WidgetContract

/// A maintenance plan item as stored.
public struct MaintenanceItemRecord: Equatable, Sendable {
    /// The stable, URL-safe id.
    public var id: String
    /// The vehicle's id.
    public var vehicleID: String
    /// The name, unique per vehicle case-insensitively.
    public var name: String
    /// The interval in months.
    public var everyMonths: Int?
    /// The interval in distance (vehicle unit).
    public var everyDistance: Int?
    /// The first due day, before any service is logged.
    public var firstDueDay: CalendarDay?
    /// The first due odometer value, before any service is logged.
    public var firstDueDistance: Int?
    /// The warning lead in days (`nil`: the default).
    public var warnDays: Int?
    /// The warning lead in distance (`nil`: the default).
    public var warnDistance: Int?

    /// Creates a record.
    public init(id: String, vehicleID: String, name: String, everyMonths: Int? = nil, everyDistance: Int? = nil,
                firstDueDay: CalendarDay? = nil, firstDueDistance: Int? = nil, warnDays: Int? = nil,
                warnDistance: Int? = nil) {
        self.id = id
        self.vehicleID = vehicleID
        self.name = name
        self.everyMonths = everyMonths
        self.everyDistance = everyDistance
        self.firstDueDay = firstDueDay
        self.firstDueDistance = firstDueDistance
        self.warnDays = warnDays
        self.warnDistance = warnDistance
    }
}

/// A logged service of a maintenance item.
public struct MaintenanceServiceRecord: Equatable, Sendable {
    /// The row id.
    public var id: Int64
    /// The item's id.
    public var itemID: String
    /// The day of the service.
    public var day: CalendarDay
    /// The odometer at the service.
    public var odometer: Int?

    /// Creates a record.
    public init(id: Int64 = 0, itemID: String, day: CalendarDay, odometer: Int? = nil) {
        self.id = id
        self.itemID = itemID
        self.day = day
        self.odometer = odometer
    }
}

/// How the current occurrence of an item is postponed: exactly one of the four.
public enum PostponementRecord: Equatable, Sendable {
    /// By a number of days past its due day.
    case byDays(Int)
    /// By a distance past its due odometer value.
    case byDistance(Int)
    /// Until a day.
    case untilDay(CalendarDay)
    /// Until an odometer value.
    case untilDistance(Int)
}

/// A deadline as stored.
public struct DeadlineRecord: Equatable, Sendable {
    /// The stable, URL-safe id.
    public var id: String
    /// The vehicle's id.
    public var vehicleID: String
    /// The kind: insurance, inspection, road-tax, registration, driving-licence, warranty or custom.
    public var kind: String
    /// The title, unique per vehicle case-insensitively.
    public var title: String
    /// The due day.
    public var dueDay: CalendarDay
    /// The warning lead in days (`nil`: the kind's default).
    public var warnDays: Int?
    /// The recurrence in months (`nil`: none).
    public var everyMonths: Int?

    /// Creates a record.
    public init(id: String, vehicleID: String, kind: String, title: String, dueDay: CalendarDay,
                warnDays: Int? = nil, everyMonths: Int? = nil) {
        self.id = id
        self.vehicleID = vehicleID
        self.kind = kind
        self.title = title
        self.dueDay = dueDay
        self.warnDays = warnDays
        self.everyMonths = everyMonths
    }
}

/// One published exchange rate: units of `currency` per 1 EUR on `day`.
public struct RateRecord: Equatable, Sendable {
    /// The ISO 4217 code.
    public var currency: String
    /// The business day.
    public var day: CalendarDay
    /// The rate, decimal text.
    public var rate: String

    /// Creates a record.
    public init(currency: String, day: CalendarDay, rate: String) {
        self.currency = currency
        self.day = day
        self.rate = rate
    }
}
