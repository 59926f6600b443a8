import GarageRules

extension SyncRepository {
    /// The vehicles among `ids` that this device holds, by id.
    public func localVehicles(_ ids: some Collection<String>) throws -> [String: GarageStore.LocalVehicle] {
        guard !ids.isEmpty else { return [:] }
        var found: [String: GarageStore.LocalVehicle] = [:]
        let json = "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        try store.database.rows(
            "SELECT v.id, v.name, v.role FROM json_each(?1) j JOIN vehicle v ON v.id = j.value", [json]
        ) { row in (row.text(0), row.text(1), row.text(2)) }
        .forEach { id, name, role in
            guard let role = SharingRole(rawValue: role) else {
                throw StoreError.corruptRow(table: "vehicle", id: id, reason: "'\(role)' is not a role")
            }
            found[id] = GarageStore.LocalVehicle(name: name, role: role)
        }
        return found
    }

    /// The memberships that change something here: a role this device does not keep yet (for a
    /// vehicle it holds, or one that `arriving` brings), or the end of a share of a vehicle it holds.
    public func membershipsToApply(_ memberships: [PulledMembership], arriving: Set<String>) throws -> [PulledMembership] {
        let local = try localVehicles(memberships.map(\.vehicleID))
        return memberships.filter { membership in
            guard let held = local[membership.vehicleID] else {
                return membership.role != nil && arriving.contains(membership.vehicleID)
            }
            return held.role != membership.role
        }
    }

    /// Applies `memberships` inside the running write (after the pulled records, so a vehicle that
    /// arrived in the same pull is there): keeps each role, and removes each vehicle the account has
    /// no role on any more with its records and any change of it still waiting to be pushed; returns
    /// how many vehicles changed here.
    func applyMemberships(_ memberships: [PulledMembership]) throws -> Int {
        var changed = 0
        for membership in memberships {
            if let role = membership.role {
                try store.database.execute(
                    "UPDATE vehicle SET role = ?2 WHERE id = ?1 AND role <> ?2", [membership.vehicleID, role.rawValue])
            } else {
                // What could not be pushed was reported by the push that refused it; nothing of the
                // vehicle may stay to be pushed, or it would be refused at every sync.
                try store.database.execute("DELETE FROM outbox WHERE vehicle_id = ?", [membership.vehicleID])
                try store.database.execute("DELETE FROM sync_set_aside WHERE vehicle_id = ?", [membership.vehicleID])
                // Its records, postponements and remembered imports go with it (ON DELETE CASCADE).
                try store.database.execute("DELETE FROM vehicle WHERE id = ?", [membership.vehicleID])
            }
            changed += try store.database.firstRow("SELECT changes()") { $0.int(0) } ?? 0
        }
        return changed
    }

    /// Empties the vehicles `ids` of their records, for a pull that brings each one whole again (a
    /// role that no longer lets this device write: its refused local edits must not stay), keeping
    /// what is this device's own: the licence plate and the vehicle's place in the list.
    func clearForWholePull(_ ids: [String]) throws -> [(id: String, plate: String?, position: Int)] {
        var kept: [(id: String, plate: String?, position: Int)] = []
        for id in ids {
            guard let (plate, position) = try store.database.firstRow(
                "SELECT plate, position FROM vehicle WHERE id = ?", [id], { ($0.optionalText(0), $0.int(1)) })
            else { continue }
            try store.database.execute("DELETE FROM outbox WHERE vehicle_id = ?", [id])
            try store.database.execute("DELETE FROM vehicle WHERE id = ?", [id])
            kept.append((id, plate, position))
        }
        return kept
    }

    /// Puts back what ``clearForWholePull(_:)`` kept, on the vehicles the pull brought back.
    func restoreAfterWholePull(_ kept: [(id: String, plate: String?, position: Int)]) throws {
        for vehicle in kept {
            // The plate as pulled, when it came (sealed, and opened here, or emptied by the household:
            // a plate cleared on another device stays cleared); this device's own when the pull could
            // neither open nor know it (no key of the vehicle here, so its plate never left this
            // device or does not open here: its stamp is the empty one, see `SealedFields`). Taking
            // this device's whenever the pulled one was empty brought back a plate the household had
            // cleared, on this device alone (the checker's seed 279).
            try store.database.execute(
                """
                UPDATE vehicle SET plate = CASE
                        WHEN plate IS NULL AND json_valid(field_stamps) AND json_extract(field_stamps, '$.plate') = '' THEN ? ELSE plate
                    END, position = ?
                WHERE id = ?
                """, [vehicle.plate, vehicle.position, vehicle.id])
        }
    }
}
