extension ServerRecordLayout {
    /// Many records merged in one statement: `$1` is a JSON array of `[hlc, device id, row, incoming,
    /// bases]` elements (the clock as a string), each `row` the outbox's JSON array of the kind's
    /// columns and `incoming` and `bases` the write's stamps (see `ServerFieldMerge`). One round trip
    /// and one plan for a whole run of a page's records instead of one each (a first sync of 50,000
    /// records made 50,000 round trips). The server's trigger merges each row field by field, so a
    /// page pushed twice changes nothing the second time. The ids must be distinct: one statement
    /// cannot write a row twice.
    var batchUpsertSQL: String {
        let names = columns.map(\.name) + ["hlc", "device_id", "deleted", "incoming", "bases"]
        let values = columns.enumerated().map { $0.element.type.cast(expression: "e->2->>\($0.offset)") }
            + ["(e->>0)::bigint", "e->>1", "false", "(e->3)::jsonb", "(e->4)::jsonb"]
        let kept = columns.map(\.name).filter { $0 != "id" && $0 != "vehicle_id" }
        let updates = (kept + ["hlc", "device_id", "deleted", "incoming", "bases"]).map { "\($0) = excluded.\($0)" }
        return """
            INSERT INTO glovebox.\(table) AS stored (\(names.joined(separator: ", ")))
            SELECT \(values.joined(separator: ", ")) FROM json_array_elements($1::json) AS e
            ON CONFLICT (id) DO UPDATE SET \(updates.joined(separator: ", "))
            """
    }

    /// Many tombstones in one statement: `$1` is a JSON array of `[id, hlc, device id, incoming,
    /// bases]` elements with distinct ids (the write carries the tombstone alone).
    var batchTombstoneSQL: String {
        """
        UPDATE glovebox.\(table) AS stored SET deleted = true, hlc = (e->>1)::bigint, device_id = e->>2,
            incoming = (e->3)::jsonb, bases = (e->4)::jsonb
        FROM json_array_elements($1::json) AS e
        WHERE stored.id = e->>0
        """
    }
}
