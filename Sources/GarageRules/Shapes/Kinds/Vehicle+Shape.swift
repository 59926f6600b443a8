extension Vehicle: ShapedRecord {
    /// A vehicle's shape. Its place in the list, its account and its stamp are the store's own.
    public static let descriptor = RecordDescriptor(
        kind: .vehicle, table: "vehicle", exportName: "vehicles",
        fields: [
            FieldDescriptor("id", .vehicleID, column: "id"),
            FieldDescriptor("name", .vehicleName, label: "vehicle name", column: "name"),
            FieldDescriptor("make", .makeOrModel, column: "make"),
            FieldDescriptor("model", .makeOrModel, column: "model"),
            FieldDescriptor("year", .modelYear, column: "year"),
            // Private: it reaches the household server sealed with the vehicle's key, never in clear.
            FieldDescriptor("licencePlate", .plate, label: "licence plate", column: "plate", server: .sealed),
            FieldDescriptor("distanceUnit", .word(of: DistanceUnit.self), label: "distance unit", column: "unit"),
            FieldDescriptor("energies", FieldRule(.wordList(Energy.allCases.map(\.rawValue))), column: "energies"),
            // The account's own: its membership on the server gives it.
            FieldDescriptor("role", .word(of: SharingRole.self), column: "role", server: .none),
        ])

    /// The vehicle's values.
    public var fieldValues: FieldValues {
        var values = FieldValues(.vehicle)
        values.set("id", id)
        values.set("name", name)
        values.set("make", make)
        values.set("model", model)
        values.set("year", year)
        values.set("licencePlate", licencePlate)
        values.set("distanceUnit", word: distanceUnit)
        values.set("role", word: role)
        values.set("energies", words: energies)
        return values
    }

    /// A vehicle from its values.
    public init(fieldValues values: FieldValues) throws(FieldProblem) {
        self.init(
            id: try values.requiredID("id"), name: try values.requiredText("name"), make: try values.text("make"),
            model: try values.text("model"), year: try values.integer("year"), licencePlate: try values.text("licencePlate"),
            distanceUnit: try values.requiredWord("distanceUnit", as: DistanceUnit.self),
            role: try values.requiredWord("role", as: SharingRole.self), energies: try values.words("energies", as: Energy.self))
    }
}
