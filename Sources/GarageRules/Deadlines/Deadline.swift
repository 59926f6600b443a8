import WidgetContract

/// A dated obligation for a vehicle: insurance, inspection, road tax, registration, licence, warranty.
///
/// Renewing a recurring deadline moves it by its interval from the old due date, on a fixed schedule
/// anchored at `scheduleAnchor`: due on January 31 every month gives Feb 28, Mar 31, Apr 30 — the day
/// of the month comes back after a short month instead of drifting to the 28th.
public struct Deadline: Hashable, Codable, Sendable, Identifiable {
    /// The deadline's id.
    public let id: GarageID
    /// The vehicle it belongs to.
    public let vehicleID: GarageID
    /// What it is about.
    public var kind: DeadlineKind
    /// The title shown, such as `Insurance (Allianz)`.
    public var title: String
    /// The local calendar day it is due.
    public var dueDate: CalendarDay
    /// The warning lead in days; `nil` means the kind's default.
    public var warningDays: Int?
    /// Whether and how often it recurs.
    public var recurrence: Recurrence
    /// The first due date of the schedule: its day of the month is kept across renewals.
    public var scheduleAnchor: CalendarDay

    /// Creates a deadline value (no validation; `Deadline.new` checks user input).
    public init(
        id: GarageID, vehicleID: GarageID, kind: DeadlineKind, title: String, dueDate: CalendarDay,
        warningDays: Int? = nil, recurrence: Recurrence = .none, scheduleAnchor: CalendarDay? = nil
    ) {
        self.id = id
        self.vehicleID = vehicleID
        self.kind = kind
        self.title = title
        self.dueDate = dueDate
        self.warningDays = warningDays
        self.recurrence = recurrence
        self.scheduleAnchor = scheduleAnchor ?? dueDate
    }

    /// The warning lead in days that applies.
    public var effectiveWarningDays: Int { warningDays ?? kind.defaultWarningDays }

    /// The first day of the warning period (`dueDate` minus the lead).
    public var warningFrom: CalendarDay { dueDate.adding(days: -effectiveWarningDays) }

    /// The state on `today`: overdue after the due day, due soon from `warningFrom` through the due day.
    public func state(on today: CalendarDay) -> AlertState {
        AlertState(today: today, dueDate: dueDate, warningFrom: warningFrom)
    }

    /// The next due date of the fixed schedule, or `nil` for a one-off.
    public var nextScheduledDueDate: CalendarDay? {
        guard let months = recurrence.months else { return nil }
        let moved = dueDate.adding(months: months)
        let wantedDay = min(scheduleAnchor.day, CalendarDay.daysInMonth(year: moved.year, month: moved.month))
        return CalendarDay(year: moved.year, month: moved.month, day: wantedDay) ?? moved
    }
}
