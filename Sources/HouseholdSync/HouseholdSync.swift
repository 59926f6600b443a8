import AppCore
import Foundation
import GarageRules
import GarageStorage
import PostgresClient

/// One sync of this device with its household server: push the outbox, then pull the change feed.
///
/// **Push**: the outbox in pages of ``pageSize``, each page in one server transaction, then
/// acknowledged. Every write is guarded by its stamp (`(hlc, device_id)` must be later than the
/// stored version), so a page pushed twice — the process killed after the commit and before the
/// acknowledgement — changes nothing the second time.
///
/// **Pull**: in one repeatable-read transaction, the feed's horizon and the current version of
/// every record changed since the cursor; then one local change applies the later ones with their
/// remote stamps (no outbox rows) and saves the horizon as the cursor in the same SQLite
/// transaction. A kill before that commit pulls the same again next time; after it, nothing is
/// pulled twice. Pushing first means the server already holds this device's latest versions, so
/// what comes back is the household's winner of each record.
public enum HouseholdSync {
    /// How many outbox rows go in one server transaction.
    public static let pageSize = 500

    /// Syncs the signed-in account of `app` with the server its link names.
    public static func run(app: AppSession, link: ServerLink) throws -> SyncSummary {
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        let store = try app.store()
        let checkpoints = SyncCheckpoints(app: app)
        let pushed = try push(store: store, connection: session.connection, link: link, checkpoints: checkpoints)
        checkpoints.reach(.pullStarted)
        let pulled = try pull(app: app, store: store, connection: session.connection, link: link, checkpoints: checkpoints)
        return SyncSummary(server: link.server, pushed: pushed, pulled: pulled)
    }

    /// Pushes the whole outbox of the signed-in account of `app`, pulling nothing (sign-out's final
    /// push); returns how many changes the server took.
    @discardableResult
    public static func pushOutbox(app: AppSession, link: ServerLink) throws -> Int {
        let session = try HouseholdServerSession(link: link)
        defer { session.close() }
        return try push(store: try app.store(), connection: session.connection, link: link, checkpoints: SyncCheckpoints(app: app))
    }

    static func push(
        store: GarageStore, connection: PostgresConnection, link: ServerLink,
        checkpoints: SyncCheckpoints = SyncCheckpoints(environment: [:])
    ) throws -> Int {
        var pushed = 0
        var pageNumber = 0
        while true {
            let page = try store.pendingChanges(after: 0, limit: checkpoints.pageSize ?? pageSize)
            guard let last = page.last else { return pushed }
            pageNumber += 1
            do {
                try connection.transaction { db in
                    for change in page { try push(change, on: db) }
                    checkpoints.reach(.pushSent, page: pageNumber)
                }
            } catch let error as PostgresError {
                throw pushError(error, link: link)
            }
            checkpoints.reach(.pushCommitted, page: pageNumber)
            // Acknowledged once the server committed: a kill in between pushes the page again, harmlessly.
            try store.acknowledge(upTo: last.sequence)
            checkpoints.reach(.pushAcknowledged, page: pageNumber)
            pushed += page.count { if case .superseded = $0.operation { false } else { true } }
        }
    }

    private static func push(_ change: OutboxChange, on db: PostgresConnection) throws {
        let layout = ServerRecordLayout.of(change.kind)
        let stamp = ServerStamp(change.stamp)
        switch change.operation {
        case .superseded:
            return
        case .delete:
            if change.kind == .vehicle {
                // The owner's delete: the vehicle goes with its records and shares (refused by the
                // server's policy for anyone else: 0 rows).
                try db.execute(
                    "DELETE FROM glovebox.vehicle WHERE id = $1 AND (hlc, device_id) < ($2::bigint, $3::text)",
                    [change.recordID, stamp.hlc, stamp.deviceID])
            } else {
                try db.execute(layout.tombstoneSQL, [change.recordID, stamp.hlc, stamp.deviceID])
            }
        case .upsert(let row):
            let values = try Self.values(of: row, count: layout.columns.count)
            let parameters: [any PostgresParameter] = values + [stamp.hlc, stamp.deviceID]
            if change.kind == .vehicle {
                if try db.execute(layout.vehicleUpdateSQL, parameters) == 0,
                   try db.query("SELECT 1 FROM glovebox.vehicle WHERE id = $1", [change.recordID]).rows.isEmpty {
                    try db.execute(layout.vehicleInsertSQL, parameters)
                }
            } else {
                try db.execute(layout.upsertSQL, parameters)
            }
        }
    }

    /// An outbox row's JSON array as the text of each value (`nil` for null).
    static func values(of row: String, count: Int) throws -> [String?] {
        guard let array = try? JSONSerialization.jsonObject(with: Data(row.utf8), options: [.fragmentsAllowed]) as? [Any],
              array.count >= count
        else { throw SyncError.serverFailed("an outbox row is not the record it should be: \(row)") }
        return array.prefix(count).map { value in
            switch value {
            case is NSNull: nil
            case let text as String: text
            case let number as NSNumber: number.stringValue
            default: "\(value)"
            }
        }
    }

    /// The message for a push the server refused.
    static func pushError(_ error: PostgresError, link: ServerLink) -> SyncError {
        if HouseholdServerSession.isConnectionLoss(error) {
            return .connectionLost(server: link.server, reason: HouseholdServerSession.oneLine(error.message))
        }
        if error.isUniqueViolation, error.table == "vehicle" {
            return .serverFailed(
                "a vehicle id of this logbook is taken on the server by another account's vehicle (\(error.message)); nothing was pushed")
        }
        if error.constraint == "plan_owned_vehicle_limit" {
            return .serverFailed("\(error.message) on the server; remove a vehicle or change the plan there")
        }
        return .serverFailed(error.message)
    }

    static func pull(
        app: AppSession, store: GarageStore, connection: PostgresConnection, link: ServerLink, checkpoints: SyncCheckpoints
    ) throws -> Int {
        let cursor = try store.syncCursor(server: link.server)
        var (horizon, changes): (String, [PulledChange])
        do {
            (horizon, changes) = try connection.transaction(.repeatableRead, readOnly: true) { db in
                let horizon = try db.query("SELECT glovebox.feed_horizon()::text").scalar ?? cursor
                let feed = try db.query(
                    """
                    SELECT kind, record_id, max(hlc)::text, (array_agg(device_id ORDER BY seq DESC))[1]
                    FROM glovebox.change
                    WHERE txid >= $1::xid8 AND txid < $2::xid8 AND kind <> 'membership'
                    GROUP BY kind, record_id
                    """, [cursor, horizon]).rows
                return (horizon, try currentVersions(of: feed, on: db))
            }
            changes = try store.changesToApply(changes)
        } catch let error as PostgresError {
            if HouseholdServerSession.isConnectionLoss(error) {
                throw SyncError.connectionLost(server: link.server, reason: HouseholdServerSession.oneLine(error.message))
            }
            throw SyncError.serverFailed(error.message)
        }
        checkpoints.reach(.pullRead)
        guard !changes.isEmpty else {
            if horizon != cursor { try store.saveSyncCursor(horizon, server: link.server) }
            checkpoints.reach(.pullCommitted)
            return 0
        }
        let applied = try app.perform(
            SyncCheckpoints.Reaching(
                ApplyPulledChanges(changes: changes, cursor: horizon, server: link.server), point: .pullApplying,
                checkpoints: checkpoints))
        checkpoints.reach(.pullCommitted)
        return applied
    }

    /// The current version of each record the feed names, parents first; a vehicle with no row any
    /// more was deleted (with the stamp its feed row carries).
    private static func currentVersions(of feed: [ResultRow], on db: PostgresConnection) throws -> [PulledChange] {
        var idsByKind: [SyncedRecordKind: [String]] = [:]
        var feedStamps: [String: HybridTimestamp] = [:]
        for row in feed {
            guard let name = row[0], let kind = ServerRecordLayout.kind(feedName: name), let id = row[1] else { continue }
            idsByKind[kind, default: []].append(id)
            if let hlc = row[2].flatMap({ Int64($0) }), let device = row[3],
               let stamp = ServerStamp(hlc: hlc, deviceID: device)?.timestamp {
                feedStamps[name + "/" + id] = stamp
            }
        }
        var changes: [PulledChange] = []
        let order: [SyncedRecordKind] = [.vehicle, .maintenanceItem, .service, .expense, .odometerEntry, .deadline]
        for kind in order {
            guard let ids = idsByKind[kind] else { continue }
            let layout = ServerRecordLayout.of(kind)
            let rows = try db.query(layout.currentRowsSQL, ["{" + ids.joined(separator: ",") + "}"]).rows
            var seen: Set<String> = []
            for row in rows {
                let count = layout.columns.count
                guard let id = row[0], let hlc = row[count].flatMap({ Int64($0) }), let device = row[count + 1],
                      let stamp = ServerStamp(hlc: hlc, deviceID: device)?.timestamp
                else { throw SyncError.serverFailed("the server holds a \(layout.table) row this glovebox cannot read") }
                seen.insert(id)
                let deleted = row[count + 2] == "t" || row[count + 2] == "true"
                changes.append(PulledChange(kind: kind, recordID: id, stamp: stamp, row: deleted ? nil : json(row, layout)))
            }
            // Vehicles deleted since (their rows are gone; records keep tombstones).
            for id in ids where kind == .vehicle && !seen.contains(id) {
                if let stamp = feedStamps[layout.table + "/" + id] {
                    changes.append(PulledChange(kind: kind, recordID: id, stamp: stamp, row: nil))
                }
            }
        }
        return changes
    }

    /// A server row as the logbook's JSON array (the outbox's shape): numbers for integers and flags.
    private static func json(_ row: ResultRow, _ layout: ServerRecordLayout) -> String {
        let items = layout.columns.enumerated().map { index, column -> String in
            guard let text = row[index] else { return "null" }
            if column.type.isNumber { return text }
            let data = (try? JSONSerialization.data(withJSONObject: text, options: [.fragmentsAllowed])) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
