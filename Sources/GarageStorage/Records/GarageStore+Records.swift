import GarageRules
import WidgetContract

extension GarageStore {
    /// Every vehicle, in the order they were added (a garage has a handful: the rules compare a new
    /// vehicle's name and plate with all of them).
    public func vehicles() throws -> [Vehicle] {
        try decodedRows("SELECT \(Self.vehicleColumns) FROM vehicle ORDER BY position", [], Self.vehicle)
    }

    /// The vehicle with this id, if any.
    public func vehicle(id: GarageID) throws -> Vehicle? {
        try decodedFirstRow("SELECT \(Self.vehicleColumns) FROM vehicle WHERE id = ?", [id.rawValue], Self.vehicle)
    }

    /// The maintenance items of one vehicle, in the order they were added.
    public func maintenanceItems(vehicleID: GarageID) throws -> [MaintenanceItem] {
        try decodedRows(
            """
            SELECT \(Self.itemColumns) FROM maintenance_item i LEFT JOIN maintenance_postponement p ON p.item_id = i.id
            WHERE i.vehicle_id = ? ORDER BY i.position
            """, [vehicleID.rawValue], Self.item)
    }

    /// The deadlines of one vehicle, or of all of them with `nil`, soonest due first.
    public func deadlines(vehicleID: GarageID?) throws -> [Deadline] {
        let found = try vehicleID.map { id in
            try decodedRows("SELECT \(Self.deadlineColumns) FROM deadline WHERE vehicle_id = ?", [id.rawValue], Self.deadline)
        } ?? decodedRows("SELECT \(Self.deadlineColumns) FROM deadline", [], Self.deadline)
        return found.sorted(by: Deadline.soonestFirst)
    }

    /// The deadline with this id, if any.
    public func deadline(id: GarageID) throws -> Deadline? {
        try decodedFirstRow("SELECT \(Self.deadlineColumns) FROM deadline WHERE id = ?", [id.rawValue], Self.deadline)
    }

    /// The latest service of an item in `ServiceRecord.isLater(than:)` order: one probe of the
    /// (item_id, day) index.
    public func latestService(itemID: GarageID) throws -> ServiceRecord? {
        try decodedFirstRow(
            """
            SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.item_id = ? ORDER BY s.day DESC, coalesce(s.odometer, -1) DESC, s.id DESC LIMIT 1
            """, [itemID.rawValue], Self.service)
    }

    /// What the status of `item` needs of its vehicle's records: its latest service and, when the
    /// rules name one, its base reading.
    public func maintenanceHistory(of item: MaintenanceItem) throws -> MaintenanceHistory {
        let last = try latestService(itemID: item.id)
        let base = try MaintenanceHistory.baseProbe(for: item, lastService: last).map { probe in
            try reading(probe, vehicleID: item.vehicleID)
        }
        return MaintenanceHistory(lastService: last, baseReading: base ?? nil)
    }

    /// The expenses of one vehicle (or all, `nil`) dated from `start` through `end` (either open
    /// when `nil`), oldest first.
    public func expenses(vehicleID: GarageID?, from start: CalendarDay? = nil, through end: CalendarDay? = nil) throws -> [Expense] {
        var terms: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let vehicleID {
            terms.append("e.vehicle_id = ?")
            arguments.append(vehicleID.rawValue)
        }
        if let start {
            terms.append("e.day >= ?")
            arguments.append(start.isoString)
        }
        if let end {
            terms.append("e.day <= ?")
            arguments.append(end.isoString)
        }
        let filter = terms.isEmpty ? "" : "WHERE " + terms.joined(separator: " AND ")
        return try decodedRows(
            "SELECT \(Self.expenseColumns) FROM expense e \(filter) ORDER BY e.day, e.id", arguments, Self.expense)
    }

    /// Whether any record — vehicle, reading, expense, item, service or deadline — has this id: one
    /// primary-key probe per table, so that a broken id generator can never overwrite a record.
    public func isTaken(_ id: GarageID) throws -> Bool {
        try database.firstRow(
            """
            SELECT EXISTS (SELECT 1 FROM vehicle WHERE id = ?1) OR EXISTS (SELECT 1 FROM odometer_entry WHERE id = ?1)
                OR EXISTS (SELECT 1 FROM expense WHERE id = ?1) OR EXISTS (SELECT 1 FROM maintenance_item WHERE id = ?1)
                OR EXISTS (SELECT 1 FROM maintenance_service WHERE id = ?1) OR EXISTS (SELECT 1 FROM deadline WHERE id = ?1)
            """, [id.rawValue]
        ) { $0.int(0) != 0 } ?? false
    }
}
