import WidgetContract

extension GarageStore {
    private static let deadlineColumns = "id, vehicle_id, kind, title, due_day, warn_days, every_months"

    private static func deadline(_ row: Row) throws -> DeadlineRecord {
        DeadlineRecord(id: row.text(0), vehicleID: row.text(1), kind: row.text(2), title: row.text(3),
                       dueDay: try CalendarDay(parsing: row.text(4)), warnDays: row.optionalInt(5), everyMonths: row.optionalInt(6))
    }

    /// The deadlines of one vehicle (or all, with `nil`), soonest first.
    public func deadlines(vehicleID: String? = nil) throws -> [DeadlineRecord] {
        if let vehicleID {
            return try database.rows(
                "SELECT \(Self.deadlineColumns) FROM deadline WHERE vehicle_id = ? ORDER BY due_day, id", [vehicleID], Self.deadline)
        }
        return try database.rows("SELECT \(Self.deadlineColumns) FROM deadline ORDER BY due_day, id", [], Self.deadline)
    }

    /// The deadline of a vehicle with this id, or whose title matches case-insensitively.
    public func deadline(vehicleID: String, matching reference: String) throws -> DeadlineRecord? {
        try database.firstRow(
            """
            SELECT \(Self.deadlineColumns) FROM deadline
            WHERE vehicle_id = ? AND (id = ? COLLATE NOCASE OR title = ? COLLATE NOCASE) ORDER BY id = ? DESC LIMIT 1
            """, [vehicleID, reference, reference, reference], Self.deadline)
    }

    /// Stores a new deadline; its id must be unused.
    public func insertDeadline(_ deadline: DeadlineRecord) throws {
        try database.execute(
            "INSERT INTO deadline (id, vehicle_id, kind, title, due_day, warn_days, every_months) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [deadline.id, deadline.vehicleID, deadline.kind, deadline.title, deadline.dueDay.isoString,
             deadline.warnDays, deadline.everyMonths])
    }

    /// Moves a deadline to a new due day (renewal).
    public func setDeadlineDue(id: String, _ day: CalendarDay) throws {
        try database.execute("UPDATE deadline SET due_day = ? WHERE id = ?", [day.isoString, id])
    }
}
