import Foundation

/// What `glovebox remind` has sent on this device, per channel, and when it last ran: the signed-in
/// account's `reminder_sent` and `reminder_run` rows (logbook schema step 15).
///
/// A view of the logbook (``GarageStore/reminders``), like the other repositories; its writes are
/// device bookkeeping that no widget shows, so they run in `write(advancingGeneration: false)` and
/// never make a command republish.
public struct ReminderRepository {
    /// The logbook it reads and writes.
    let store: GarageStore
}

extension GarageStore {
    /// What the reminders have sent and when they last ran.
    public var reminders: ReminderRepository { ReminderRepository(store: self) }
}

extension ReminderRepository {
    /// Every reminder recorded as sent on `channel`.
    public func sent(on channel: String) throws -> Set<ReminderLedgerKey> {
        let rows = try store.database.rows(
            "SELECT subject, state, due FROM reminder_sent WHERE account = \(GarageStore.signedInAccount) AND channel = ?",
            [channel]
        ) { row in ReminderLedgerKey(channel: channel, subject: row.text(0), state: row.text(1), due: row.text(2)) }
        return Set(rows)
    }

    /// Records `key` as sent at `sentAt`; recording it again changes nothing (and keeps the first
    /// time). Call it inside `write { }`. Not `INSERT OR IGNORE`, which would drop a row its CHECKs
    /// refuse as silently as a repeat.
    public func recordSent(_ key: ReminderLedgerKey, at sentAt: String) throws {
        try store.requireWrite("record a sent reminder")
        try store.database.execute(
            """
            INSERT INTO reminder_sent (account, channel, subject, state, due, sent_at)
            SELECT account, ?1, ?2, ?3, ?4, ?5 FROM session WHERE id = 1
            ON CONFLICT (account, channel, subject, state, due) DO NOTHING
            """, [key.channel, key.subject, key.state, key.due, sentAt])
    }

    /// Forgets what was sent on `channel` (a removed channel's rows). Call it inside `write { }`.
    public func forget(channel: String) throws {
        try store.requireWrite("forget a channel's reminders")
        try store.database.execute(
            "DELETE FROM reminder_sent WHERE account = \(GarageStore.signedInAccount) AND channel = ?", [channel])
    }

    /// The last run, if there was one.
    public func lastRun() throws -> ReminderRunRecord? {
        try store.database.firstRow(
            "SELECT generation, day, ran_at, failed_channels FROM reminder_run WHERE account = \(GarageStore.signedInAccount)"
        ) { row in ReminderRunRecord(generation: row.int(0), day: row.text(1), ranAt: row.text(2), failedChannels: row.int(3)) }
    }

    /// Records a run. Call it inside `write { }`.
    public func recordRun(_ run: ReminderRunRecord) throws {
        try store.requireWrite("record a reminder run")
        try store.database.execute(
            """
            INSERT INTO reminder_run (account, generation, day, ran_at, failed_channels)
            SELECT account, ?1, ?2, ?3, ?4 FROM session WHERE id = 1
            ON CONFLICT (account) DO UPDATE SET
                generation = excluded.generation, day = excluded.day, ran_at = excluded.ran_at,
                failed_channels = excluded.failed_channels
            """, [run.generation, run.day, run.ranAt, run.failedChannels])
    }
}
