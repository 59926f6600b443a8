import GarageRules

/// Applying what a pull brought: each record's server version replaces the local one when its stamp
/// is later (the last writer by hybrid logical clock wins, ties broken by device id), written
/// straight to the record tables with the remote stamp and **no outbox row** (the server has it
/// already), the clock merged with every remote stamp, and the feed's cursor saved in the same
/// transaction.
extension GarageStore {
    /// Where the signed-in account's next pull from `server` starts (`0`: from the beginning, also
    /// when the account was last linked to another server).
    public func syncCursor(server: String) throws -> String {
        try database.firstRow(
            "SELECT cursor FROM sync_state WHERE account = \(Self.signedInAccount) AND server = ?", [server]
        ) { $0.text(0) } ?? "0"
    }

    /// Notes that the signed-in account syncs with `server` (kept with the cursor, which starts
    /// again at `0` for another server). Not a change of what the logbook shows: no generation.
    public func linkServer(_ server: String) throws {
        try database.write { database in
            try database.execute(
                """
                INSERT INTO sync_state (account, server, cursor) VALUES (\(Self.signedInAccount), ?1, '0')
                ON CONFLICT (account) DO UPDATE SET server = excluded.server,
                    cursor = CASE WHEN sync_state.server = excluded.server THEN sync_state.cursor ELSE '0' END
                """, [server])
        }
    }

    /// Whether the signed-in account syncs with a household server (so a new vehicle needs an id no
    /// other account's vehicle can have).
    public func isLinkedToServer() throws -> Bool {
        try database.firstRow("SELECT 1 FROM sync_state WHERE account = \(Self.signedInAccount)") { $0.int(0) } != nil
    }

    /// Saves the cursor alone, for a pull that brought nothing to apply. Like `acknowledge`, it does
    /// not advance the generation: nothing the widgets show changed.
    public func saveSyncCursor(_ cursor: String, server: String) throws {
        let body = { (database: Database) throws in
            try database.execute(Self.saveCursorSQL, [server, cursor])
        }
        if database.isInTransaction { try body(database) } else { try database.write(body) }
    }

    /// The pulled changes that would change this logbook: later than the local version, or a delete of
    /// a record it has (a sync that brings back only this device's own pushes applies none, and
    /// so republishes nothing).
    public func changesToApply(_ changes: [PulledChange]) throws -> [PulledChange] {
        try read { store in
            try changes.filter { change in
                let found = try store.database.firstRow(
                    "SELECT hlc FROM \(change.kind.table) WHERE id = ?", [change.recordID]) { $0.optionalText(0) }
                guard let found else { return change.row != nil }
                guard let stamp = found.flatMap({ HybridTimestamp(text: $0) }) else { return true }
                return change.row == nil && change.kind == .vehicle ? true : stamp < change.stamp
            }
        }
    }

    /// Applies `changes` (parents first, as pulled), then `memberships` (see
    /// `applyMemberships(_:)`), and saves `cursor`, inside the running write; returns how many
    /// records and vehicles changed here.
    ///
    /// - Parameter wholeVehicles: vehicles emptied first because `changes` bring each one whole
    ///   (its plate and place in the list are kept).
    public func applyPulled(
        _ changes: [PulledChange], memberships: [PulledMembership] = [], wholeVehicles: [String] = [], cursor: String,
        server: String
    ) throws -> Int {
        try flushQueuedUpserts()
        let kept = try clearForWholePull(wholeVehicles)
        var applied = 0
        for change in changes {
            try receive(change.stamp)
            if try apply(change) { applied += 1 }
        }
        try restoreAfterWholePull(kept)
        applied += try applyMemberships(memberships)
        try noteReadingConflicts(among: changes)
        try database.execute(Self.saveCursorSQL, [server, cursor])
        return applied
    }

    private static let saveCursorSQL = """
        INSERT INTO sync_state (account, server, cursor) VALUES (\(signedInAccount), ?1, ?2)
        ON CONFLICT (account) DO UPDATE SET server = excluded.server, cursor = excluded.cursor
        """

    /// Applies one change when it is later than the local version; whether it did.
    private func apply(_ change: PulledChange) throws -> Bool {
        let kind = change.kind
        let found = try database.firstRow("SELECT hlc FROM \(kind.table) WHERE id = ?", [change.recordID]) { $0.optionalText(0) }
        // A row written before stamps has none: any pulled version is later.
        let localStamp = (found ?? nil).flatMap { HybridTimestamp(text: $0) }
        guard let row = change.row else {
            guard found != nil else { return false }
            // A vehicle its owner deleted goes whatever this device did since: the delete wins.
            if kind != .vehicle, let stamp = localStamp, stamp >= change.stamp {
                return false
            }
            try database.execute("DELETE FROM \(kind.table) WHERE id = ?", [change.recordID])
            return true
        }
        if let stamp = localStamp, stamp >= change.stamp { return false }
        try checkNameIsFree(change, row: row)
        try database.execute(Self.upsertStatements[kind]!, [row, change.stamp.text])
        return true
    }

    /// Refuses a pulled vehicle or item whose name another local one of a different id has (the
    /// unique indexes would refuse it less clearly).
    private func checkNameIsFree(_ change: PulledChange, row: String) throws {
        let columns = change.kind.syncedColumns
        // The places of the name (and an item's vehicle) in the synced row.
        guard let name = columns.firstIndex(of: "name") else { return }
        let sql: String
        switch change.kind {
        case .vehicle:
            sql = """
                SELECT id, name FROM vehicle WHERE account = \(Self.signedInAccount) AND id <> ?2
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
        if let (id, name) = try database.firstRow(sql, [row, change.recordID], { ($0.text(0), $0.text(1)) }) {
            throw PulledNameConflict(what: change.kind == .vehicle ? "vehicle" : "maintenance item", name: name, localID: id)
        }
    }

    /// For each kind: the record from the JSON array `?1` with the stamp `?2`, inserted or written
    /// over the local row. A new vehicle goes to the signed-in account, last in its list, owned.
    private static let upsertStatements = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
        let columns = kind.syncedColumns
        let values = columns.indices.map { "json_extract(?1, '$[\($0)]')" }
        let updates = (columns.dropFirst() + ["hlc"]).map { "\($0) = excluded.\($0)" }
        var names = columns + ["hlc"]
        var selected = values + ["?2"]
        if kind == .vehicle {
            names += ["account", "role", "position"]
            selected += [
                signedInAccount, "'owner'",
                "(SELECT coalesce(max(position), 0) + 1 FROM vehicle)",
            ]
        }
        return (kind, """
            INSERT INTO \(kind.table) (\(names.joined(separator: ", "))) SELECT \(selected.joined(separator: ", "))
            WHERE true ON CONFLICT (id) DO UPDATE SET \(updates.joined(separator: ", "))
            """)
    })
}
