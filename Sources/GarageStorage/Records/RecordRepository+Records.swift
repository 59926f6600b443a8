import GarageRules
import WidgetContract

extension RecordRepository {
    /// The deadlines of one vehicle, or of all the signed-in account's with `nil`, soonest due first.
    public func deadlines(vehicleID: GarageID?) throws -> [Deadline] {
        let found = try vehicleID.map { id in
            try store.decodedRows("SELECT \(GarageStore.deadlineColumns) FROM deadline WHERE vehicle_id = ?", [id.rawValue], GarageStore.deadlineRow)
        } ?? store.decodedRows(
            "SELECT \(GarageStore.deadlineColumns) FROM deadline WHERE vehicle_id IN (\(GarageStore.ownVehicleIDs))", [], GarageStore.deadlineRow)
        return found.sorted(by: Deadline.soonestFirst)
    }

    /// The deadline with this id, if it is of one of the signed-in account's vehicles.
    public func deadline(id: GarageID) throws -> Deadline? {
        try store.decodedFirstRow(
            "SELECT \(GarageStore.deadlineColumns) FROM deadline WHERE id = ? AND vehicle_id IN (\(GarageStore.ownVehicleIDs))",
            [id.rawValue], GarageStore.deadlineRow)
    }

    /// The odometer entry with this id, if it is of one of the signed-in account's vehicles.
    public func odometerEntry(id: GarageID) throws -> OdometerEntry? {
        try store.decodedFirstRow(
            "SELECT \(GarageStore.entryColumns) FROM odometer_entry WHERE id = ? AND vehicle_id IN (\(GarageStore.ownVehicleIDs))",
            [id.rawValue], GarageStore.entryRow)
    }

    /// The odometer entries of one vehicle, oldest first.
    public func odometerEntries(vehicleID: GarageID) throws -> [OdometerEntry] {
        try store.decodedRows(
            "SELECT \(GarageStore.entryColumns) FROM odometer_entry WHERE vehicle_id = ? ORDER BY day, id", [vehicleID.rawValue],
            GarageStore.entryRow)
    }

    /// The expense with this id, if it is of one of the signed-in account's vehicles.
    public func expense(id: GarageID) throws -> Expense? {
        try store.decodedFirstRow(
            "SELECT \(GarageStore.expenseColumns) FROM expense e WHERE e.id = ? AND e.vehicle_id IN (\(GarageStore.ownVehicleIDs))",
            [id.rawValue], GarageStore.expenseRow)
    }

    /// The expenses of one vehicle (or all the signed-in account's, `nil`) dated from `start`
    /// through `end` (either open when `nil`), oldest first; with `excluding`, those paid in any
    /// other currency (as the reads spell it: a hand-edited `eur` is EUR).
    public func expenses(
        vehicleID: GarageID?, from start: CalendarDay? = nil, through end: CalendarDay? = nil, excluding currency: CurrencyCode? = nil
    ) throws -> [Expense] {
        var terms: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        if let currency {
            terms.append("\(SpendAmountSQL.code("e.currency")) <> ?")
            arguments.append(currency.code)
        }
        if let vehicleID {
            terms.append("e.vehicle_id = ?")
            arguments.append(vehicleID.rawValue)
        } else {
            terms.append("e.vehicle_id IN (\(GarageStore.ownVehicleIDs))")
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
        return try store.decodedRows(
            "SELECT \(GarageStore.expenseColumns) FROM expense e \(filter) ORDER BY e.day, e.id", arguments, GarageStore.expenseRow)
    }

    /// The expenses of one vehicle paid in one currency and dated in `month`, oldest first: what one
    /// remembered converted sum (`spend_month_converted`) is worked out from, by the reads that fill
    /// it and by the check that compares it. The vehicle and the currency are the stored texts of
    /// the sum's key, not parsed: a currency that does not parse is a damaged row that a salvaging
    /// read must still meet, to name it. The key is the code the reads make of a row's currency
    /// (logbook step 27), so a hand-edited `eur` is found under EUR.
    func expenses(vehicleText: String, currencyText: String, in month: CalendarMonth) throws -> [Expense] {
        try store.decodedRows(
            """
            SELECT \(GarageStore.expenseColumns) FROM expense e
            WHERE e.vehicle_id = ? AND \(SpendAmountSQL.code("e.currency")) = ? AND e.day BETWEEN ? AND ? ORDER BY e.day, e.id
            """, [vehicleText, currencyText, month.firstDay.isoString, month.lastDay.isoString], GarageStore.expenseRow)
    }

    /// Whether any record — vehicle, reading, expense, item, service or deadline — has this id: one
    /// primary-key probe per table, so that a broken id generator can never overwrite a record.
    public func isTaken(_ id: GarageID) throws -> Bool {
        try store.database.firstRow(
            """
            SELECT EXISTS (SELECT 1 FROM vehicle WHERE id = ?1) OR EXISTS (SELECT 1 FROM odometer_entry WHERE id = ?1)
                OR EXISTS (SELECT 1 FROM expense WHERE id = ?1) OR EXISTS (SELECT 1 FROM maintenance_item WHERE id = ?1)
                OR EXISTS (SELECT 1 FROM maintenance_service WHERE id = ?1) OR EXISTS (SELECT 1 FROM deadline WHERE id = ?1)
            """, [id.rawValue]
        ) { $0.int(0) != 0 } ?? false
    }

    /// The first of `ids`, in their order, that a record already has (``isTaken(_:)`` of each), or
    /// `nil`: one statement for them all, not one per id, with a primary-key probe per table and id.
    public func firstTaken(_ ids: some Collection<GarageID>) throws -> GarageID? {
        guard !ids.isEmpty else { return nil }
        // Ids are `[a-z0-9-]`: nothing to escape. Appended in place: an import passes a batch of them.
        var json = "["
        json.reserveCapacity(ids.count * (IdentifierSource.length + 3) + 2)
        for id in ids {
            if json.utf8.count > 1 { json.append(",") }
            json.append("\"")
            json.append(id.rawValue)
            json.append("\"")
        }
        json.append("]")
        // `IN (SELECT id …)` looks each id up in the table's primary-key index, as `EXISTS (… WHERE id = …)`
        // does, without running a correlated subquery per id and table (about 40% of the probes' cost).
        return try store.database.firstRow(
            """
            SELECT j.value FROM json_each(?1) j
            WHERE j.value IN (SELECT id FROM vehicle) OR j.value IN (SELECT id FROM odometer_entry)
                OR j.value IN (SELECT id FROM expense) OR j.value IN (SELECT id FROM maintenance_item)
                OR j.value IN (SELECT id FROM maintenance_service) OR j.value IN (SELECT id FROM deadline)
            ORDER BY j.key LIMIT 1
            """, [json]
        ) { GarageID(rawValue: $0.text(0)) } ?? nil
    }

    /// Whether any record of any account is stored (in the tables `isTaken(_:)` probes): when none
    /// is, no id is taken, and a change that inserts many records whose ids are unique among
    /// themselves need not probe each.
    public func holdsAny() throws -> Bool {
        try store.database.firstRow(
            """
            SELECT EXISTS (SELECT 1 FROM vehicle) OR EXISTS (SELECT 1 FROM odometer_entry)
                OR EXISTS (SELECT 1 FROM expense) OR EXISTS (SELECT 1 FROM maintenance_item)
                OR EXISTS (SELECT 1 FROM maintenance_service) OR EXISTS (SELECT 1 FROM deadline)
            """
        ) { $0.int(0) != 0 } ?? false
    }
}
