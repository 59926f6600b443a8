import Foundation
import GarageRules

extension SyncRepository {
    /// Stamps again, inside the running write, what this device changed while its clock ran ahead:
    /// every stamp of this device later than `ceiling` (milliseconds since 1970) on a record still
    /// waiting to be pushed, and on its outbox rows, takes a fresh stamp from a clock brought back to
    /// the wall clock. The server refused those stamps (it takes none beyond its clock's bound), so
    /// nobody else holds them: only this device's order of its own changes is kept. Returns how many
    /// records were stamped again.
    ///
    /// The clock goes back to the wall clock, but never below the latest stamp the household holds
    /// that this device knows of (`sync_device.household_stamp`: its own the server took, those it
    /// pulled), so that no stamp is issued twice and an edit of a value made after seeing it still wins.
    @discardableResult
    public func restampAhead(of ceiling: Int64) throws -> Int {
        try store.requireWrite("restamp")
        try store.flushQueuedUpserts()
        var clock = try store.transactionClock ?? store.loadClock()
        let device = clock.device
        guard clock.milliseconds > ceiling else { return 0 }
        let household = try store.database.firstRow("SELECT household_stamp FROM sync_device WHERE id = 1") { $0.optionalText(0) } ?? nil
        let held = household.flatMap(HybridTimestamp.init(text:))
        let wall = HybridLogicalClock.milliseconds(of: store.now())
        clock = held.map { held in
            held.milliseconds >= wall
                ? HybridLogicalClock(device: device, milliseconds: held.milliseconds, counter: held.counter)
                : HybridLogicalClock(device: device, milliseconds: wall, counter: 0)
        } ?? HybridLogicalClock(device: device, milliseconds: wall, counter: 0)
        func isAhead(_ text: String?) -> Bool {
            guard let text, let stamp = HybridTimestamp(text: text) else { return false }
            return stamp.device == device && stamp.milliseconds > ceiling
        }
        var restamped = 0
        for kind in RecordKind.allCases {
            let rows = try store.database.rows(
                """
                SELECT r.id, r.hlc, r.field_stamps FROM \(kind.table) r
                WHERE r.id IN (SELECT record_id FROM outbox WHERE record_kind = '\(kind.rawValue)')
                """
            ) { ($0.text(0), $0.optionalText(1), $0.optionalText(2)) }
            for (id, hlc, fieldStamps) in rows where isAhead(hlc) {
                let fresh = clock.tick(now: store.now()).text
                var stamps = try fieldStamps.map(StampMapText.map) ?? [:]
                stamps = stamps.mapValues { isAhead($0) ? fresh : $0 }
                let kept = stamps.filter { $0.value != fresh }
                let text = kept.isEmpty
                    ? nil : try StampMapText.text(kept)
                try store.database.execute("UPDATE \(kind.table) SET hlc = ?, field_stamps = ? WHERE id = ?", [fresh, text, id])
                restamped += 1
            }
        }
        let ahead = try store.database.rows("SELECT seq, hlc FROM outbox WHERE account = \(GarageStore.signedInAccount)") {
            ($0.int(0), $0.text(1))
        }
        for (sequence, stamp) in ahead where isAhead(stamp) {
            try store.database.execute("UPDATE outbox SET hlc = ? WHERE seq = ?", [clock.tick(now: store.now()).text, sequence])
        }
        try store.keep(clock)
        return restamped
    }
}
