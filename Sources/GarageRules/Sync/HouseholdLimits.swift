/// How much a household server keeps for one vehicle and for one account: bounds far above any real
/// logbook, so that one account cannot fill the server that other households share, or make every
/// member's next pull take minutes (a review inserted 200,000 readings of 1 KB in 8 seconds).
///
/// A real vehicle over twenty years holds a few thousand records (a reading a day is 7,300); the bounds
/// leave more than ten times that. Records count whether live or removed (a removal keeps a tombstone,
/// which is a row), and bytes are the rows' text as PostgreSQL writes it. The server enforces them on
/// every write (``HouseholdServer`` schema version 10); what one text field may hold is the field
/// table's own rule (``VisibleText/byteLimit(forCharacters:)``).
public enum HouseholdLimits {
    /// The most records (of every kind, tombstones included) one vehicle holds on the server.
    public static let recordsPerVehicle = 100_000
    /// The most bytes one vehicle's records take on the server, as their rows' text.
    public static let bytesPerVehicle = 64 * 1024 * 1024
    /// The most records the vehicles one account owns hold together on the server.
    public static let recordsPerAccount = 1_000_000
}
