import GarageRules
import WidgetContract

extension GarageStore {
    /// The signed-in account's vehicles, in the order they were added (a garage has a handful: the
    /// rules compare a new vehicle's name and plate with all of them). None when nobody is signed in.
    public func vehicles() throws -> [Vehicle] {
        try decodedRows(
            "SELECT \(Self.vehicleColumns) FROM vehicle WHERE account = \(Self.signedInAccount) ORDER BY position", [],
            Self.vehicle)
    }

    /// The signed-in account's vehicle with this id, if any.
    public func vehicle(id: GarageID) throws -> Vehicle? {
        try decodedFirstRow(
            "SELECT \(Self.vehicleColumns) FROM vehicle WHERE id = ? AND account = \(Self.signedInAccount)", [id.rawValue],
            Self.vehicle)
    }

    /// The maintenance items of one vehicle, in the order they were added.
    public func maintenanceItems(vehicleID: GarageID) throws -> [MaintenanceItem] {
        try decodedRows(
            """
            SELECT \(Self.itemColumns) FROM maintenance_item i
            WHERE i.vehicle_id = ? ORDER BY i.position
            """, [vehicleID.rawValue], Self.item)
    }

    /// The deadlines of one vehicle, or of all the signed-in account's with `nil`, soonest due first.
    public func deadlines(vehicleID: GarageID?) throws -> [Deadline] {
        let found = try vehicleID.map { id in
            try decodedRows("SELECT \(Self.deadlineColumns) FROM deadline WHERE vehicle_id = ?", [id.rawValue], Self.deadline)
        } ?? decodedRows(
            "SELECT \(Self.deadlineColumns) FROM deadline WHERE vehicle_id IN (\(Self.ownVehicleIDs))", [], Self.deadline)
        return found.sorted(by: Deadline.soonestFirst)
    }

    /// The deadline with this id, if it is of one of the signed-in account's vehicles.
    public func deadline(id: GarageID) throws -> Deadline? {
        try decodedFirstRow(
            "SELECT \(Self.deadlineColumns) FROM deadline WHERE id = ? AND vehicle_id IN (\(Self.ownVehicleIDs))",
            [id.rawValue], Self.deadline)
    }

    /// The odometer entry with this id, if it is of one of the signed-in account's vehicles.
    public func odometerEntry(id: GarageID) throws -> OdometerEntry? {
        try decodedFirstRow(
            "SELECT \(Self.entryColumns) FROM odometer_entry WHERE id = ? AND vehicle_id IN (\(Self.ownVehicleIDs))",
            [id.rawValue], Self.entry)
    }

    /// The odometer entries of one vehicle, oldest first.
    public func odometerEntries(vehicleID: GarageID) throws -> [OdometerEntry] {
        try decodedRows(
            "SELECT \(Self.entryColumns) FROM odometer_entry WHERE vehicle_id = ? ORDER BY day, id", [vehicleID.rawValue],
            Self.entry)
    }

    /// The expense with this id, if it is of one of the signed-in account's vehicles.
    public func expense(id: GarageID) throws -> Expense? {
        try decodedFirstRow(
            "SELECT \(Self.expenseColumns) FROM expense e WHERE e.id = ? AND e.vehicle_id IN (\(Self.ownVehicleIDs))",
            [id.rawValue], Self.expense)
    }

    /// The maintenance item with this id, if it is of one of the signed-in account's vehicles.
    public func maintenanceItem(id: GarageID) throws -> MaintenanceItem? {
        try decodedFirstRow(
            """
            SELECT \(Self.itemColumns) FROM maintenance_item i
            WHERE i.id = ? AND i.vehicle_id IN (\(Self.ownVehicleIDs))
            """, [id.rawValue], Self.item)
    }

    /// The service with this id, if it is of one of the signed-in account's vehicles.
    public func service(id: GarageID) throws -> ServiceRecord? {
        try decodedFirstRow(
            """
            SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.id = ? AND s.vehicle_id IN (\(Self.ownVehicleIDs))
            """, [id.rawValue], Self.service)
    }

    /// The services of one vehicle (or of one of its items), oldest first.
    public func services(vehicleID: GarageID, itemID: GarageID? = nil) throws -> [ServiceRecord] {
        try decodedRows(
            """
            SELECT \(Self.serviceColumns) FROM maintenance_service s LEFT JOIN expense c ON c.service_id = s.id
            WHERE s.vehicle_id = ? AND (?2 IS NULL OR s.item_id = ?2) ORDER BY s.day, s.id
            """, [vehicleID.rawValue, itemID?.rawValue], Self.service)
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

    /// The expenses of one vehicle (or all the signed-in account's, `nil`) dated from `start`
    /// through `end` (either open when `nil`), oldest first.
    public func expenses(vehicleID: GarageID?, from start: CalendarDay? = nil, through end: CalendarDay? = nil) throws -> [Expense] {
        var terms: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let vehicleID {
            terms.append("e.vehicle_id = ?")
            arguments.append(vehicleID.rawValue)
        } else {
            terms.append("e.vehicle_id IN (\(Self.ownVehicleIDs))")
        }
        if let start {
            terms.append("e.day >= ?")
            arguments.append(start.isoString)
        }
        if let end {
            terms.append("e.day <= ?")
            arguments.append(end.isoString)
        }
        let filter = "WHERE " + terms.joined(separator: " AND ")
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

    /// Whether any record of any account is stored (in the tables `isTaken(_:)` probes): when none
    /// is, no id is taken, and a change that inserts many records whose ids are unique among
    /// themselves need not probe each.
    public func holdsAnyRecord() throws -> Bool {
        try database.firstRow(
            """
            SELECT EXISTS (SELECT 1 FROM vehicle) OR EXISTS (SELECT 1 FROM odometer_entry)
                OR EXISTS (SELECT 1 FROM expense) OR EXISTS (SELECT 1 FROM maintenance_item)
                OR EXISTS (SELECT 1 FROM maintenance_service) OR EXISTS (SELECT 1 FROM deadline)
            """
        ) { $0.int(0) != 0 } ?? false
    }
}
