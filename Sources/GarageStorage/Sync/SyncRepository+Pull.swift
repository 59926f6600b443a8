import GarageRules

extension SyncRepository {
    /// Where the signed-in account's next pull from `server` starts (`0`: from the beginning, also
    /// when the account was last linked to another server).
    public func cursor(server: String) throws -> String {
        try store.database.firstRow(
            "SELECT cursor FROM sync_state WHERE account = \(GarageStore.signedInAccount) AND server = ?", [server]
        ) { $0.text(0) } ?? "0"
    }

    /// Notes that the signed-in account syncs with `server` (kept with the cursor, which starts
    /// again at `0` for another server). Not a change of what the logbook shows: no generation.
    public func link(_ server: String) throws {
        try store.requireWrite("link")
        try store.database.execute(
            """
            INSERT INTO sync_state (account, server, cursor) VALUES (\(GarageStore.signedInAccount), ?1, '0')
            ON CONFLICT (account) DO UPDATE SET server = excluded.server,
                cursor = CASE WHEN sync_state.server = excluded.server THEN sync_state.cursor ELSE '0' END,
                sealed_notes = CASE WHEN sync_state.server = excluded.server THEN sync_state.sealed_notes ELSE 0 END
            """, [server])
    }

    /// Whether the signed-in account syncs with a household server (so a new vehicle needs an id no
    /// other account's vehicle can have).
    public func isLinked() throws -> Bool {
        try store.database.firstRow("SELECT 1 FROM sync_state WHERE account = \(GarageStore.signedInAccount)") { $0.int(0) } != nil
    }

    /// The vehicles the signed-in account's next pull must bring whole again (see
    /// `LogbookSchema.version12`).
    public func vehiclesToRefresh() throws -> Set<String> {
        Set(try store.database.rows("SELECT vehicle_id FROM sync_refresh WHERE account = \(GarageStore.signedInAccount)") { $0.text(0) })
    }

    /// Notes, inside the running write, vehicles the next pull must bring whole again.
    public func noteRefresh(_ vehicles: Set<String>) throws {
        for id in vehicles.sorted() {
            try store.database.execute(
                "INSERT OR IGNORE INTO sync_refresh (account, vehicle_id) VALUES (\(GarageStore.signedInAccount), ?)", [id])
        }
    }

    /// Saves the cursor alone, for a pull that brought nothing to apply. Like `acknowledge`, it does
    /// not advance the generation: nothing the widgets show changed.
    public func saveCursor(_ cursor: String, server: String) throws {
        let body = { (database: Database) throws in
            try database.execute(GarageStore.saveCursorSQL, [server, cursor])
            try database.execute(GarageStore.clearRefreshSQL)
        }
        try store.requireWrite("save the cursor")
        try body(store.database)
    }

    /// The pulled changes that would change this logbook: a record it lacks, a unit later than the
    /// local one (see `PulledMerge`), or a delete of a record it has (a sync that brings back only
    /// this device's own pushes applies none, and so republishes nothing).
    public func changesToApply(_ changes: [PulledChange]) throws -> [PulledChange] {
        try store.read { store in
            try changes.filter { change in
                let sync = SyncRepository(store: store)
                guard change.unopened == nil else { return true }
                let local = try sync.localRow(change.kind, id: change.recordID)
                guard let local else { return try change.row != nil || sync.isSetAside(change.kind, id: change.recordID) }
                guard change.row != nil else { return try PulledMerge.removes(change, local: local) }
                return try PulledMerge.merge(change, over: local) != nil
            }
        }
    }

    /// The local record as a merge reads it.
    func localRow(_ kind: RecordKind, id: String) throws -> (row: String, hlc: String?, fieldStamps: String?)? {
        try store.database.firstRow(PulledMerge.localRowSQL[kind]!, [id]) { ($0.text(0), $0.optionalText(1), $0.optionalText(2)) }
    }

    /// Applies `changes` (parents first, as pulled), then `memberships` (see
    /// `applyMemberships(_:)`), keeps the account's `conflicts`, and saves `cursor`, inside the
    /// running write; returns how many records and vehicles changed here.
    ///
    /// - Parameter morePages: reads the pages after `changes`, applied in turn (`nil` after the last).
    /// - Parameter wholeVehicles: vehicles emptied first because `changes` bring each one whole
    ///   (its plate and place in the list are kept).
    public func applyPulled(
        _ changes: [PulledChange], morePages: (() throws -> [PulledChange]?)? = nil, memberships: [PulledMembership] = [],
        wholeVehicles: [String] = [], conflicts: [SyncConflict] = [], cursor: String, server: String, serverClockOffset: Int64 = 0
    ) throws -> Int {
        try store.flushQueuedUpserts()
        let kept = try clearForWholePull(wholeVehicles)
        var applied = 0
        var latest: HybridTimestamp?
        var page: [PulledChange]? = changes
        while let changes = page {
            for change in changes {
                let received = try receive(change.stamp, serverClockOffset: serverClockOffset)
                latest = max(latest ?? received, received)
                if try apply(change) { applied += 1 }
            }
            // A reading's neighbours may come in a later page: the noted conflicts are checked again
            // whenever they are read.
            try store.readings.noteConflicts(among: changes)
            page = try morePages?()
        }
        if let latest {
            try store.database.execute(
                "UPDATE sync_device SET household_stamp = max(coalesce(household_stamp, ''), ?) WHERE id = 1", [latest.text])
        }
        try restoreAfterWholePull(kept)
        applied += try retrySetAside()
        applied += try applyMemberships(memberships)
        try applyConflicts(conflicts)
        try store.database.execute(GarageStore.saveCursorSQL, [server, cursor])
        try store.database.execute(GarageStore.clearRefreshSQL)
        return applied
    }

    /// Applies one change, merged unit by unit with the local record; whether it changed anything.
    func apply(_ change: PulledChange) throws -> Bool {
        let kind = change.kind
        let local = try localRow(kind, id: change.recordID)
        guard change.row != nil else {
            try forgetSetAside(kind, id: change.recordID)
            guard let local, try PulledMerge.removes(change, local: local) else { return false }
            // What belongs to it may be alive elsewhere (added while it was removed): kept aside, not lost.
            try setAsideChildren(of: kind, id: change.recordID)
            try store.database.execute("DELETE FROM \(kind.table) WHERE id = ?", [change.recordID])
            return true
        }
        if let reason = change.unopened {
            // Kept aside as it came (its sealed field unopened), and not taken again until the server's
            // version of it changes.
            try setAside(change, reason: reason)
            return false
        }
        guard let merged = try PulledMerge.merge(change, over: local) else { return false }
        if let reason = refusal(kind, row: merged.row) {
            // A value this device's rules refuse: kept aside (the local record stays as it was), and
            // the rest of the pull goes on.
            try setAside(change, reason: reason)
            return false
        }
        if local == nil, let reason = try missingParent(kind, row: merged.row) {
            // Its item or service is not here: kept aside until it is, and the rest of the pull goes on.
            try setAside(change, reason: reason)
            return false
        }
        do {
            try checkNameIsFree(change, row: merged.row)
        } catch let clash as PulledNameConflict where kind == .maintenanceItem {
            // Two items of one vehicle whose names differ only in letter case (two editors, "Oil" and
            // "oil"): kept aside until one is renamed, so that nobody's sync stops — a viewer's included.
            try setAside(change, reason: .nameClash(name: clash.name))
            return false
        }
        try forgetSetAside(kind, id: change.recordID)
        try store.database.execute(GarageStore.upsertStatements[kind]!, [merged.row, merged.version.text, merged.fieldStamps])
        return true
    }

    /// Refuses a pulled vehicle or item whose name another local one of a different id has (the
    /// unique indexes would refuse it less clearly).
    func checkNameIsFree(_ change: PulledChange, row: String) throws {
        let columns = change.kind.syncedColumns
        // The places of the name (and an item's vehicle) in the synced row.
        guard let name = columns.firstIndex(of: "name") else { return }
        let sql: String
        switch change.kind {
        case .vehicle:
            sql = """
                SELECT id, name FROM vehicle WHERE account = \(GarageStore.signedInAccount) AND id <> ?2
                AND name = json_extract(?1, '$[\(name)]') COLLATE NOCASE
                """
        case .maintenanceItem:
            let vehicle = columns.firstIndex(of: "vehicle_id")!
            sql = """
                SELECT id, name FROM maintenance_item WHERE vehicle_id = json_extract(?1, '$[\(vehicle)]') AND id <> ?2
                AND name = json_extract(?1, '$[\(name)]') COLLATE NOCASE
                """
        default: return
        }
        if let (id, name) = try store.database.firstRow(sql, [row, change.recordID], { ($0.text(0), $0.text(1)) }) {
            throw PulledNameConflict(what: change.kind == .vehicle ? "vehicle" : "maintenance item", name: name, localID: id)
        }
    }
}
