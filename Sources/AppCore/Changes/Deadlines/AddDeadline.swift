import GarageRules
import WidgetContract

/// Adds a deadline (insurance, inspection, road tax, …).
public struct AddDeadline: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The kind.
    public var kind: DeadlineKind
    /// The title; the kind's name when `nil`.
    public var title: String?
    /// The due date.
    public var dueDate: CalendarDay
    /// The warning lead in days; the kind's default when `nil`.
    public var warningDays: Int?
    /// The recurrence.
    public var recurrence: Recurrence

    /// A new deadline.
    public init(
        vehicle: String, kind: DeadlineKind, title: String? = nil, dueDate: CalendarDay, warningDays: Int? = nil,
        recurrence: Recurrence = .none
    ) {
        self.vehicle = vehicle
        self.kind = kind
        self.title = title
        self.dueDate = dueDate
        self.warningDays = warningDays
        self.recurrence = recurrence
    }

    public var label: String { "deadline add" }

    public func apply(in context: ChangeContext) throws -> Deadline {
        let found = try context.vehicle(matching: vehicle)
        let deadline = try Deadline.new(
            ids: context.ids,
            draft: DeadlineDraft(
                vehicleID: found.id, kind: kind, title: title, dueDate: dueDate, warningDays: warningDays,
                recurrence: recurrence),
            vehicle: found, today: try context.today())
        try context.claim([deadline.id])
        try context.store.records.insert(deadline)
        return deadline
    }
}
