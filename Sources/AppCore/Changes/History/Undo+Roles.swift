import GarageRules
import GarageStorage

extension Undo {
    /// Refuses, before anything is written back, an undo that would change a vehicle this device may
    /// no longer write: one made view-only since the undone change (a viewer writes nothing, undo
    /// included), or a record that left the device since (its vehicle's share ended, its owner removed
    /// it, another device deleted the record) and that the undo itself does not bring back. A vehicle
    /// the undone change added (a restore, an import) is removed whole whatever its role.
    func checkRoles(of entries: [JournalEntry], in store: GarageStore) throws {
        var restoredVehicles: Set<GarageID> = []
        var touched: [(vehicle: GarageID, label: String)] = []
        // What the undo writes back itself (a removal undone with the addition before it).
        let restoredKeys = Set(entries.flatMap(\.changes).compactMap { change -> RecordKey? in
            if case .deleted(let record) = change { record.key } else { nil }
        })
        for entry in entries {
            // An import's records whose remembered rows are gone (with their vehicle, say) are gone
            // from this device as far as the undo can tell.
            if entry.unreachableRecords > 0 {
                throw UndoError.cannotRestore(record: "'\(entry.label)'", reason: .addedRecordGone)
            }
            for case .importedRecords(let vehicle, _) in entry.items {
                touched.append((vehicle, entry.label))
            }
            for change in entry.changes {
                switch change {
                case .deleted(.vehicle(let vehicle, _)):
                    restoredVehicles.insert(vehicle.id)
                case .deleted(let record), .updated(let record):
                    if let vehicle = Self.vehicleID(of: record) { touched.append((vehicle, entry.label)) }
                case .inserted(let key) where key.kind == .preference:
                    continue
                case .inserted(let key) where restoredKeys.contains(key):
                    continue
                case .inserted(let key):
                    // Gone since: a sync removed it (another device deleted it, or its vehicle left).
                    guard let vehicle = try Self.vehicleID(of: key, in: store) else {
                        throw UndoError.cannotRestore(
                            record: "'\(entry.label)'",
                            reason: .addedRecordGone)
                    }
                    touched.append((vehicle, entry.label))
                }
            }
        }
        // A vehicle the undone change added itself (a restore, say) goes whole, whatever its role.
        let addedVehicles = Set(entries.flatMap(\.changes).compactMap { change -> GarageID? in
            if case .inserted(let key) = change, key.kind == .vehicle { GarageID(rawValue: key.id) } else { nil }
        })
        for (id, label) in touched where !restoredVehicles.contains(id) && !addedVehicles.contains(id) {
            guard let vehicle = try store.vehicles.find(id: id) else {
                throw UndoError.cannotRestore(
                    record: "'\(label)'", reason: .vehicleGone)
            }
            try vehicle.requireWritable()
        }
    }

    /// The vehicle a journaled record belongs to (`nil` for a preference).
    static func vehicleID(of record: StoredRecord) -> GarageID? {
        switch record {
        case .vehicle(let vehicle, _): vehicle.id
        case .odometerEntry(let entry): entry.vehicleID
        case .expense(let expense): expense.vehicleID
        case .maintenanceItem(let item, _): item.vehicleID
        case .service(let service): service.vehicleID
        case .deadline(let deadline): deadline.vehicleID
        case .importedRows(let vehicleID, _): vehicleID
        case .preference: nil
        }
    }

    /// The vehicle of the record an undo would delete, as the logbook holds it (`nil`: not there).
    static func vehicleID(of key: RecordKey, in store: GarageStore) throws -> GarageID? {
        if key.kind == .importedRows { return GarageID(rawValue: key.id) }
        guard case .record(let kind) = key.kind, let id = GarageID(rawValue: key.id) else { return nil }
        return try store.records.vehicleID(of: kind, id: id)
    }
}
