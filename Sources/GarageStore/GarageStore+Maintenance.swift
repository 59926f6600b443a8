import WidgetContract

extension GarageStore {
    private static let itemColumns =
        "id, vehicle_id, name, every_months, every_distance, first_due_day, first_due_distance, warn_days, warn_distance"

    private static func item(_ row: Row) throws -> MaintenanceItemRecord {
        MaintenanceItemRecord(
            id: row.text(0), vehicleID: row.text(1), name: row.text(2), everyMonths: row.optionalInt(3),
            everyDistance: row.optionalInt(4), firstDueDay: try row.optionalText(5).map { try CalendarDay(parsing: $0) },
            firstDueDistance: row.optionalInt(6), warnDays: row.optionalInt(7), warnDistance: row.optionalInt(8))
    }

    private static func service(_ row: Row) throws -> MaintenanceServiceRecord {
        MaintenanceServiceRecord(id: Int64(row.int(0)), itemID: row.text(1), day: try CalendarDay(parsing: row.text(2)),
                                 odometer: row.optionalInt(3))
    }

    /// The plan items of one vehicle (or all, with `nil`), in the order they were added.
    public func maintenanceItems(vehicleID: String? = nil) throws -> [MaintenanceItemRecord] {
        if let vehicleID {
            return try database.rows(
                "SELECT \(Self.itemColumns) FROM maintenance_item WHERE vehicle_id = ? ORDER BY rowid", [vehicleID], Self.item)
        }
        return try database.rows("SELECT \(Self.itemColumns) FROM maintenance_item ORDER BY rowid", [], Self.item)
    }

    /// The item of a vehicle with this id, or whose name matches case-insensitively.
    public func maintenanceItem(vehicleID: String, matching reference: String) throws -> MaintenanceItemRecord? {
        try database.firstRow(
            """
            SELECT \(Self.itemColumns) FROM maintenance_item
            WHERE vehicle_id = ? AND (id = ? COLLATE NOCASE OR name = ? COLLATE NOCASE) ORDER BY id = ? DESC LIMIT 1
            """, [vehicleID, reference, reference, reference], Self.item)
    }

    /// Stores a new item; its id must be unused.
    public func insertMaintenanceItem(_ item: MaintenanceItemRecord) throws {
        try database.execute(
            """
            INSERT INTO maintenance_item (id, vehicle_id, name, every_months, every_distance, first_due_day,
                                          first_due_distance, warn_days, warn_distance)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [item.id, item.vehicleID, item.name, item.everyMonths, item.everyDistance, item.firstDueDay?.isoString,
             item.firstDueDistance, item.warnDays, item.warnDistance])
    }

    /// Logs a service: stores it, its odometer reading, and clears the item's postponement.
    @discardableResult
    public func insertService(_ service: MaintenanceServiceRecord, vehicleID: String) throws -> Int64 {
        try database.execute("INSERT INTO maintenance_service (item_id, day, odometer) VALUES (?, ?, ?)",
                             [service.itemID, service.day.isoString, service.odometer])
        let id = database.lastInsertedRowID
        if let odometer = service.odometer {
            try insertReading(OdometerReadingRecord(vehicleID: vehicleID, day: service.day, value: odometer, serviceID: id))
        }
        try database.execute("DELETE FROM maintenance_postponement WHERE item_id = ?", [service.itemID])
        return id
    }

    /// Every service of an item, oldest first.
    public func services(itemID: String) throws -> [MaintenanceServiceRecord] {
        try database.rows("SELECT id, item_id, day, odometer FROM maintenance_service WHERE item_id = ? ORDER BY day, id",
                          [itemID], Self.service)
    }

    /// The latest service of an item (latest day, then latest recorded).
    public func lastService(itemID: String) throws -> MaintenanceServiceRecord? {
        try database.firstRow(
            "SELECT id, item_id, day, odometer FROM maintenance_service WHERE item_id = ? ORDER BY day DESC, id DESC LIMIT 1",
            [itemID], Self.service)
    }

    /// The postponement of an item's current occurrence, if any.
    public func postponement(itemID: String) throws -> PostponementRecord? {
        try database.firstRow(
            "SELECT by_days, by_distance, until_day, until_distance FROM maintenance_postponement WHERE item_id = ?",
            [itemID]
        ) { row throws -> PostponementRecord? in
            if let days = row.optionalInt(0) { return .byDays(days) }
            if let distance = row.optionalInt(1) { return .byDistance(distance) }
            if let day = row.optionalText(2) { return .untilDay(try CalendarDay(parsing: day)) }
            if let distance = row.optionalInt(3) { return .untilDistance(distance) }
            return nil
        } ?? nil
    }

    /// Sets (replacing any earlier one) the postponement of an item's current occurrence.
    public func setPostponement(itemID: String, _ postponement: PostponementRecord) throws {
        var values: [any DatabaseValueConvertible] = [itemID, Int?.none, Int?.none, String?.none, Int?.none]
        switch postponement {
        case .byDays(let days): values[1] = days
        case .byDistance(let distance): values[2] = distance
        case .untilDay(let day): values[3] = day.isoString
        case .untilDistance(let distance): values[4] = distance
        }
        try database.execute(
            "INSERT OR REPLACE INTO maintenance_postponement (item_id, by_days, by_distance, until_day, until_distance) VALUES (?, ?, ?, ?, ?)",
            values)
    }
}
