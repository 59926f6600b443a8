extension GarageStore {
    private static let vehicleColumns = "id, name, make, model, year, plate, unit, role"

    private static func vehicle(_ row: Row) -> VehicleRecord {
        VehicleRecord(id: row.text(0), name: row.text(1), make: row.optionalText(2), model: row.optionalText(3),
                      year: row.optionalInt(4), plate: row.optionalText(5), unit: row.text(6), role: row.text(7))
    }

    /// Every vehicle, in the order they were added.
    public func vehicles() throws -> [VehicleRecord] {
        try database.rows("SELECT \(Self.vehicleColumns) FROM vehicle ORDER BY position, id", [], Self.vehicle)
    }

    /// The vehicle with this id, or whose name matches case-insensitively.
    public func vehicle(matching reference: String) throws -> VehicleRecord? {
        try database.firstRow(
            "SELECT \(Self.vehicleColumns) FROM vehicle WHERE id = ? COLLATE NOCASE OR name = ? COLLATE NOCASE ORDER BY id = ? DESC LIMIT 1",
            [reference, reference, reference], Self.vehicle)
    }

    /// The number of vehicles (the plan limit counts them).
    public func vehicleCount() throws -> Int {
        try database.firstRow("SELECT count(*) FROM vehicle") { $0.int(0) } ?? 0
    }

    /// Stores a new vehicle; its id must be unused (see `unusedID(base:in:)`).
    public func insertVehicle(_ vehicle: VehicleRecord) throws {
        try database.execute(
            """
            INSERT INTO vehicle (id, name, make, model, year, plate, unit, role, position)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM vehicle))
            """,
            [vehicle.id, vehicle.name, vehicle.make, vehicle.model, vehicle.year, vehicle.plate, vehicle.unit, vehicle.role])
    }

    /// Updates the stored fields of a vehicle.
    public func updateVehicle(_ vehicle: VehicleRecord) throws {
        try database.execute(
            "UPDATE vehicle SET name = ?, make = ?, model = ?, year = ?, plate = ?, unit = ?, role = ? WHERE id = ?",
            [vehicle.name, vehicle.make, vehicle.model, vehicle.year, vehicle.plate, vehicle.unit, vehicle.role, vehicle.id])
    }

    /// Removes a vehicle and, through the foreign keys, everything recorded about it.
    public func removeVehicle(id: String) throws {
        try database.execute("DELETE FROM vehicle WHERE id = ?", [id])
    }

    /// `base`, or `base-2`, `base-3`… whichever is not yet an id in `table` (vehicle,
    /// maintenance_item or deadline).
    public func unusedID(base: String, in table: IDTable) throws -> String {
        var candidate = base
        var suffix = 2
        while try database.firstRow("SELECT 1 FROM \(table.rawValue) WHERE id = ? COLLATE NOCASE", [candidate], { _ in true }) != nil {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        return candidate
    }

    /// The tables whose rows have text ids.
    public enum IDTable: String, Sendable {
        /// Vehicles.
        case vehicle
        /// Maintenance plan items.
        case maintenanceItem = "maintenance_item"
        /// Deadlines.
        case deadline
    }
}
