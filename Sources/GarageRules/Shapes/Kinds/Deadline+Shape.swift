extension Deadline: ShapedRecord {
    /// A deadline's shape.
    public static let descriptor = RecordDescriptor(
        kind: .deadline, table: "deadline", exportName: "deadlines",
        fields: [
            FieldDescriptor("id", .recordID, column: "id"),
            FieldDescriptor("vehicleId", .owningVehicle, label: "vehicle", column: "vehicle_id"),
            FieldDescriptor("kind", .word(of: DeadlineKind.self), label: "deadline kind", column: "kind"),
            FieldDescriptor("title", .deadlineTitle, label: "deadline title", column: "title"),
            FieldDescriptor("dueDate", FieldRule.scheduleDay.required, label: "due date", column: "due_day"),
            FieldDescriptor("warningDays", .leadDays, label: "warning days", column: "warn_days"),
            FieldDescriptor("everyMonths", .monthInterval, label: "recurrence months", column: "every_months"),
            FieldDescriptor(
                "scheduleAnchor", FieldRule.scheduleDay.required, label: "schedule anchor", column: "schedule_anchor_day"),
        ])

    /// The deadline's values.
    public var fieldValues: FieldValues {
        var values = FieldValues(.deadline)
        values.set("id", id)
        values.set("vehicleId", vehicleID)
        values.set("kind", word: kind)
        values.set("title", title)
        values.set("dueDate", dueDate)
        values.set("warningDays", warningDays)
        values.set("everyMonths", recurrence.months)
        values.set("scheduleAnchor", scheduleAnchor)
        return values
    }

    /// A deadline from its values.
    public init(fieldValues values: FieldValues) throws(FieldProblem) {
        self.init(
            id: try values.requiredID("id"), vehicleID: try values.requiredID("vehicleId"),
            kind: try values.requiredWord("kind", as: DeadlineKind.self), title: try values.requiredText("title"),
            dueDate: try values.requiredDay("dueDate"), warningDays: try values.integer("warningDays"),
            recurrence: try values.integer("everyMonths").map { .everyMonths($0) } ?? .none,
            scheduleAnchor: try values.requiredDay("scheduleAnchor"))
    }
}
