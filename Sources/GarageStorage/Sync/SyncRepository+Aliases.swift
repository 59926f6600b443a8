import GarageRules

extension SyncRepository {
    /// The household ids of the signed-in account's vehicles that have one of their own (see
    /// `LogbookSchema.version14`).
    public func vehicleAliases() throws -> VehicleIDAliases {
        let pairs = try store.database.rows(
            "SELECT local_id, server_id FROM sync_vehicle_alias WHERE account = \(GarageStore.signedInAccount)"
        ) { ($0.text(0), $0.text(1)) }
        return VehicleIDAliases(Dictionary(pairs, uniquingKeysWith: { first, _ in first }))
    }

    /// The signed-in account's vehicles that were made on this device and have not reached a server
    /// (their first queued change is their creation), with no household id of their own yet: what a
    /// device that was not linked made under its vehicles' names.
    public func vehiclesNotYetOnAServer() throws -> [GarageID] {
        try store.flushQueuedUpserts()
        return try store.database.rows(
            """
            SELECT v.id FROM vehicle v
            WHERE v.account = \(GarageStore.signedInAccount) AND v.role = 'owner'
              AND NOT EXISTS (SELECT 1 FROM sync_vehicle_alias a WHERE a.account = v.account AND a.local_id = v.id)
              AND (SELECT o.operation = 'upsert' AND coalesce(o.bases, '{}') = '{}' FROM outbox o
                   WHERE o.record_kind = 'vehicle' AND o.record_id = v.id ORDER BY o.seq LIMIT 1)
            ORDER BY v.position, v.id
            """
        ) { row in
            let text = row.text(0)
            guard let id = GarageID(rawValue: text) else { throw StoreError.corruptRow(table: "vehicle", id: text, reason: "not a garage id") }
            return id
        }
    }

    /// Gives the vehicle `local` the household id `server`, inside the running write: from now on
    /// the sync sends it, and everything of it, under that id.
    public func giveHouseholdID(_ server: GarageID, toVehicle local: GarageID) throws {
        try store.requireWrite("give a vehicle its household id")
        try store.database.execute(
            """
            INSERT INTO sync_vehicle_alias (account, local_id, server_id) VALUES (\(GarageStore.signedInAccount), ?1, ?2)
            ON CONFLICT (account, local_id) DO UPDATE SET server_id = excluded.server_id
            """, [local.rawValue, server.rawValue])
    }
}
