import WidgetContract

extension GarageStore {
    private static let readingColumns = "id, vehicle_id, day, value, is_correction, note, expense_id, service_id"
    private static let expenseColumns =
        "id, vehicle_id, day, amount, currency, category, note, odometer, fuel_quantity, user_rate, service_id"

    static func reading(_ row: Row) throws -> OdometerReadingRecord {
        OdometerReadingRecord(
            id: Int64(row.int(0)), vehicleID: row.text(1), day: try CalendarDay(parsing: row.text(2)),
            value: row.int(3), isCorrection: row.int(4) != 0, note: row.optionalText(5),
            expenseID: row.optionalInt(6).map(Int64.init), serviceID: row.optionalInt(7).map(Int64.init))
    }

    static func expense(_ row: Row) throws -> ExpenseRecord {
        ExpenseRecord(
            id: Int64(row.int(0)), vehicleID: row.text(1), day: try CalendarDay(parsing: row.text(2)),
            amount: row.text(3), currency: row.text(4), category: row.text(5), note: row.optionalText(6),
            odometer: row.optionalInt(7), fuelQuantity: row.optionalText(8), userRate: row.optionalText(9),
            serviceID: row.optionalInt(10).map(Int64.init))
    }

    // MARK: Odometer readings

    /// Stores a reading and returns its row id.
    @discardableResult
    public func insertReading(_ reading: OdometerReadingRecord) throws -> Int64 {
        try database.execute(
            "INSERT INTO odometer_reading (vehicle_id, day, value, is_correction, note, expense_id, service_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [reading.vehicleID, reading.day.isoString, reading.value, reading.isCorrection, reading.note,
             reading.expenseID, reading.serviceID])
        return database.lastInsertedRowID
    }

    /// Every reading of a vehicle, oldest first (same-day readings in the order recorded).
    public func readings(vehicleID: String) throws -> [OdometerReadingRecord] {
        try database.rows(
            "SELECT \(Self.readingColumns) FROM odometer_reading WHERE vehicle_id = ? ORDER BY day, id",
            [vehicleID], Self.reading)
    }

    /// The readings of a vehicle from `day` on, oldest first.
    public func readings(vehicleID: String, since day: CalendarDay) throws -> [OdometerReadingRecord] {
        try database.rows(
            "SELECT \(Self.readingColumns) FROM odometer_reading WHERE vehicle_id = ? AND day >= ? ORDER BY day, id",
            [vehicleID, day.isoString], Self.reading)
    }

    /// The latest reading of a vehicle: the latest day, and on that day the one recorded last.
    public func latestReading(vehicleID: String) throws -> OdometerReadingRecord? {
        try database.firstRow(
            "SELECT \(Self.readingColumns) FROM odometer_reading WHERE vehicle_id = ? ORDER BY day DESC, id DESC LIMIT 1",
            [vehicleID], Self.reading)
    }

    /// The highest reading dated on or before `day` (what a new reading must not go below).
    public func highestReading(vehicleID: String, onOrBefore day: CalendarDay) throws -> OdometerReadingRecord? {
        try database.firstRow(
            "SELECT \(Self.readingColumns) FROM odometer_reading WHERE vehicle_id = ? AND day <= ? ORDER BY value DESC, day DESC LIMIT 1",
            [vehicleID, day.isoString], Self.reading)
    }

    /// The lowest reading dated after `day` (what a new reading must not exceed).
    public func lowestReading(vehicleID: String, after day: CalendarDay) throws -> OdometerReadingRecord? {
        try database.firstRow(
            "SELECT \(Self.readingColumns) FROM odometer_reading WHERE vehicle_id = ? AND day > ? ORDER BY value, day LIMIT 1",
            [vehicleID, day.isoString], Self.reading)
    }

    // MARK: Expenses

    /// Stores an expense and returns its row id; a carried odometer value becomes a reading too.
    @discardableResult
    public func insertExpense(_ expense: ExpenseRecord, odometerIsCorrection: Bool = false) throws -> Int64 {
        try database.execute(
            """
            INSERT INTO expense (vehicle_id, day, amount, currency, category, note, odometer, fuel_quantity, user_rate, service_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [expense.vehicleID, expense.day.isoString, expense.amount, expense.currency, expense.category, expense.note,
             expense.odometer, expense.fuelQuantity, expense.userRate, expense.serviceID])
        let id = database.lastInsertedRowID
        // A service's cost carries the service's odometer, which the service already recorded.
        if let odometer = expense.odometer, expense.serviceID == nil {
            try insertReading(OdometerReadingRecord(
                vehicleID: expense.vehicleID, day: expense.day, value: odometer,
                isCorrection: odometerIsCorrection, expenseID: id))
        }
        return id
    }

    /// The expenses of one vehicle (or all, with `nil`) between two days inclusive, oldest first.
    public func expenses(vehicleID: String? = nil, from start: CalendarDay? = nil, through end: CalendarDay? = nil) throws -> [ExpenseRecord] {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let vehicleID {
            conditions.append("vehicle_id = ?")
            arguments.append(vehicleID)
        }
        if let start {
            conditions.append("day >= ?")
            arguments.append(start.isoString)
        }
        if let end {
            conditions.append("day <= ?")
            arguments.append(end.isoString)
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try database.rows(
            "SELECT \(Self.expenseColumns) FROM expense \(filter) ORDER BY day, id", arguments, Self.expense)
    }
}
