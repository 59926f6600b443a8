import GarageRules
import WidgetContract

/// Renews a deadline (see `Deadline.renewed(newDueDate:)`), rewriting only its row.
public struct RenewDeadline: LogbookChange {
    /// The vehicle, by id or name.
    public var vehicle: String
    /// The deadline, by id, title or kind.
    public var deadline: String
    /// The new due date; required for a one-off deadline.
    public var newDueDate: CalendarDay?

    /// A renewal.
    public init(vehicle: String, deadline: String, newDueDate: CalendarDay? = nil) {
        self.vehicle = vehicle
        self.deadline = deadline
        self.newDueDate = newDueDate
    }

    public var label: String { "deadline renew" }

    public func apply(in context: ChangeContext) throws -> Deadline {
        let found = try context.vehicle(matching: vehicle)
        let current = try Deadline.matching(deadline, in: try context.store.records.deadlines(vehicleID: found.id), vehicle: found)
        try found.requireWritable()
        let renewed = try current.renewed(newDueDate: newDueDate)
        try context.store.records.update(renewed)
        return renewed
    }
}
