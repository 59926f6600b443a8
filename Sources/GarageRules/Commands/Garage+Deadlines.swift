import WidgetContract

extension Garage {
    /// Adds a deadline; returns it. Refused when the vehicle is not writable, the lead is negative or
    /// the recurrence interval is not positive.
    public mutating func addDeadline(_ draft: DeadlineDraft, ids: IdentifierSource) throws(GarageError) -> Deadline {
        let vehicle = try writableVehicle(draft.vehicleID)
        try Self.require(draft.warningDays, in: 0...Self.maximumDays, field: "warning days")
        try Self.require(draft.recurrence.months, in: 1...Self.maximumMonths, field: "recurrence months")
        let deadline = Deadline(
            id: try newID(ids), vehicleID: vehicle.id, kind: draft.kind,
            title: Self.cleaned(draft.title) ?? draft.kind.defaultTitle, dueDate: draft.dueDate,
            warningDays: draft.warningDays, recurrence: draft.recurrence)
        deadlines.append(deadline)
        return deadline
    }

    /// Renews a deadline; returns it with its new due date.
    ///
    /// Without `newDueDate`, a recurring deadline moves by its interval from its old due date on its fixed
    /// schedule (never from today: renewing late keeps the schedule); a one-off is refused. With
    /// `newDueDate`, which must be after the current due date, that day becomes the due date and the
    /// start of a new schedule.
    public mutating func renewDeadline(
        vehicleID: GarageID, deadlineID: GarageID, newDueDate: CalendarDay? = nil
    ) throws(GarageError) -> Deadline {
        let vehicle = try writableVehicle(vehicleID)
        guard let index = deadlines.firstIndex(where: { $0.id == deadlineID && $0.vehicleID == vehicleID }) else {
            throw .unknownDeadline(deadlineID.rawValue, vehicle: vehicle.name)
        }
        var deadline = deadlines[index]
        if let newDueDate {
            guard newDueDate > deadline.dueDate else {
                throw .renewalNotLater(title: deadline.title, newDue: newDueDate, currentDue: deadline.dueDate)
            }
            deadline.dueDate = newDueDate
            deadline.scheduleAnchor = newDueDate
        } else {
            guard let next = deadline.nextScheduledDueDate else { throw .deadlineDoesNotRecur(deadline.title) }
            deadline.dueDate = next
        }
        deadlines[index] = deadline
        return deadline
    }

    /// The vehicle's deadlines, soonest due first.
    public func deadlines(for vehicleID: GarageID) -> [Deadline] {
        deadlines.filter { $0.vehicleID == vehicleID }
            .sorted { ($0.dueDate, $0.title.lowercased(), $0.id) < ($1.dueDate, $1.title.lowercased(), $1.id) }
    }
}
