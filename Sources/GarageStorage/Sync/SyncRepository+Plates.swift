import Foundation
import GarageRules

extension SyncRepository {
    /// Queues, inside the running write, the licence plate of each vehicle the signed-in account may
    /// write, stamped now, so that the next push sends it sealed (once the account's key is opened on
    /// this device, plates typed before — which never left the device — reach the household). The
    /// other fields keep their stamps; the plate's base is the version this device holds, so that the
    /// server tells nobody of a concurrent edit that was not one. Returns how many were queued.
    /// Only the vehicle `vehicleID` when given (its key was just replaced: its plate goes up sealed
    /// with the new one).
    @discardableResult
    public func queuePlatesForSealing(vehicleID: String? = nil) throws -> Int {
        try store.requireWrite("queue plates")
        try store.flushQueuedUpserts()
        let rows = try store.database.rows(
            """
            SELECT id, hlc, field_stamps FROM vehicle
            WHERE account = \(GarageStore.signedInAccount) AND plate IS NOT NULL AND role IN ('owner', 'editor') AND hlc IS NOT NULL
              AND (?1 IS NULL OR id = ?1)
            """, [vehicleID]
        ) { ($0.text(0), $0.text(1), $0.optionalText(2)) }
        let columns = RecordKind.vehicle.descriptor.mergeUnits.flatMap(\.fields).map(\.column)
        for (text, version, fieldStamps) in rows {
            guard let id = GarageID(rawValue: text) else { throw StoreError.corruptRow(table: "vehicle", id: text, reason: "not a garage id") }
            var stamps = try fieldStamps.map(StampMapText.map) ?? [:]
            // Every other field keeps the stamp it had (the row's version, for one it did not list).
            for column in columns where column != "plate" && stamps[column] == nil { stamps[column] = version }
            stamps.removeValue(forKey: "plate")
            let fresh = try store.issueStamp().text
            let listed = stamps.isEmpty
                ? nil : try StampMapText.text(stamps)
            try store.database.execute("UPDATE vehicle SET hlc = ?, field_stamps = ? WHERE id = ?", [fresh, listed, text])
            let bases = try StampMapText.text(["plate": version])
            try store.enqueueUpdate(.vehicle, id: id, stamp: fresh, bases: bases)
        }
        return rows.count
    }
}

extension SyncRepository {
    /// The signed-in account's vehicles whose sealed plate this device could not open when it came
    /// (no key for it then: its stamp is the empty one, see `SealedFields`): once the vehicle's key
    /// reaches this device, the next pull brings them whole again, plate included.
    public func vehiclesWithUnopenedPlate() throws -> Set<String> {
        Set(try store.database.rows(
            """
            SELECT id FROM vehicle
            WHERE account = \(GarageStore.signedInAccount) AND json_valid(field_stamps) AND json_extract(field_stamps, '$.plate') = ''
            """
        ) { $0.text(0) })
    }
}
