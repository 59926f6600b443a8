extension ServiceRecord: ShapedRecord {
    /// A logged service's shape. Its cost is not one of its fields: it is the expense that names it.
    public static let descriptor = RecordDescriptor(
        kind: .service, table: "maintenance_service", exportName: "services",
        fields: [
            FieldDescriptor("id", .recordID, column: "id"),
            FieldDescriptor("vehicleId", .owningVehicle, label: "vehicle", column: "vehicle_id"),
            FieldDescriptor(
                "itemId", FieldRule(.reference(.maintenanceItem), isRequired: true), label: "maintenance item",
                column: "item_id"),
            FieldDescriptor("date", .eventDay, column: "day"),
            FieldDescriptor("odometer.value", .odometer, label: "odometer", column: "odometer"),
            FieldDescriptor("odometer.isCorrection", .flag, label: "correction", column: "odometer_is_correction"),
            FieldDescriptor("note", .note, column: "note", server: .sealedAfterClear),
        ])

    /// The service's values.
    public var fieldValues: FieldValues {
        var values = FieldValues(.service)
        values.set("id", id)
        values.set("vehicleId", vehicleID)
        values.set("itemId", itemID)
        values.set("date", date)
        values.set("odometer.value", odometer?.value)
        values.set("odometer.isCorrection", odometer?.isCorrection ?? false)
        values.set("note", note)
        return values
    }

    /// A service from its values (without its cost, which the store joins from its expense).
    public init(fieldValues values: FieldValues) throws(FieldProblem) {
        self.init(
            id: try values.requiredID("id"), vehicleID: try values.requiredID("vehicleId"),
            itemID: try values.requiredID("itemId"), date: try values.requiredDay("date"),
            odometer: try values.integer("odometer.value").map { value throws(FieldProblem) in
                OdometerMark(value: value, isCorrection: try values.flag("odometer.isCorrection"))
            },
            note: try values.text("note"))
    }
}
