extension ServerRecordLayout.ValueType {
    /// The SQL that types `expression` (a text value, or NULL) for the server.
    func cast(expression: String) -> String {
        switch self {
        case .text: "(\(expression))::text"
        case .integer: "(\(expression))::integer"
        // The logbook keeps 0 or 1.
        case .boolean: "(\(expression))::integer::boolean"
        case .day: "(\(expression))::date"
        case .decimal: "(\(expression))::numeric"
        }
    }
}

extension ServerRecordLayout {
    /// ``upsertSQL`` for many records in one statement: `$1` is a JSON array of `[hlc, device id,
    /// row]` elements (the clock as a string), each `row` the outbox's JSON array of the kind's columns. One round trip and
    /// one plan for a whole run of a page's records instead of one each (a first sync of 50,000
    /// records made 50,000 round trips). The ids must be distinct: one statement cannot write a row
    /// twice.
    var batchUpsertSQL: String {
        let names = columns.map(\.name) + ["hlc", "device_id", "deleted"]
        let values = columns.enumerated().map { $0.element.type.cast(expression: "e->2->>\($0.offset)") }
            + ["(e->>0)::bigint", "e->>1", "false"]
        let kept = columns.map(\.name).filter { $0 != "id" && $0 != "vehicle_id" }
        let updates = (kept + ["hlc", "device_id", "deleted"]).map { "\($0) = excluded.\($0)" }
        return """
            INSERT INTO glovebox.\(table) AS stored (\(names.joined(separator: ", ")))
            SELECT \(values.joined(separator: ", ")) FROM json_array_elements($1::json) AS e
            ON CONFLICT (id) DO UPDATE SET \(updates.joined(separator: ", "))
            WHERE (excluded.hlc, excluded.device_id) > (stored.hlc, stored.device_id)
            """
    }

    /// ``tombstoneSQL`` for many records in one statement: `$1` is a JSON array of `[id, hlc,
    /// device id]` elements with distinct ids.
    var batchTombstoneSQL: String {
        """
        UPDATE glovebox.\(table) AS stored SET deleted = true, hlc = (e->>1)::bigint, device_id = e->>2
        FROM json_array_elements($1::json) AS e
        WHERE stored.id = e->>0 AND (stored.hlc, stored.device_id) < ((e->>1)::bigint, e->>2)
        """
    }
}
