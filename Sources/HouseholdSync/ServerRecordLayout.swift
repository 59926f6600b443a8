import GarageRules
import GarageStorage

/// How each record kind's synced row (the outbox's JSON array of its descriptor's synced fields) maps
/// onto the server's table: the server's column and type for each position, in the same order.
struct ServerRecordLayout {
    /// How a value is written as text and typed on each side.
    typealias ValueType = ServerColumnType

    let table: String
    let columns: [(name: String, type: ValueType)]

    /// The layout of `kind`, made from its descriptor: each synced field's server column, typed by
    /// its rule, in the order of the outbox's rows.
    static func of(_ kind: RecordKind) -> ServerRecordLayout {
        let descriptor = kind.descriptor
        return ServerRecordLayout(
            table: descriptor.table,
            columns: descriptor.syncedFields.map { field in (field.serverColumn!, ValueType(field.rule)) },
            mergedColumns: descriptor.mergeUnits.flatMap { $0.fields.map { $0.serverColumn! } } + (kind == .vehicle ? [] : ["deleted"]))
    }

    /// The kind a feed row's `kind` names (`nil` for a membership).
    static func kind(feedName: String) -> RecordKind? {
        RecordKind.allCases.first { of($0).table == feedName }
    }

    /// The merged fields' server columns (every synced field but the id and the vehicle), and for a
    /// record the tombstone: the keys of a write's `incoming` and `bases` (see `ServerFieldMerge`).
    let mergedColumns: [String]

    /// A vehicle's version merged over the stored one (`$1` id, the columns, then hlc, device id,
    /// `incoming` and `bases` as JSON): the server's trigger keeps each field's later side.
    ///
    /// Vehicles do not use the batch upsert: the plan's limit is a `BEFORE INSERT` trigger, which
    /// PostgreSQL runs before it finds the conflict, so re-pushing a vehicle of an account at its
    /// limit would be refused. An update first, an insert only when no row has the id.
    var vehicleUpdateSQL: String {
        let n = columns.count
        let updates = columns.enumerated().dropFirst().map { "\($0.element.name) = \($0.element.type.cast($0.offset + 1))" }
            + ["hlc = $\(n + 1)::bigint", "device_id = $\(n + 2)::text", "incoming = $\(n + 3)::jsonb", "bases = $\(n + 4)::jsonb"]
        return "UPDATE glovebox.vehicle SET \(updates.joined(separator: ", ")) WHERE id = $1"
    }

    /// A vehicle's first version (another account's vehicle with the id is a unique violation).
    var vehicleInsertSQL: String {
        let n = columns.count
        let names = columns.map(\.name) + ["hlc", "device_id", "incoming", "bases"]
        let values = columns.enumerated().map { $0.element.type.cast($0.offset + 1) }
            + ["$\(n + 1)::bigint", "$\(n + 2)::text", "$\(n + 3)::jsonb", "$\(n + 4)::jsonb"]
        return """
            INSERT INTO glovebox.vehicle (\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))
            """
    }

    /// The stored versions of the records whose ids the array `$1` lists: the columns as text, then
    /// hlc, device id and the tombstone (vehicles have none: a deleted vehicle has no row).
    var currentRowsSQL: String {
        "SELECT \(readColumns) FROM glovebox.\(table) WHERE id = ANY($1::text[])"
    }

    /// What a pull reads of a row: the columns as text, then hlc, device id, the tombstone, and every
    /// merged field's stamp as a JSON object (its own, or the row's version).
    private var readColumns: String {
        let version = "glovebox.stamp_text(hlc, device_id)"
        let stamps = mergedColumns.map { "'\($0)', coalesce(field_versions->'\($0)'->>0, \(version))" }
        let read = columns.map { $0.type.read($0.name) }
            + ["hlc::text", "device_id", table == "vehicle" ? "false" : "deleted", "json_build_object(\(stamps.joined(separator: ", ")))::text"]
        return read.joined(separator: ", ")
    }

    /// Every live record of the vehicles whose ids the array `$1` lists (the vehicles themselves for
    /// the vehicle table), as ``currentRowsSQL`` reads them: a vehicle newly shared with the account
    /// comes whole, its records older than the feed's cursor included.
    var wholeVehicleRowsSQL: String {
        let filter = table == "vehicle" ? "id = ANY($1::text[])" : "vehicle_id = ANY($1::text[]) AND NOT deleted"
        return "SELECT \(readColumns) FROM glovebox.\(table) WHERE \(filter) ORDER BY id"
    }
}
