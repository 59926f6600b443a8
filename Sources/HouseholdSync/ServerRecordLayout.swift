import GarageRules
import GarageStorage

/// How each record kind's synced row (the outbox's JSON array of its descriptor's synced fields) maps
/// onto the server's table: the server's column and type for each position, in the same order.
struct ServerRecordLayout {
    /// How a value is written as text and typed on each side.
    enum ValueType {
        case text, integer, boolean, day, decimal

        /// The SQL that types parameter `$n` for the server.
        func cast(_ n: Int) -> String {
            switch self {
            case .text: "$\(n)::text"
            case .integer: "$\(n)::integer"
            // The logbook keeps 0 or 1.
            case .boolean: "$\(n)::integer::boolean"
            case .day: "$\(n)::date"
            case .decimal: "$\(n)::numeric"
            }
        }

        /// The SQL that reads a server column as the text the logbook stores.
        func read(_ column: String) -> String {
            switch self {
            case .text: column
            case .integer, .day, .decimal: "\(column)::text"
            case .boolean: "\(column)::integer::text"
            }
        }

        /// Whether the logbook's JSON holds it as a number.
        var isNumber: Bool { self == .integer || self == .boolean }

        /// The server's type of a field with `rule`.
        init(_ rule: FieldRule) {
            switch rule.value {
            case .integer: self = .integer
            case .boolean: self = .boolean
            case .day: self = .day
            case .positiveDecimal, .money: self = .decimal
            case .identifier, .reference, .text, .currency, .word: self = .text
            }
        }
    }

    let table: String
    let columns: [(name: String, type: ValueType)]

    /// The layout of `kind`, made from its descriptor: each synced field's server column, typed by
    /// its rule, in the order of the outbox's rows.
    static func of(_ kind: RecordKind) -> ServerRecordLayout {
        let descriptor = kind.descriptor
        return ServerRecordLayout(
            table: descriptor.table,
            columns: descriptor.syncedFields.map { field in (field.serverColumn!, ValueType(field.rule)) })
    }

    /// The kind a feed row's `kind` names (`nil` for a membership).
    static func kind(feedName: String) -> RecordKind? {
        RecordKind.allCases.first { of($0).table == feedName }
    }

    /// Inserts a record's version, or writes it over the stored one only when it is later, so that
    /// pushing one change twice (a push killed before its acknowledgement) changes nothing the
    /// second time. Parameters: the columns, then hlc, device id.
    var upsertSQL: String {
        let names = columns.map(\.name) + ["hlc", "device_id", "deleted"]
        let values = columns.enumerated().map { $0.element.type.cast($0.offset + 1) }
            + ["$\(columns.count + 1)::bigint", "$\(columns.count + 2)::text", "false"]
        // Neither the id nor the vehicle changes (a record never moves: no UPDATE grant on it).
        let kept = columns.map(\.name).filter { $0 != "id" && $0 != "vehicle_id" }
        let updates = (kept + ["hlc", "device_id", "deleted"]).map { "\($0) = excluded.\($0)" }
        return """
            INSERT INTO glovebox.\(table) AS stored (\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))
            ON CONFLICT (id) DO UPDATE SET \(updates.joined(separator: ", "))
            WHERE (excluded.hlc, excluded.device_id) > (stored.hlc, stored.device_id)
            """
    }

    /// A vehicle's version written over the stored one when later (`$1` id, columns, hlc, device id).
    ///
    /// Vehicles do not use the upsert: the plan's limit is a `BEFORE INSERT` trigger, which
    /// PostgreSQL runs before it finds the conflict, so re-pushing a vehicle of an account at its
    /// limit would be refused. An update first, an insert only when no row has the id.
    var vehicleUpdateSQL: String {
        let updates = columns.enumerated().dropFirst().map { "\($0.element.name) = \($0.element.type.cast($0.offset + 1))" }
            + ["hlc = $\(columns.count + 1)::bigint", "device_id = $\(columns.count + 2)::text"]
        return """
            UPDATE glovebox.vehicle SET \(updates.joined(separator: ", "))
            WHERE id = $1 AND (hlc, device_id) < ($\(columns.count + 1)::bigint, $\(columns.count + 2)::text)
            """
    }

    /// A vehicle's first version (another account's vehicle with the id is a unique violation).
    var vehicleInsertSQL: String {
        let names = columns.map(\.name) + ["hlc", "device_id"]
        let values = columns.enumerated().map { $0.element.type.cast($0.offset + 1) }
            + ["$\(columns.count + 1)::bigint", "$\(columns.count + 2)::text"]
        return """
            INSERT INTO glovebox.vehicle (\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))
            """
    }

    /// A record's tombstone, over an older version (`$1` id, `$2` hlc, `$3` device id).
    var tombstoneSQL: String {
        """
        UPDATE glovebox.\(table) SET deleted = true, hlc = $2::bigint, device_id = $3::text
        WHERE id = $1 AND (hlc, device_id) < ($2::bigint, $3::text)
        """
    }

    /// The stored versions of the records whose ids the array `$1` lists: the columns as text, then
    /// hlc, device id and the tombstone (vehicles have none: a deleted vehicle has no row).
    var currentRowsSQL: String {
        let read = columns.map { $0.type.read($0.name) } + ["hlc::text", "device_id", table == "vehicle" ? "false" : "deleted"]
        return "SELECT \(read.joined(separator: ", ")) FROM glovebox.\(table) WHERE id = ANY($1::text[])"
    }

    /// Every live record of the vehicles whose ids the array `$1` lists (the vehicles themselves for
    /// the vehicle table), as ``currentRowsSQL`` reads them: a vehicle newly shared with the account
    /// comes whole, its records older than the feed's cursor included.
    var wholeVehicleRowsSQL: String {
        let read = columns.map { $0.type.read($0.name) } + ["hlc::text", "device_id", table == "vehicle" ? "false" : "deleted"]
        let filter = table == "vehicle" ? "id = ANY($1::text[])" : "vehicle_id = ANY($1::text[]) AND NOT deleted"
        return "SELECT \(read.joined(separator: ", ")) FROM glovebox.\(table) WHERE \(filter) ORDER BY id"
    }
}
