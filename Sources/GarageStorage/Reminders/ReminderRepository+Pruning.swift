import Foundation

extension ReminderRepository {
    /// Deletes at most `limit` of the signed-in account's records of sent reminders that no longer
    /// apply, and returns how many it deleted. Call it inside `write { }`.
    ///
    /// A record is kept while its occurrence (`<subject> <due>`) is in `active`. Otherwise it goes
    /// when its deadline or maintenance item is no longer in the logbook, when its due day is before
    /// `dueBefore` (`YYYY-MM-DD`), or when it was sent before `sentBefore` (ISO 8601, compared as
    /// the ledger writes it). The limit bounds the cost of one run; what is left goes at the next.
    public func prune(keeping active: Set<String>, dueBefore: String, sentBefore: String, limit: Int) throws -> Int {
        try store.requireWrite("prune the sent reminders")
        let occurrences = String(decoding: try JSONEncoder().encode(active.sorted()), as: UTF8.self)
        // A row value IN a subquery, since a WITHOUT ROWID table has no rowid to pick rows by and
        // DELETE … LIMIT is a compile-time option of SQLite.
        let deleted = try store.database.rows(
            """
            DELETE FROM reminder_sent WHERE (account, channel, subject, state, due) IN (
                SELECT account, channel, subject, state, due FROM reminder_sent
                WHERE account = \(GarageStore.signedInAccount)
                  AND subject || ' ' || due NOT IN (SELECT value FROM json_each(?1))
                  AND (
                      (subject NOT IN (SELECT 'deadline:' || id FROM deadline)
                       AND subject NOT IN (SELECT 'maintenance:' || id FROM maintenance_item))
                      OR (due LIKE 'day:%' AND substr(due, 5, 10) < ?2)
                      OR sent_at < ?3)
                LIMIT ?4)
            RETURNING 1
            """, [occurrences, dueBefore, sentBefore, limit]) { $0.int(0) }
        return deleted.count
    }
}
