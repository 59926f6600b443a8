import GarageRules
import GarageStorage
import WidgetContract

/// Edits a deadline: each given field replaces the stored one, checked as a new deadline is; a new
/// due date starts a new schedule from itself.
public struct EditDeadline: LogbookChange {
    /// The deadline's id.
    public var id: String
    /// A new kind.
    public var kind: DeadlineKind?
    /// A new title (empty: the kind's name).
    public var title: String?
    /// A new due date.
    public var dueDate: CalendarDay?
    /// A warning lead in days, or `.some(nil)` for the kind's default.
    public var warningDays: Int??
    /// A new recurrence.
    public var recurrence: Recurrence?

    /// An edit.
    public init(
        id: String, kind: DeadlineKind? = nil, title: String? = nil, dueDate: CalendarDay? = nil,
        warningDays: Int?? = nil, recurrence: Recurrence? = nil
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.dueDate = dueDate
        self.warningDays = warningDays
        self.recurrence = recurrence
    }

    public var label: String { "deadline edit" }

    public func apply(in context: ChangeContext) throws -> Deadline {
        let store = context.store
        let (stored, vehicle) = try context.record(.deadline, id: id, store.records.deadline, vehicleOf: \.vehicleID)
        var deadline = stored
        if let kind {
            // A title that was only the old kind's name follows the kind.
            if deadline.title == deadline.kind.defaultTitle { deadline.title = kind.defaultTitle }
            deadline.kind = kind
        }
        deadline.title = title ?? deadline.title
        if let dueDate {
            deadline.dueDate = dueDate
            deadline.scheduleAnchor = dueDate
        }
        if let warningDays { deadline.warningDays = warningDays }
        deadline.recurrence = recurrence ?? deadline.recurrence
        let checked = try deadline.checked(vehicle: vehicle, today: try context.today())
        try store.records.update(checked)
        return checked
    }
}
