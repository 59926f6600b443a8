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
}
