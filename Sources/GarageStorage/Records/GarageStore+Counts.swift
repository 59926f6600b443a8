import GarageRules

/// How much a removal would take with it, so that a destructive command can say exactly what goes.
public struct RecordCounts: Hashable, Sendable {
    /// Odometer entries logged on their own.
    public var readings = 0
    /// Expenses (services' costs included).
    public var expenses = 0
    /// Maintenance plan items.
    public var maintenanceItems = 0
    /// Logged services.
    public var services = 0
    /// Deadlines.
    public var deadlines = 0

    /// Creates counts.
    public init() {}

    /// Whether there is nothing to count.
    public var isEmpty: Bool { self == RecordCounts() }

    /// "120 readings, 80 expenses, 3 maintenance items, 5 services and 2 deadlines" (kinds with none
    /// left out; "no records" for none).
    public var summary: String {
        let parts = [(readings, "reading"), (expenses, "expense"), (maintenanceItems, "maintenance item"),
                     (services, "service"), (deadlines, "deadline")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        switch parts.count {
        case 0: return "no records"
        case 1: return parts[0]
        default: return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        }
    }
}

extension GarageStore {
    /// The records of one vehicle, counted: what removing it deletes with it.
    public func recordCounts(vehicleID: GarageID) throws -> RecordCounts {
        var counts = RecordCounts()
        counts.readings = try count("odometer_entry", vehicleID)
        counts.expenses = try count("expense", vehicleID)
        counts.maintenanceItems = try count("maintenance_item", vehicleID)
        counts.services = try count("maintenance_service", vehicleID)
        counts.deadlines = try count("deadline", vehicleID)
        return counts
    }

    /// The accounts on this device with their vehicle counts: what a fresh start deletes.
    public func deviceAccounts() throws -> [(name: String, vehicles: Int)] {
        try database.rows(
            "SELECT a.name, (SELECT count(*) FROM vehicle v WHERE v.account = a.name) FROM device_account a ORDER BY a.name"
        ) { ($0.text(0), $0.int(1)) }
    }

    /// How many services of one maintenance item are logged: what removing it deletes with it.
    public func serviceCount(itemID: GarageID) throws -> Int {
        try database.firstRow("SELECT count(*) FROM maintenance_service WHERE item_id = ?", [itemID.rawValue]) { $0.int(0) } ?? 0
    }

    private func count(_ table: String, _ vehicleID: GarageID) throws -> Int {
        try database.firstRow("SELECT count(*) FROM \(table) WHERE vehicle_id = ?", [vehicleID.rawValue]) { $0.int(0) } ?? 0
    }
}
