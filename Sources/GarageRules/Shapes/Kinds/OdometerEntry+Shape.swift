extension OdometerEntry: ShapedRecord {
    /// A reading's shape.
    public static let descriptor = RecordDescriptor(
        kind: .odometerEntry, table: "odometer_entry", exportName: "odometerEntries",
        fields: [
            FieldDescriptor("id", .recordID, column: "id"),
            FieldDescriptor("vehicleId", .owningVehicle, label: "vehicle", column: "vehicle_id"),
            FieldDescriptor("date", .eventDay, column: "day"),
            FieldDescriptor("value", FieldRule.odometer.required, label: "odometer", column: "value"),
            FieldDescriptor("isCorrection", .flag, label: "correction", column: "is_correction"),
            FieldDescriptor("note", .note, column: "note", server: .sealedAfterClear),
        ])

    /// The reading's values.
    public var fieldValues: FieldValues {
        var values = FieldValues(.odometerEntry)
        values.set("id", id)
        values.set("vehicleId", vehicleID)
        values.set("date", date)
        values.set("value", value)
        values.set("isCorrection", isCorrection)
        values.set("note", note)
        return values
    }

    /// A reading from its values.
    public init(fieldValues values: FieldValues) throws(FieldProblem) {
        guard let value = try values.integer("value") else { throw values.problem("value", .missing) }
        self.init(
            id: try values.requiredID("id"), vehicleID: try values.requiredID("vehicleId"),
            date: try values.requiredDay("date"), value: value, isCorrection: try values.flag("isCorrection"),
            note: try values.text("note"))
    }
}
