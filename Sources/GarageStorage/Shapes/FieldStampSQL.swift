import GarageRules

/// The SQL of a record's field stamps (`field_stamps`, see `LogbookSchema.version11`), made once per
/// kind from its descriptor's merge units: what a local write stamps, what it had seen, and what a
/// push says it writes.
struct FieldStampSQL: Sendable {
    static let shared = FieldStampSQL()

    /// For each kind, the new `field_stamps` of an update whose values are `?n` in field order (the
    /// id `?1`), evaluated on the old row: a field the update leaves as it was keeps its stamp, one
    /// it changes takes the update's (the new `hlc`, so it is left out), the tombstone keeps its own.
    let updatedStamps: [RecordKind: String]
    /// For each kind, a `SELECT` with the update's parameters of its bases: for each merged field the
    /// update changes, the stamp it had, keyed by the server's column (`NULL` when it changes none).
    let bases: [RecordKind: String]
    /// For each kind, how many of the update's parameters ``bases`` takes (the first ones).
    let basesArity: [RecordKind: Int]
    /// For each kind, the stamp of every merged field of the row `r` and of its tombstone, keyed by
    /// the server's column: what an upsert's push writes.
    let incoming: [RecordKind: String]
    /// For each kind, a removal's bases, for the row `r` it removes: what this device had seen of the
    /// record, its version as the tombstone's and each merged field's stamp keyed by the server's
    /// column, the version for a field with none (a record never synced, with no version, only an
    /// empty tombstone stamp).
    let deletionBases: [RecordKind: String]

    private init() {
        var updated: [RecordKind: String] = [:]
        var bases: [RecordKind: String] = [:]
        var incoming: [RecordKind: String] = [:]
        var arity: [RecordKind: Int] = [:]
        var deletion: [RecordKind: String] = [:]
        for kind in RecordKind.allCases {
            let descriptor = kind.descriptor
            let merged = descriptor.mergeUnits.flatMap(\.fields)
            // What an update writes: the record's own fields (the store keeps a place in a list itself).
            let written = merged.filter { $0.origin == .record }
            func parameter(_ field: FieldDescriptor) -> String { "?\(descriptor.index(of: field.name) + 1)" }
            func stamp(_ column: String, row: String = "") -> String {
                "coalesce(json_extract(\(row)field_stamps, '$.\(column)'), \(row)hlc)"
            }
            let tombstone = kind == .vehicle ? [] : ["'deleted', \(stamp("deleted"))"]
            let kept = merged.map { field in
                guard field.origin == .record else { return "'\(field.column)', \(stamp(field.column))" }
                return "'\(field.column)', CASE WHEN \(field.column) IS \(parameter(field)) THEN \(stamp(field.column)) END"
            } + tombstone
            updated[kind] = "nullif(json_patch('{}', json_object(\(kept.joined(separator: ", ")))), '{}')"
            let changed = written.map {
                "'\($0.serverColumn!)', CASE WHEN \($0.column) IS NOT \(parameter($0)) THEN coalesce(\(stamp($0.column)), '') END"
            }
            arity[kind] = written.map { descriptor.index(of: $0.name) + 1 }.max() ?? 1
            bases[kind] = "SELECT nullif(json_patch('{}', json_object(\(changed.joined(separator: ", ")))), '{}') FROM \(descriptor.table) WHERE id = ?1"
            let all = merged.map { "'\($0.serverColumn!)', \(stamp($0.column, row: "r."))" }
                + (kind == .vehicle ? [] : ["'deleted', \(stamp("deleted", row: "r."))"])
            incoming[kind] = "json_object(\(all.joined(separator: ", ")))"
            let seen = merged.compactMap { field in field.serverColumn.map { "'\($0)', \(stamp(field.column, row: "r."))" } }
            let version = merged.compactMap { field in field.serverColumn.map { "'\($0)', r.hlc" } }
            // Stamps that are not JSON (a damaged row) count for nothing: every field at the version,
            // so that the record can still be removed.
            deletion[kind] = """
                CASE WHEN r.hlc IS NULL THEN json_object('deleted', '')
                     WHEN r.field_stamps IS NULL OR NOT json_valid(r.field_stamps)
                         THEN json_object(\((version + ["'deleted', r.hlc"]).joined(separator: ", ")))
                     ELSE json_object(\((seen + ["'deleted', r.hlc"]).joined(separator: ", "))) END
                """
        }
        updatedStamps = updated
        self.bases = bases
        self.incoming = incoming
        basesArity = arity
        deletionBases = deletion
    }
}
