import ArgumentParsing

/// The declarations several `glovebox` commands share: the vehicle they are about, `--json`, a note.
enum CommonOptions {
    /// `--json`, which every read command takes (``GloveboxCommand`` adds it).
    static let json = Flag("--json", help: "print JSON instead of text")
    /// The vehicle a command changes or shows.
    static let vehicle = Argument("VEHICLE", help: "id or name")
    /// The vehicle a `list` command is about, or every vehicle.
    static let listedVehicle = OptionalArgument("VEHICLE", help: "id or name (default: every vehicle)")
    /// `--vehicle V`, narrowing a read to one vehicle.
    static let onlyVehicle = Option("--vehicle", value: "V", help: "only this vehicle (id or name)")
    /// A record's note.
    static let note = Option("--note", value: "N", help: "a note")
    /// `--correct` beside an `--odometer` given with another record.
    static let correctsOdometer = Flag("--correct", help: "the odometer corrects earlier readings")
    /// The id of the record a `show`, `edit` or `remove` command is about.
    static let recordID = Argument("ID", help: "the record's id, as its list prints it")

    /// What an edit does to an optional field: `set` gives a new value, `clear` removes it (a
    /// double optional: `nil` leaves it, `.some(nil)` clears it); both at once is a usage error.
    static func edit<Value>(_ set: Option<Value>, or clear: Flag, in invocation: Invocation) throws -> Value?? {
        let value = invocation.arguments[set]
        let clears = invocation.arguments[clear]
        if value != nil && clears { throw invocation.usageError("give \(set.optionEntry.name) or \(clear.name), not both") }
        if clears { return .some(nil) }
        return value.map { .some($0) }
    }
}
