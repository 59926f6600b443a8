/// The kinds of records the sync shares between devices, each one table of the logbook, and how its
/// outbox row is made from its stored row.
///
/// The outbox's `row` is the record as the logbook now stores it, made by SQLite itself
/// (`json_object`) from the same row the change just wrote, keyed by column name: what the record
/// means, without what is this device's own (a vehicle's place in this account's list, its owner
/// and role here: the server knows those from the share), and without the stamp (the outbox row
/// has its own). A maintenance item carries its postponement (`postponement_due_day`,
/// `postponement_due_odometer`, both null when there is none).
public enum SyncedRecordKind: String, CaseIterable, Hashable, Sendable {
    case vehicle, odometerEntry = "odometer-entry", expense, maintenanceItem = "maintenance-item", service, deadline

    /// The table the records are stored in.
    public var table: String {
        switch self {
        case .vehicle: "vehicle"
        case .odometerEntry: "odometer_entry"
        case .expense: "expense"
        case .maintenanceItem: "maintenance_item"
        case .service: "maintenance_service"
        case .deadline: "deadline"
        }
    }

    /// The outbox row of an upsert of the record `?1`, stamped `?2` by device `?3`, from its stored row.
    var upsertSQL: String {
        let vehicle = self == .vehicle ? "r.id" : "r.vehicle_id"
        let account = self == .vehicle ? "r.account" : "(SELECT account FROM vehicle WHERE id = r.vehicle_id)"
        let join = self == .maintenanceItem ? "LEFT JOIN maintenance_postponement p ON p.item_id = r.id" : ""
        let fields = columns.map { "'\($0)', r.\($0)" }
            + (self == .maintenanceItem ? ["'postponement_due_day', p.due_day", "'postponement_due_odometer', p.due_odometer"] : [])
        return """
            INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, row, hlc, device_id)
            SELECT \(account), '\(rawValue)', r.id, \(vehicle), 'upsert', json_object(\(fields.joined(separator: ", "))), ?2, ?3
            FROM \(table) r \(join) WHERE r.id = ?1
            """
    }

    /// The columns of the record that the outbox row carries, as stored.
    public var columns: [String] {
        switch self {
        case .vehicle: ["id", "name", "make", "model", "year", "plate", "unit"]
        case .odometerEntry: ["id", "vehicle_id", "day", "value", "is_correction", "note"]
        case .expense:
            ["id", "vehicle_id", "day", "amount", "currency", "category", "note", "odometer", "odometer_is_correction",
             "fuel_quantity", "user_rate", "user_rate_quote", "service_id"]
        case .maintenanceItem:
            ["id", "vehicle_id", "name", "every_months", "every_distance", "warn_days", "warn_distance", "first_due_day",
             "first_due_odometer", "start_day", "start_odometer", "position"]
        case .service: ["id", "vehicle_id", "item_id", "day", "odometer", "odometer_is_correction", "note"]
        case .deadline: ["id", "vehicle_id", "kind", "title", "due_day", "warn_days", "every_months", "schedule_anchor_day"]
        }
    }
}
