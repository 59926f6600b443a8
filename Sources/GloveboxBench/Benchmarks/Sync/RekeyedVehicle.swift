/// The vehicle the sync benchmark's re-key replaced the key of: the command that did it, and how
/// much the vehicle holds (its records, and the plates and notes among them sealed again).
struct RekeyedVehicle {
    /// The command line, as a shell would show it.
    var commandLine: String
    /// The vehicle and the rows of its record tables.
    var records: Int
    /// The private values set among them.
    var sealedValues: Int
}
