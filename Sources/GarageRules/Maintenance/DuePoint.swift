import WidgetContract

/// Where an item's current occurrence falls due: a day, an odometer value, or both (whichever comes first).
///
/// After a service: its date plus the interval in months, and its odometer (or the reading of its day
/// or before) plus the interval distance. Before any: the first due date and distance, else the start
/// plus the intervals. A postponement replaces either part.
public struct DuePoint: Hashable, Sendable {
    /// The due date, if the item counts time.
    public var date: CalendarDay?
    /// The due odometer value, if the item counts distance (and there is a value to count from).
    public var odometer: Int?

    /// The due point of `item` given its history.
    public init(of item: MaintenanceItem, history: MaintenanceHistory) {
        if let last = history.lastService {
            date = item.intervalMonths.map { last.date.adding(months: $0) }
            let base = last.odometer?.value ?? history.baseReading?.value
            odometer = item.intervalDistance.flatMap { interval in base.map { $0 + interval } }
        } else {
            date = item.firstDueDate ?? item.intervalMonths.map { item.startDate.adding(months: $0) }
            let base = item.startOdometer ?? history.baseReading?.value
            odometer = item.firstDueOdometer ?? item.intervalDistance.flatMap { interval in base.map { $0 + interval } }
        }
        if let postponed = item.postponement {
            date = postponed.dueDate ?? date
            odometer = postponed.dueOdometer ?? odometer
        }
    }
}
