import Foundation
import GarageRules

/// A pulled record merged with the local one, unit by unit (``MergeUnit``): each unit keeps the side
/// whose latest stamp in it is later, the way the household server merged what this device pushed,
/// so that every device that holds both versions ends with the same record.
///
/// Rows are the outbox's JSON arrays of the kind's synced columns; the pulled stamps are keyed by the
/// server's columns (and `deleted`), the local ones by the logbook's (`field_stamps`, sparse: a field
/// it does not name is at the row's `hlc`).
struct PulledMerge {
    /// The merged row, as a JSON array of the kind's synced columns.
    let row: String
    /// The merged version: the latest stamp of any field.
    let version: HybridTimestamp
    /// The merged `field_stamps` (`nil` when every field is at the version).
    let fieldStamps: String?

    /// The local row as the merge reads it: `?1` is the id.
    static let localRowSQL: [RecordKind: String] = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { kind in
        let columns = kind.syncedColumns.joined(separator: ", ")
        return (kind, "SELECT json_array(\(columns)), hlc, field_stamps FROM \(kind.table) WHERE id = ?1")
    })

    /// The merge of `change` (which has a row) over the local record (`local`: its row, `hlc` and
    /// `field_stamps`, `nil` when it has none), or `nil` when the local record already holds it all.
    static func merge(_ change: PulledChange, over local: (row: String, hlc: String?, fieldStamps: String?)?) throws -> PulledMerge? {
        guard let remoteText = change.row else { return nil }
        let kind = change.kind
        let descriptor = kind.descriptor
        let remoteStamps = try object(change.stamps)
        let remoteVersion = change.stamp.text
        func remoteStamp(_ field: FieldDescriptor) -> String { remoteStamps[field.serverColumn!] ?? remoteVersion }
        let tombstone = "deleted"
        guard let local else {
            // New here: the pulled record as it is, with its stamps.
            var stamps: [String: String] = [:]
            for field in descriptor.mergeUnits.flatMap(\.fields) { stamps[field.column] = remoteStamp(field) }
            if kind != .vehicle { stamps[tombstone] = remoteStamps[tombstone] ?? remoteVersion }
            return try PulledMerge(row: remoteText, stamps: stamps)
        }
        let localStamps = try object(local.fieldStamps)
        let localVersion = local.hlc ?? ""
        func localStamp(_ field: FieldDescriptor) -> String { localStamps[field.column] ?? localVersion }
        var values = try array(local.row)
        let remoteValues = try array(remoteText)
        let positions = Dictionary(uniqueKeysWithValues: kind.syncedColumns.enumerated().map { ($0.element, $0.offset) })
        guard values.count == positions.count, remoteValues.count == positions.count else {
            throw StoreError.corruptRow(table: kind.table, id: change.recordID, reason: "a pulled row has the wrong number of fields")
        }
        var stamps: [String: String] = [:]
        var taken = false
        for unit in descriptor.mergeUnits {
            let mine = unit.fields.map(localStamp).max() ?? ""
            let theirs = unit.fields.map(remoteStamp).max() ?? ""
            if theirs > mine {
                taken = true
                for field in unit.fields {
                    values[positions[field.column]!] = remoteValues[positions[field.column]!]
                    stamps[field.column] = remoteStamp(field)
                }
            } else {
                for field in unit.fields { stamps[field.column] = localStamp(field) }
            }
        }
        if kind != .vehicle {
            let mine = localStamps[tombstone] ?? localVersion
            let theirs = remoteStamps[tombstone] ?? remoteVersion
            stamps[tombstone] = max(mine, theirs)
            if theirs > mine { taken = true }
        }
        guard taken else { return nil }
        let data = try JSONSerialization.data(withJSONObject: values, options: [.fragmentsAllowed])
        return try PulledMerge(row: String(decoding: data, as: UTF8.self), stamps: stamps)
    }

    /// A merged record from its row and every field's stamp (by the logbook's column).
    private init(row: String, stamps: [String: String]) throws {
        guard let top = stamps.values.max(), let version = HybridTimestamp(text: top) else {
            throw StoreError.corruptRow(table: "pull", id: "", reason: "a pulled record has no stamp")
        }
        self.row = row
        self.version = version
        let older = stamps.filter { $0.value != top }
        if older.isEmpty {
            fieldStamps = nil
        } else {
            fieldStamps = try StampMapText.text(older)
        }
    }

    /// Whether the pulled tombstone of `change` is later than the local record's (`nil`: no tombstone
    /// stamp pulled, as for a vehicle its owner deleted, which always goes).
    static func removes(_ change: PulledChange, local: (row: String, hlc: String?, fieldStamps: String?)) throws -> Bool {
        guard change.kind != .vehicle else { return true }
        let theirs = try object(change.stamps)["deleted"] ?? change.stamp.text
        let mine = try object(local.fieldStamps)["deleted"] ?? local.hlc ?? ""
        return theirs > mine
    }

    private static func object(_ text: String?) throws -> [String: String] {
        guard let text else { return [:] }
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw StoreError.corruptRow(table: "pull", id: "", reason: "field stamps are not an object")
        }
        return object.compactMapValues { $0 as? String }
    }

    private static func array(_ text: String) throws -> [Any] {
        guard let array = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [Any] else {
            throw StoreError.corruptRow(table: "pull", id: "", reason: "a row is not an array")
        }
        return array
    }
}
