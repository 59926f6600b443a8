import GarageRules

/// Applying what a pull brought: each record's server version is merged with the local one unit by
/// unit (`PulledMerge`: the later side of each unit by hybrid logical clock wins, ties broken by
/// device id), written
/// straight to the record tables with the remote stamp and **no outbox row** (the server has it
/// already), the clock merged with every remote stamp, and the feed's cursor saved in the same
/// transaction.
extension GarageStore {
    static let saveCursorSQL = """
        INSERT INTO sync_state (account, server, cursor) VALUES (\(signedInAccount), ?1, ?2)
        ON CONFLICT (account) DO UPDATE SET server = excluded.server, cursor = excluded.cursor
        """

    /// With the cursor: the vehicles to bring whole again were (every pull asks for them all).
    static let clearRefreshSQL = "DELETE FROM sync_refresh WHERE account = \(signedInAccount)"

    /// For each kind: the record from the JSON array `?1` with the version `?2` and the field stamps
    /// `?3`, inserted or written over the local row. A new vehicle goes to the signed-in account, last
    /// in its list, owned.
    static let upsertStatements = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
        let columns = kind.syncedColumns
        let values = columns.indices.map { "json_extract(?1, '$[\($0)]')" }
        let updates = (columns.dropFirst() + ["hlc", "field_stamps"]).map { "\($0) = excluded.\($0)" }
        var names = columns + ["hlc", "field_stamps"]
        var selected = values + ["?2", "?3"]
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
