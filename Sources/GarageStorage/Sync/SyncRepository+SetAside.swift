import Foundation
import GarageRules
import WidgetContract

extension SyncRepository {
    /// The order in which set-aside records are taken again: each one's parent before it.
    static let parentsFirst: [RecordKind] = [.vehicle, .maintenanceItem, .service, .expense, .odometerEntry, .deadline]

    /// The first record `row` (of `kind`) names that this logbook does not hold, as the reason a
    /// pull sets it aside (`nil`: it can be stored).
    func missingParent(_ kind: RecordKind, row: String) throws -> SetAsideReason? {
        let columns = kind.syncedColumns
        // Its vehicle first (a removal of it here that the server refused, not yet pulled back whole).
        if kind != .vehicle, let vehicle = kind.descriptor.vehicleField?.column, let place = columns.firstIndex(of: vehicle),
           let id = try store.database.firstRow("SELECT json_extract(?1, '$[\(place)]')", [row], { $0.optionalText(0) }) ?? nil,
           try store.database.firstRow("SELECT 1 FROM vehicle WHERE id = ?", [id], { $0.int(0) }) == nil {
            return .vehicleNotHere(vehicleID: id)
        }
        for reference in kind.descriptor.parentReferences {
            guard let place = columns.firstIndex(of: reference.field.column) else { continue }
            let id = try store.database.firstRow("SELECT json_extract(?1, '$[\(place)]')", [row]) { $0.optionalText(0) } ?? nil
            guard let id else { continue }
            if try store.database.firstRow("SELECT 1 FROM \(reference.parent.table) WHERE id = ?", [id], { $0.int(0) }) == nil {
                return .parentNotHere(kind: reference.parent, id: id)
            }
        }
        return nil
    }

    /// Why this device's field rules refuse the pulled `row` of `kind` (a value the app would never
    /// store, written before the server checked them, or by a newer build), or `nil`.
    func refusal(_ kind: RecordKind, row: String) -> SetAsideReason? {
        guard let array = try? JSONSerialization.jsonObject(with: Data(row.utf8), options: [.fragmentsAllowed]) as? [Any] else {
            return .unreadable
        }
        let values = FieldValues(kind, syncedRow: array)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        do {
            try kind.descriptor.checkedSynced(values, today: CalendarDay(containing: store.now(), in: calendar))
            return nil
        } catch {
            return .refusedByRule(error)
        }
    }

    /// Keeps `change` aside, replacing what was kept of the record before.
    func setAside(_ change: PulledChange, reason: SetAsideReason) throws {
        guard let row = change.row else { return }
        let vehicle = change.kind.syncedColumns.firstIndex(of: change.kind.descriptor.vehicleField?.column ?? "id") ?? 0
        try store.database.execute(
            """
            INSERT INTO sync_set_aside (
                record_kind, record_id, account, vehicle_id, row, version, stamps, reason, reason_code, reason_values)
            VALUES (?1, ?2, \(GarageStore.signedInAccount), json_extract(?3, '$[\(vehicle)]'), ?3, ?4, ?5, '', ?6, ?7)
            ON CONFLICT (record_kind, record_id) DO UPDATE SET row = excluded.row, version = excluded.version,
                stamps = excluded.stamps, reason = excluded.reason, reason_code = excluded.reason_code,
                reason_values = excluded.reason_values
            """, [change.kind.rawValue, change.recordID, row, change.stamp.text, change.stamps, reason.code, reason.storedValues])
    }

    /// Sets aside, before a pulled removal of the record `id` of `kind` deletes them with it, the
    /// records that belong to it (and theirs): they may be alive in the household (added while it
    /// was removed), and they come back here with it.
    func setAsideChildren(of kind: RecordKind, id: String) throws {
        for child in RecordKind.allCases {
            for reference in child.descriptor.parentReferences where reference.parent == kind {
                let rows = try store.database.rows(
                    "\(PulledMerge.localRowSQL[child]!.replacingOccurrences(of: "WHERE id = ?1", with: "WHERE \(reference.field.column) = ?1"))",
                    [id]) { ($0.text(0), $0.optionalText(1), $0.optionalText(2)) }
                for (row, hlc, fieldStamps) in rows {
                    guard let version = hlc.flatMap(HybridTimestamp.init(text:)),
                          let recordID = try store.database.firstRow("SELECT json_extract(?1, '$[0]')", [row], { $0.optionalText(0) }) ?? nil
                    else { continue }
                    let change = PulledChange(
                        kind: child, recordID: recordID, stamp: version, row: row, stamps: try Self.serverStamps(child, fieldStamps, version))
                    try setAsideChildren(of: child, id: recordID)
                    try setAside(change, reason: .parentRemoved(kind: kind, id: id))
                }
            }
        }
    }

    /// A record's local `field_stamps` as a pull's stamps: every merged field's (and the tombstone's),
    /// keyed by the server's columns.
    static func serverStamps(_ kind: RecordKind, _ fieldStamps: String?, _ version: HybridTimestamp) throws -> String {
        let local = try fieldStamps.map(StampMapText.map) ?? [:]
        var stamps: [String: String] = [:]
        for field in kind.descriptor.mergeUnits.flatMap(\.fields) { stamps[field.serverColumn!] = local[field.column] ?? version.text }
        if kind != .vehicle { stamps["deleted"] = local["deleted"] ?? version.text }
        return try StampMapText.text(stamps)
    }

    /// Queues a tombstone for every record of the vehicle `id` that this device keeps aside, children
    /// first, and forgets them: the vehicle's owner is removing it, and the server lets a removal take
    /// only what its remover had seen (`ServerVehicleRemoval`). Each tombstone's bases are the version
    /// and the field stamps kept aside: what this device had seen of it.
    func tombstoneSetAside(ofVehicle id: String) throws {
        let kept = try store.database.rows(
            "SELECT record_kind, record_id, version, stamps FROM sync_set_aside WHERE vehicle_id = ?", [id]
        ) { ($0.text(0), $0.text(1), $0.text(2), $0.optionalText(3)) }
        let order = Self.parentsFirst.reversed().map(\.rawValue)
        for (kind, recordID, version, stamps) in kept.sorted(by: { (order.firstIndex(of: $0.0) ?? 0, $0.1) < (order.firstIndex(of: $1.0) ?? 0, $1.1) }) {
            guard let kind = RecordKind(rawValue: kind) else { continue }
            try queueRemoval(of: kind, id: recordID, vehicleID: id, seen: version, fieldStamps: stamps)
        }
    }

    /// Discards, inside the running write, a record whose parent was removed while it was written (a
    /// `removed-parent` conflict its author dismisses): its removal is queued, with `seen` (the version
    /// its author wrote) as its base, and so is that of every record this device keeps aside under it,
    /// children first; what was kept aside of them is forgotten. Returns how many removals were queued.
    public func discardOrphan(_ kind: RecordKind, id: String, vehicleID: String, seen: String) throws -> Int {
        var queued = 0
        for child in RecordKind.allCases {
            for reference in child.descriptor.parentReferences where reference.parent == kind {
                guard let place = child.syncedColumns.firstIndex(of: reference.field.column) else { continue }
                let kept = try store.database.rows(
                    """
                    SELECT record_id, version FROM sync_set_aside
                    WHERE record_kind = ? AND json_extract(row, '$[\(place)]') = ? ORDER BY record_id
                    """, [child.rawValue, id]) { ($0.text(0), $0.text(1)) }
                for (childID, version) in kept {
                    queued += try discardOrphan(child, id: childID, vehicleID: vehicleID, seen: version)
                }
            }
        }
        try queueRemoval(of: kind, id: id, vehicleID: vehicleID, seen: seen)
        return queued + 1
    }

    /// Queues the removal of the record `id` of `kind` that this device does not store (it keeps it
    /// aside, or never had it), `seen` its base and `fieldStamps` (the server's stamps of its fields as
    /// they were kept aside, a JSON object keyed by column) what it had of each field, and forgets what
    /// is kept aside of it.
    private func queueRemoval(of kind: RecordKind, id: String, vehicleID: String, seen: String, fieldStamps: String? = nil) throws {
        try store.flushQueuedUpserts()
        let stamp = try store.issueStamp().text
        try store.database.execute(
            """
            INSERT INTO outbox (account, record_kind, record_id, vehicle_id, operation, hlc, device_id, bases)
            VALUES (\(GarageStore.signedInAccount), ?1, ?2, ?3, 'delete', ?4, substr(?4, 17),
                    json_patch(coalesce(json(?6), '{}'), json_object('deleted', ?5)))
            """, [kind.rawValue, id, vehicleID, stamp, seen, fieldStamps])
        try forgetSetAside(kind, id: id)
    }

    /// Whether a pull set the record aside.
    func isSetAside(_ kind: RecordKind, id: String) throws -> Bool {
        try store.database.firstRow(
            "SELECT 1 FROM sync_set_aside WHERE record_kind = ? AND record_id = ?", [kind.rawValue, id]) { $0.int(0) } != nil
    }

    /// Forgets what was set aside of the record (a later version of it came, or its removal).
    func forgetSetAside(_ kind: RecordKind, id: String) throws {
        try store.database.execute("DELETE FROM sync_set_aside WHERE record_kind = ? AND record_id = ?", [kind.rawValue, id])
    }

    /// The condition of a set-aside row that a sync may take again by itself: any but an unopened
    /// one, by its code, or by its English text where an older build wrote it without one.
    static let mayBeTakenAgain = """
        coalesce(reason_code, '') <> '\(SetAsideReason.unopenedCode)' AND reason NOT LIKE '\(PulledChange.unopenedPrefix)%'
        """

    /// Takes again, inside the running write, every set-aside record whose parent is back; returns how
    /// many were stored.
    func retrySetAside() throws -> Int {
        var stored = 0
        for kind in Self.parentsFirst {
            let kept = try store.database.rows(
                """
                SELECT record_id, row, version, stamps FROM sync_set_aside
                WHERE account = \(GarageStore.signedInAccount) AND record_kind = ? AND \(Self.mayBeTakenAgain)
                ORDER BY record_id
                """, [kind.rawValue]) { ($0.text(0), $0.text(1), $0.text(2), $0.optionalText(3)) }
            for (id, row, version, stamps) in kept {
                guard try missingParent(kind, row: row) == nil, refusal(kind, row: row) == nil,
                      let stamp = HybridTimestamp(text: version)
                else { continue }
                try forgetSetAside(kind, id: id)
                if try apply(PulledChange(kind: kind, recordID: id, stamp: stamp, row: row, stamps: stamps)) { stored += 1 }
            }
        }
        return stored
    }

    /// Whether some set-aside record could be stored now (its parent is back, its name is free): a
    /// sync that pulled nothing then still takes them again, and one with nothing to take changes
    /// nothing (and publishes nothing).
    public func hasStorableSetAside() throws -> Bool {
        let kept = try store.database.rows(
            """
            SELECT record_kind, record_id, row, version, stamps FROM sync_set_aside
            WHERE account = \(GarageStore.signedInAccount) AND \(Self.mayBeTakenAgain)
            """
        ) { ($0.text(0), $0.text(1), $0.text(2), $0.text(3), $0.optionalText(4)) }
        for (kindText, id, row, version, stamps) in kept {
            guard let kind = RecordKind(rawValue: kindText), let stamp = HybridTimestamp(text: version),
                  try missingParent(kind, row: row) == nil, refusal(kind, row: row) == nil
            else { continue }
            do {
                try checkNameIsFree(PulledChange(kind: kind, recordID: id, stamp: stamp, row: row, stamps: stamps), row: row)
                return true
            } catch is PulledNameConflict {
                continue
            }
        }
        return false
    }

    /// ``retrySetAside()`` for a change of the app core (a parent just brought back).
    public func takeSetAsideAgain() throws -> Int {
        try store.requireWrite("take set-aside records again")
        return try retrySetAside()
    }

    /// What the signed-in account's pulls set aside, as conflicts of this device to list (`unit`
    /// `set-aside`, the reason as the value kept (its English, and typed), the record's row as the value lost).
    public func setAsideRecords() throws -> [SyncConflict] {
        try store.database.rows(
            """
            SELECT record_kind, record_id, vehicle_id, row, version, reason, reason_code, reason_values FROM sync_set_aside
            WHERE account = \(GarageStore.signedInAccount) ORDER BY record_kind, record_id
            """
        ) { row in
            guard let kind = RecordKind(rawValue: row.text(0)) else {
                throw RowDecoding(table: "sync_set_aside", id: row.text(1)).fail("not a record kind")
            }
            let reason = SetAsideReason(code: row.optionalText(6), values: row.optionalText(7), text: row.text(5))
            return SyncConflict(
                id: "set-aside-\(kind.rawValue)-\(row.text(1))", vehicleID: row.text(2), kind: kind, recordID: row.text(1),
                unit: "set-aside", lostValue: row.text(3), lostStamp: row.text(4), winner: "", wonValue: reason.description,
                wonStamp: row.text(4), isDismissed: false, setAsideReason: reason)
        }
    }

    /// How many records the signed-in account's pulls set aside.
    public func setAsideCount() throws -> Int {
        try store.database.firstRow(
            "SELECT count(*) FROM sync_set_aside WHERE account = \(GarageStore.signedInAccount)") { $0.int(0) } ?? 0
    }
}
