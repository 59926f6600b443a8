import Foundation
import PostgresClient

/// A pull of the change feed as the later sync will make it: in one repeatable-read transaction,
/// the horizon, then every change visible to the account with `cursor <= txid < horizon`.
///
/// Other tests' transactions on the shared cluster hold the horizon back for as long as they are
/// open, so a test that waits for changes pulls until they are there (``pull(_:expecting:)``) and
/// checks that, over all those pulls, each came exactly once.
struct FeedReader {
    /// One change as the feed lists it.
    struct Change: Equatable, CustomStringConvertible {
        var kind: String
        var vehicle: String
        var record: String
        var deleted: Bool

        var description: String { "\(kind) \(record) of \(vehicle)\(deleted ? " (deleted)" : "")" }
    }

    /// Where the next pull starts: the horizon of the last one (`0` before the first).
    private(set) var cursor = "0"

    /// The changes since the cursor, in the order they were written; moves the cursor on.
    mutating func pull(_ connection: PostgresConnection) throws -> [Change] {
        let cursor = self.cursor
        let (horizon, changes) = try connection.transaction(.repeatableRead, readOnly: true) { db in
            let horizon = try db.query("SELECT glovebox.feed_horizon()").scalar ?? cursor
            let rows = try db.query(
                """
                SELECT kind, vehicle_id, record_id, deleted FROM glovebox.change
                WHERE txid >= $1::xid8 AND txid < $2::xid8 ORDER BY seq
                """, [cursor, horizon]).rows
            return (horizon, rows.map { Change(kind: $0[0] ?? "", vehicle: $0[1] ?? "", record: $0[2] ?? "", deleted: $0.bool(3) ?? false) })
        }
        self.cursor = horizon
        return changes
    }

    /// Pulls until at least `count` changes came (or 30 seconds passed) and returns them all.
    mutating func pull(_ connection: PostgresConnection, expecting count: Int) async throws -> [Change] {
        try await pull(connection, until: { $0.count >= count })
    }

    /// Pulls until the changes so far satisfy `done` (or 30 seconds passed) and returns them all.
    mutating func pull(_ connection: PostgresConnection, until done: ([Change]) -> Bool) async throws -> [Change] {
        var changes: [Change] = []
        let deadline = Date().addingTimeInterval(30)
        while true {
            changes += try pull(connection)
            if done(changes) || Date() > deadline { return changes }
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
