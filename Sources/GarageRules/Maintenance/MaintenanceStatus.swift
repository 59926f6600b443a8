import WidgetContract

/// Where a maintenance item stands on a day: its effective due points, what remains, and its state.
///
/// The due points are the postponed ones when the item is postponed. `state` is the more urgent of
/// the date state and the distance state; distance compares the recorded current odometer and the
/// odometer the forecast expects on the day (`projectedOdometer`), the same projection that gives
/// `projectedDate`, the forecast's day for reaching `dueOdometer` (both only when the forecast is
/// `.current`).
public struct MaintenanceStatus: Hashable, Sendable {
    /// Which due point decides the item's place and label.
    public enum Basis: String, Hashable, Codable, Sendable {
        /// The due date (or, for distance items with a current forecast, the projected date comes later).
        case time
        /// The due odometer value.
        case distance
    }

    /// The item.
    public let item: MaintenanceItem
    /// The vehicle's distance unit.
    public let distanceUnit: DistanceUnit
    /// The latest service of the item, if any.
    public let lastService: ServiceRecord?
    /// The effective due date, if the item is time-based or has a first due date.
    public let dueDate: CalendarDay?
    /// The effective due odometer value, if the item is distance-based or has a first due distance.
    public let dueOdometer: Int?
    /// The first day of the warning period, when there is a due date.
    public let warningFrom: CalendarDay?
    /// The odometer value from which the item is due soon, when there is a due odometer.
    public let warningOdometer: Int?
    /// The vehicle's current odometer, if it has readings.
    public let currentOdometer: Int?
    /// `dueOdometer - currentOdometer`: negative when overdue; `nil` without both.
    public let remainingDistance: Int?
    /// The day the forecast expects `dueOdometer` to be reached (current forecasts only).
    public let projectedDate: CalendarDay?
    /// The odometer the forecast expects on the day asked, for an item with a due odometer (current
    /// forecasts only): what the distance state counts besides `currentOdometer`.
    public let projectedOdometer: Int?
    /// The vehicle's forecast status.
    public let forecastStatus: DistanceForecast.Status
    /// The state on the day asked.
    public let state: AlertState
    /// Whether the item has a due date or a due odometer value; a one-off item that was done, or a
    /// distance item of a vehicle without readings, has neither and raises no alert.
    public var hasDuePoint: Bool { dueDate != nil || dueOdometer != nil }

    /// Whether the current occurrence is postponed.
    public var isPostponed: Bool { item.postponement != nil }

    /// The earlier of the due date and the projected date: the item's place on the calendar.
    public var effectiveDate: CalendarDay? {
        switch (dueDate, projectedDate) {
        case let (due?, projected?): min(due, projected)
        case let (due?, nil): due
        case let (nil, projected?): projected
        case (nil, nil): nil
        }
    }

    /// The due point that decides: distance when there is no due date, or when the distance is more
    /// urgent, or when the projection comes before the due date; time otherwise.
    public let basis: Basis

    /// Creates a status value (computed by `Garage.maintenanceStatuses`).
    public init(
        item: MaintenanceItem, distanceUnit: DistanceUnit, lastService: ServiceRecord?, dueDate: CalendarDay?,
        dueOdometer: Int?, warningFrom: CalendarDay?, warningOdometer: Int?, currentOdometer: Int?,
        projectedDate: CalendarDay?, forecastStatus: DistanceForecast.Status, state: AlertState, basis: Basis,
        projectedOdometer: Int? = nil
    ) {
        self.item = item
        self.distanceUnit = distanceUnit
        self.lastService = lastService
        self.dueDate = dueDate
        self.dueOdometer = dueOdometer
        self.warningFrom = warningFrom
        self.warningOdometer = warningOdometer
        self.currentOdometer = currentOdometer
        self.remainingDistance = dueOdometer.flatMap { due in currentOdometer.map { due - $0 } }
        self.projectedDate = projectedDate
        self.projectedOdometer = projectedOdometer
        self.forecastStatus = forecastStatus
        self.state = state
        self.basis = basis
    }

    /// Next-maintenance order: overdue first; then items with a date (due or projected) by that date;
    /// then distance items without a projection by remaining distance; ties by name, then id.
    public static func comesBefore(_ lhs: MaintenanceStatus, _ rhs: MaintenanceStatus) -> Bool {
        let left = lhs.orderKey
        let right = rhs.orderKey
        if left.overdue != right.overdue { return left.overdue }
        switch (left.date, right.date) {
        case let (l?, r?) where l != r: return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        default: break
        }
        if left.distance != right.distance { return left.distance < right.distance }
        let names = (lhs.item.name.lowercased(), rhs.item.name.lowercased())
        if names.0 != names.1 { return names.0 < names.1 }
        return lhs.item.id < rhs.item.id
    }

    private var orderKey: (overdue: Bool, date: CalendarDay?, distance: Int) {
        (state == .overdue, effectiveDate, remainingDistance ?? Int.max)
    }
}
