import WidgetContract

extension Deadline {
    /// A deadline from a draft, checked: refused when the vehicle is read-only for the account, the
    /// lead is negative or the recurrence interval is not positive.
    public static func new(
        ids: IdentifierSource, draft: DeadlineDraft, vehicle: Vehicle, today: CalendarDay
    ) throws(GarageError) -> Deadline {
        let deadline = Deadline(
            id: GarageID(rawValue: "new")!, vehicleID: vehicle.id, kind: draft.kind, title: draft.title ?? "",
            dueDate: draft.dueDate, warningDays: draft.warningDays, recurrence: draft.recurrence)
        // The id is drawn only once the checks pass, so a refused change draws none.
        let checked = try deadline.checked(vehicle: vehicle, today: today)
        return Deadline(
            id: ids.next(), vehicleID: checked.vehicleID, kind: checked.kind, title: checked.title,
            dueDate: checked.dueDate, warningDays: checked.warningDays, recurrence: checked.recurrence,
            scheduleAnchor: checked.scheduleAnchor)
    }

    /// The deadline as it may be stored, added or edited alike: refused when the vehicle is read-only
    /// for the account, the lead is negative or the recurrence interval is not positive; an empty
    /// title becomes the kind's name.
    public func checked(vehicle: Vehicle, today: CalendarDay) throws(GarageError) -> Deadline {
        try vehicle.requireWritable()
        var deadline = self
        // An empty title is the kind's name.
        if deadline.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { deadline.title = kind.defaultTitle }
        return try deadline.validatedFields(today: today)
    }

    /// The deadline renewed.
    ///
    /// Without `newDueDate`, a recurring deadline moves by its interval from its old due date on its
    /// fixed schedule (never from today: renewing late keeps the schedule); a one-off is refused. With
    /// `newDueDate`, which must be after the current due date, that day becomes the due date and the
    /// start of a new schedule.
    public func renewed(newDueDate: CalendarDay?) throws(GarageError) -> Deadline {
        var renewed = self
        if let newDueDate {
            guard newDueDate > dueDate else {
                throw .renewalNotLater(title: title, newDue: newDueDate, currentDue: dueDate)
            }
            renewed.dueDate = newDueDate
            renewed.scheduleAnchor = newDueDate
        } else {
            guard let next = nextScheduledDueDate else { throw .deadlineDoesNotRecur(title) }
            renewed.dueDate = next
        }
        return renewed
    }

    /// The deadline of a vehicle whose id is `text`, else whose title equals `text` case-insensitively,
    /// else whose kind is `text` as `DeadlineKind(parsing:)` reads it.
    public static func matching(_ text: String, in deadlines: [Deadline], vehicle: Vehicle) throws(GarageError) -> Deadline {
        let own = deadlines.filter { $0.vehicleID == vehicle.id }
        if let found = own.first(where: { $0.id.rawValue == text }) { return found }
        var matches = own.filter { NameKey.same($0.title, text) }
        if matches.isEmpty, let kind = try? DeadlineKind(parsing: text) { matches = own.filter { $0.kind == kind } }
        guard let first = matches.first else { throw .unknownDeadline(text, vehicle: vehicle.name) }
        guard matches.count == 1 else { throw .ambiguousDeadline(text, vehicle: vehicle.name) }
        return first
    }

    /// Soonest-first order: by due date, then title (letter case ignored), then id.
    public static func soonestFirst(_ lhs: Deadline, _ rhs: Deadline) -> Bool {
        (lhs.dueDate, lhs.title.lowercased(), lhs.id) < (rhs.dueDate, rhs.title.lowercased(), rhs.id)
    }
}
