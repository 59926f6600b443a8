import Foundation
import GarageRules
import GarageStorage
import PostgresClient

/// What a pull reads from the server, a page at a time, inside the pull's repeatable-read
/// transaction: first every live record of the vehicles that come whole (kind by kind, parents
/// first), then the current version of each record the feed names between the cursor and the
/// horizon (parents first). Each part is a server-side cursor, so that what the device holds at once
/// is one page, whatever the size of the feed: a first pull of twenty years costs the memory of a
/// page, not of the years.
final class PulledPages {
    /// The order in which pulled records are applied: each one's parent before it.
    static let parentsFirst: [RecordKind] = [.vehicle, .maintenanceItem, .service, .expense, .odometerEntry, .deadline]

    private enum Part {
        /// The live records of one kind of the vehicles that come whole.
        case whole(RecordKind)
        /// The records the feed names.
        case feed
    }

    private let db: PostgresConnection
    /// The vehicles that come whole, by the server's ids.
    private let whole: Set<String>
    /// What this device calls the vehicles the server names: every change is handed over in its ids.
    private let aliases: VehicleIDAliases
    /// The vehicle keys that open the sealed fields, by the server's ids.
    private let keyring: VehicleKeyring
    /// The feed's positions the pull reads from and up to.
    private let cursor: String
    private let horizon: String
    private let pageSize: Int
    private var parts: [Part]
    /// The server-side cursor of the part being read, once declared.
    private var declared: String?
    private var cursors = 0

    /// Whether every page was read.
    private(set) var isExhausted = false

    /// The pages of a pull from `cursor` to `horizon` (feed positions), `whole` the vehicles that come
    /// whole, by this device's ids (their feed rows are left out: their rows come whole), `pageSize`
    /// rows a page.
    init(
        db: PostgresConnection, from cursor: String, to horizon: String, whole: Set<String>, aliases: VehicleIDAliases,
        keyring: VehicleKeyring, pageSize: Int
    ) throws {
        // Both go into the cursors' SQL as literals: they must be what the feed's positions are.
        guard UInt64(cursor) != nil, UInt64(horizon) != nil
        else { throw SyncError.failure(.unreadableFeedPosition(cursor: cursor, horizon: horizon)) }
        self.db = db
        self.whole = Set(whole.map(aliases.server))
        self.aliases = aliases
        self.keyring = keyring
        self.pageSize = max(1, pageSize)
        self.cursor = cursor
        self.horizon = horizon
        parts = (whole.isEmpty ? [] : Self.parentsFirst.map(Part.whole)) + [.feed]
    }

    /// The next page's changes, parents first (`nil` once every page was read). A page can be empty
    /// when every feed row it read was of a vehicle that comes whole.
    func next() throws -> [PulledChange]? {
        while let part = parts.first {
            let name: String
            if let declared {
                name = declared
            } else {
                cursors += 1
                name = "pulled_\(cursors)"
                try db.execute("DECLARE \(name) NO SCROLL CURSOR FOR \(sql(of: part))")
                declared = name
            }
            let rows = try db.query("FETCH \(pageSize) FROM \(name)").rows
            if rows.count < pageSize {
                try db.execute("CLOSE \(name)")
                declared = nil
                parts.removeFirst()
                isExhausted = parts.isEmpty
            }
            if rows.isEmpty { continue }
            switch part {
            case .whole(let kind):
                let layout = ServerRecordLayout.of(kind)
                return try rows.map { try handedOver(try Self.pulledChange(kind, row: $0, layout: layout)) }
            case .feed:
                return try currentVersions(of: rows.filter { !whole.contains($0[4] ?? "") }).map(handedOver)
            }
        }
        isExhausted = true
        return nil
    }

    /// A change as the logbook takes it: its sealed fields opened (by the server's ids, which they are
    /// bound to), then this device's ids.
    private func handedOver(_ change: PulledChange) throws -> PulledChange {
        aliases.local(try SealedFields.opened(change, keyring: keyring))
    }

    /// The query a part's cursor reads.
    private func sql(of part: Part) -> String {
        switch part {
        case .whole(let kind):
            ServerRecordLayout.of(kind).wholeVehicleRowsSQL.replacingOccurrences(of: "$1::text[]", with: "'\(HouseholdSynchronizer.textArray(whole.sorted()))'::text[]")
        case .feed:
            """
            SELECT kind, record_id, max(hlc)::text, (array_agg(device_id ORDER BY seq DESC))[1], min(vehicle_id)
            FROM glovebox.change
            WHERE txid >= '\(cursor)'::xid8 AND txid < '\(horizon)'::xid8 AND kind NOT IN ('membership', 'conflict')
            GROUP BY kind, record_id
            ORDER BY array_position(ARRAY[\(Self.parentsFirst.map { "'\(ServerRecordLayout.of($0).table)'" }.joined(separator: ", "))], kind), record_id
            """
        }
    }

    /// The current version of each record a page of the feed names, parents first; a vehicle with no
    /// row any more was deleted (with the stamp its feed row carries).
    private func currentVersions(of feed: [ResultRow]) throws -> [PulledChange] {
        var idsByKind: [RecordKind: [String]] = [:]
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
        for kind in Self.parentsFirst {
            guard let ids = idsByKind[kind] else { continue }
            let layout = ServerRecordLayout.of(kind)
            let rows = try db.query(layout.currentRowsSQL, [HouseholdSynchronizer.textArray(ids)]).rows
            var seen: Set<String> = []
            for row in rows {
                let change = try Self.pulledChange(kind, row: row, layout: layout)
                seen.insert(change.recordID)
                changes.append(change)
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

    /// A server row (the layout's columns, then hlc, device id, tombstone, stamps) as a pulled change.
    static func pulledChange(_ kind: RecordKind, row: ResultRow, layout: ServerRecordLayout) throws -> PulledChange {
        let count = layout.columns.count
        guard let id = row[0], let hlc = row[count].flatMap({ Int64($0) }), let device = row[count + 1],
              let stamp = ServerStamp(hlc: hlc, deviceID: device)?.timestamp
        else { throw SyncError.failure(.unreadableRow(table: layout.table)) }
        let deleted = row[count + 2] == "t" || row[count + 2] == "true"
        return PulledChange(kind: kind, recordID: id, stamp: stamp, row: deleted ? nil : json(row, layout), stamps: row[count + 3])
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
