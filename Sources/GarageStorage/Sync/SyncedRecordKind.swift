/// The kinds of records the sync shares between devices, each one table of the logbook, and how a
/// pending change's row is read.
///
/// An upsert's row is the record as the logbook stores it, read by SQLite itself (`json_array`)
/// from the record's own row, which the change wrote in the same transaction as its outbox row:
/// the values of `columns`, in that order. What the record means, without what is this device's
/// own (a vehicle's place in this account's list, its owner and role here: the server knows those
/// from the share), and without the stamp (the change has its own). A maintenance item carries its
/// postponement (`postponement_due_day`, `postponement_due_odometer`, both null when there is none).
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

    /// The outbox row of a change of the record `?1`, stamped `?2` (`upsert` or `delete` in `?3`),
    /// for its vehicle's account: made once per kind, since an import runs it for every row it stores.
    var queueSQL: String { Self.queueStatements[self]! }

    /// The outbox rows of upserts of the records whose ids the JSON array `?1` lists, in its order,
    /// each stamped as its record now is.
    var queueBatchSQL: String { Self.queueBatchStatements[self]! }

    /// The record `?1`'s row as it is now, as a JSON array of `columns`, when its stamp is still `?2`.
    var currentRowSQL: String { Self.currentRowStatements[self]! }

    private static let queueStatements = Dictionary(uniqueKeysWithValues: allCases.map { kind in
        let vehicle = kind == .vehicle ? "?1" : "(SELECT vehicle_id FROM \(kind.table) WHERE id = ?1)"
        return (kind, """
            INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id)
            SELECT account, '\(kind.rawValue)', ?1, id, ?3, ?2, substr(?2, 17) FROM vehicle WHERE id = \(vehicle)
            """)
    })

    private static let queueBatchStatements = Dictionary(uniqueKeysWithValues: allCases.map { kind in
        let vehicle = kind == .vehicle ? "r.id" : "r.vehicle_id"
        return (kind, """
            INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id)
            SELECT v.account, '\(kind.rawValue)', r.id, \(vehicle), 'upsert', r.hlc, substr(r.hlc, 17)
            FROM json_each(?1) j JOIN \(kind.table) r ON r.id = j.value JOIN vehicle v ON v.id = \(vehicle)
            WHERE r.hlc IS NOT NULL ORDER BY j.key
            """)
    })

    private static let currentRowStatements = Dictionary(uniqueKeysWithValues: allCases.map { kind in
        let join = kind == .maintenanceItem ? "LEFT JOIN maintenance_postponement p ON p.item_id = r.id" : ""
        let fields = kind.columns.map { $0.hasPrefix("postponement_") ? "p." + $0.dropFirst("postponement_".count) : "r." + $0 }
        return (kind, "SELECT json_array(\(fields.joined(separator: ", "))) FROM \(kind.table) r \(join) WHERE r.id = ?1 AND r.hlc = ?2")
    })

    /// The columns of the record that the outbox row carries, as stored, in the order of its JSON
    /// array. Only ever appended to: a row queued by an older build is read by position.
    public var columns: [String] {
        switch self {
        // No plate: the licence plate never leaves the app, so no outbox row can carry it to a server.
        case .vehicle: ["id", "name", "make", "model", "year", "unit"]
        case .odometerEntry: ["id", "vehicle_id", "day", "value", "is_correction", "note"]
        case .expense:
            ["id", "vehicle_id", "day", "amount", "currency", "category", "note", "odometer", "odometer_is_correction",
             "fuel_quantity", "user_rate", "user_rate_quote", "service_id", "fuel_unit", "fuel_is_full", "fuel_missed_previous"]
        case .maintenanceItem:
            ["id", "vehicle_id", "name", "every_months", "every_distance", "warn_days", "warn_distance", "first_due_day",
             "first_due_odometer", "start_day", "start_odometer", "position", "postponement_due_day",
             "postponement_due_odometer"]
        case .service: ["id", "vehicle_id", "item_id", "day", "odometer", "odometer_is_correction", "note"]
        case .deadline: ["id", "vehicle_id", "kind", "title", "due_day", "warn_days", "every_months", "schedule_anchor_day"]
        }
    }
}
