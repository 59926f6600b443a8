extension MaintenanceItem: ShapedRecord {
    /// A maintenance item's shape, its postponement included. Its place in the vehicle's plan is the
    /// store's, synced with it.
    public static let descriptor = RecordDescriptor(
        kind: .maintenanceItem, table: "maintenance_item", exportName: "maintenanceItems",
        fields: [
            FieldDescriptor("id", .recordID, column: "id"),
            FieldDescriptor("vehicleId", .owningVehicle, label: "vehicle", column: "vehicle_id"),
            FieldDescriptor("name", .itemName, label: "maintenance item name", column: "name"),
            FieldDescriptor("everyMonths", .monthInterval, label: "interval months", column: "every_months"),
            FieldDescriptor("everyDistance", .distanceInterval, label: "interval distance", column: "every_distance"),
            FieldDescriptor("warningDays", .leadDays, label: "warning days", column: "warn_days"),
            FieldDescriptor("warningDistance", .odometer, label: "warning distance", column: "warn_distance"),
            FieldDescriptor("firstDueDate", .scheduleDay, label: "due date", column: "first_due_day"),
            FieldDescriptor("firstDueOdometer", .odometer, label: "due distance", column: "first_due_odometer"),
            FieldDescriptor("startDate", FieldRule.scheduleDay.required, label: "start date", column: "start_day"),
            FieldDescriptor("startOdometer", .odometer, label: "start odometer", column: "start_odometer"),
            FieldDescriptor(
                "postponement.dueDate", .scheduleDay, label: "postponed due date", column: "postponed_due_day"),
            FieldDescriptor(
                "postponement.dueOdometer", .odometer, label: "postponed distance", column: "postponed_due_odometer"),
            FieldDescriptor("position", FieldRule.position, column: "position", origin: .store),
        ],
        rules: [
            .anyOf(scheduleFields, label: "name"),
        ])

    /// The fields of which an item needs at least one: an interval or a first due point.
    static let scheduleFields = ["everyMonths", "everyDistance", "firstDueDate", "firstDueOdometer"]

    /// The item's values (its place left to the store).
    public var fieldValues: FieldValues {
        var values = FieldValues(.maintenanceItem)
        values.set("id", id)
        values.set("vehicleId", vehicleID)
        values.set("name", name)
        values.set("everyMonths", intervalMonths)
        values.set("everyDistance", intervalDistance)
        values.set("warningDays", warningDays)
        values.set("warningDistance", warningDistance)
        values.set("firstDueDate", firstDueDate)
        values.set("firstDueOdometer", firstDueOdometer)
        values.set("startDate", startDate)
        values.set("startOdometer", startOdometer)
        values.set("postponement.dueDate", postponement?.dueDate)
        values.set("postponement.dueOdometer", postponement?.dueOdometer)
        return values
    }

    /// An item from its values.
    public init(fieldValues values: FieldValues) throws(FieldProblem) {
        let postponedDay = try values.day("postponement.dueDate")
        let postponedOdometer = try values.integer("postponement.dueOdometer")
        self.init(
            id: try values.requiredID("id"), vehicleID: try values.requiredID("vehicleId"),
            name: try values.requiredText("name"), intervalMonths: try values.integer("everyMonths"),
            intervalDistance: try values.integer("everyDistance"), warningDays: try values.integer("warningDays"),
            warningDistance: try values.integer("warningDistance"), firstDueDate: try values.day("firstDueDate"),
            firstDueOdometer: try values.integer("firstDueOdometer"), startDate: try values.requiredDay("startDate"),
            startOdometer: try values.integer("startOdometer"),
            postponement: postponedDay == nil && postponedOdometer == nil
                ? nil : Postponement(dueDate: postponedDay, dueOdometer: postponedOdometer))
    }
}
