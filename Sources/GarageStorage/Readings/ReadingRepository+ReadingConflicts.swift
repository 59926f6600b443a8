import GarageRules

extension ReadingRepository {
    /// Notes the readings among `changes` (just applied from a pull) that contradict their
    /// neighbours, and forgets those that no longer do.
    ///
    /// A reading written here went through the odometer checks; one that a sync brought did so on
    /// the device that wrote it, against what that device knew. So contradictions can only arrive
    /// here, and are looked for only among what arrived: two index probes per pulled reading.
    func noteConflicts(among changes: [PulledChange]) throws {
        for change in changes {
            guard let table = ReadingTable.carrying(change.kind) else { continue }
            let source = table.source.rawValue
            guard change.row != nil, let reading = try storedReading(in: table, id: change.recordID),
                  try conflict(of: reading) != nil
            else {
                try store.database.execute("DELETE FROM odometer_conflict WHERE source = ? AND record_id = ?", [source, change.recordID])
                continue
            }
            try store.database.execute(
                "INSERT OR IGNORE INTO odometer_conflict (source, record_id, vehicle_id) VALUES (?, ?, ?)",
                [source, change.recordID, reading.vehicleID.rawValue])
        }
    }

    /// The odometer conflicts a sync brought that still stand, of one vehicle of the signed-in
    /// account or of all of them, oldest reading first: each noted reading checked again against
    /// its neighbours now (an edit, a removal or a correction since may have resolved it).
    public func conflicts(vehicleID: GarageID? = nil) throws -> [ReadingConflict] {
        let noted = try store.database.rows(
            """
            SELECT source, record_id FROM odometer_conflict
            WHERE vehicle_id IN (\(GarageStore.ownVehicleIDs)) AND (?1 IS NULL OR vehicle_id = ?1)
            ORDER BY vehicle_id, source, record_id
            """, [vehicleID?.rawValue]) { ($0.text(0), $0.text(1)) }
        var conflicts: [ReadingConflict] = []
        for (source, id) in noted {
            guard let table = ReadingTable.all.first(where: { $0.source.rawValue == source }),
                  let reading = try storedReading(in: table, id: id),
                  let conflict = try conflict(of: reading)
            else { continue }
            conflicts.append(conflict)
        }
        return conflicts.sorted { $0.reading.precedes($1.reading) }
    }

    /// The conflict of a stored reading with its neighbours, the reading itself left out.
    func conflict(of reading: OdometerReading) throws -> ReadingConflict? {
        try neighbours(
            vehicleID: reading.vehicleID, around: reading.date,
            excluding: ReadingSourceID(source: reading.source, id: reading.recordID)
        ).conflict(with: reading)
    }

    /// The reading the record `id` of `table` carries, if it exists and carries one.
    func storedReading(in table: ReadingTable, id: String) throws -> OdometerReading? {
        try store.decodedFirstRow(table.byIDSQL, [id]) { row in
            try table.reading(row, vehicleID: RowDecoding(table: table.name, id: id).garageID(row.text(4)))
        }
    }
}
