import GarageRules
import GarageStorage

extension CommandHome {
    /// How many private values the logbook holds set — the fields the field table seals (the plate,
    /// the notes), never a list of our own — of the vehicle `vehicle` alone when given. Read-only and
    /// closed on return, so that no connection of ours is open while a command runs.
    func privateValueCount(vehicle: String? = nil) throws -> Int {
        let database = try Database(path: logbook, access: .readOnly)
        defer { database.close() }
        var count = 0
        for kind in RecordKind.allCases {
            let descriptor = kind.descriptor
            let vehicleColumn = kind == .vehicle ? "id" : "vehicle_id"
            for field in descriptor.syncedFields where field.isSealed {
                let filter = vehicle == nil ? "" : " AND \(vehicleColumn) = ?"
                count += try database.firstRow(
                    "SELECT count(*) FROM \(descriptor.table) WHERE \(field.column) IS NOT NULL\(filter)", vehicle.map { [$0] } ?? []
                ) { $0.int(0) } ?? 0
            }
        }
        return count
    }

    /// The vehicle `vehicle` and the rows of its record tables.
    func recordCount(vehicle: String) throws -> Int {
        let database = try Database(path: logbook, access: .readOnly)
        defer { database.close() }
        var count = 0
        for kind in RecordKind.allCases {
            let column = kind == .vehicle ? "id" : "vehicle_id"
            count += try database.firstRow("SELECT count(*) FROM \(kind.descriptor.table) WHERE \(column) = ?", [vehicle]) {
                $0.int(0)
            } ?? 0
        }
        return count
    }

    /// The id this logbook gives the vehicle named `name` (a vehicle made before its device was
    /// linked keeps its own id there, and has the household's on every other device).
    func vehicleID(named name: String) throws -> String? {
        let database = try Database(path: logbook, access: .readOnly)
        defer { database.close() }
        return try database.firstRow("SELECT id FROM vehicle WHERE name = ?", [name]) { $0.text(0) }
    }

    /// The name of the vehicle `id`.
    func vehicleName(id: String) throws -> String? {
        let database = try Database(path: logbook, access: .readOnly)
        defer { database.close() }
        return try database.firstRow("SELECT name FROM vehicle WHERE id = ?", [id]) { $0.text(0) }
    }

    /// How many pulled records the logbook keeps aside (a sealed value that did not open among them).
    func setAsideCount() throws -> Int {
        let database = try Database(path: logbook, access: .readOnly)
        defer { database.close() }
        return try database.firstRow("SELECT count(*) FROM sync_set_aside") { $0.int(0) } ?? 0
    }

    /// How many changes wait in the logbook's outbox.
    func pendingChanges() throws -> Int {
        let store = try GarageStore(path: logbook)
        defer { store.close() }
        return try store.sync.pendingChangeCount()
    }
}
