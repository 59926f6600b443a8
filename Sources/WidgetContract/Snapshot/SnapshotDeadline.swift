/// A dated obligation (insurance, inspection, road tax…) as the deadlines widget shows it.
public struct SnapshotDeadline: Codable, Hashable, Sendable {
    /// The deadline's id.
    public var id: String
    /// The title, or the translated kind ("Insurance").
    public var label: String
    /// The vehicle it belongs to; names an entry of `vehicles`.
    public var vehicleId: String
    /// That vehicle's name, so a row needs no lookup.
    public var vehicleName: String
    /// The local calendar day it is due.
    public var dueDate: CalendarDay
    /// The due day formatted for the locale, shown beyond the phrase table's reach.
    public var dueDateLabel: String
    /// The first day of the warning period; never after `dueDate`.
    public var warningFrom: CalendarDay
    /// The deep link to the deadline.
    public var url: String
    /// The deadline's place in the app's urgency order of every deadline and maintenance item
    /// on the day of the build (0 first; see ``UrgencyOrder``).
    public var rank: Int

    /// Creates a deadline entry.
    public init(
        id: String, label: String, vehicleId: String, vehicleName: String, dueDate: CalendarDay,
        dueDateLabel: String, warningFrom: CalendarDay, url: String, rank: Int
    ) {
        self.id = id
        self.label = label
        self.vehicleId = vehicleId
        self.vehicleName = vehicleName
        self.dueDate = dueDate
        self.dueDateLabel = dueDateLabel
        self.warningFrom = warningFrom
        self.url = url
        self.rank = rank
    }
}

extension SnapshotDeadline: RankedDueItem {
    /// Overdue after the due day, warning from `warningFrom`, else normal.
    public func state(on day: CalendarDay) -> DueState {
        DueState(on: day, dueDate: dueDate, warningFrom: warningFrom)
    }
}
