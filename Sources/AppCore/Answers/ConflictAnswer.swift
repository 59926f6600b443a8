import Foundation
import GarageRules
import GarageStorage

/// One of the account's edits that lost to someone else's, as a person reads it.
public struct ConflictAnswer: Hashable, Sendable {
    /// The conflict's id (`glovebox conflicts keep|dismiss ID`).
    public let id: String
    /// The vehicle's id and name (its id when it is no longer on this device).
    public let vehicleID: String
    public let vehicleName: String
    /// The record.
    public let kind: RecordKind
    public let recordID: String
    /// What lost: the unit's label (`note`, `odometer`), or `removed` for a record removed while this
    /// account edited it (or removed by this account while someone edited it).
    public let unit: String
    /// This account's value, and the value kept (`nil` for a removal), as text.
    public let yours: String?
    public let kept: String?
    /// The same values field by field, for the text output to word; `nil` where they are no field's
    /// values (a removal, a record kept aside).
    public let yoursFields: [ConflictField]?
    public let keptFields: [ConflictField]?
    /// What this account's refused removal of the vehicle met (`removal-refused`), for the text output
    /// to word; `nil` for every other conflict.
    public let refusedRemoval: RefusedRemoval?
    /// Who wrote the value kept (or removed the record), and when.
    public let winner: String
    public let writtenAt: Date?
    /// The conflict as the logbook keeps it.
    public let conflict: SyncConflict

    /// The answer for `conflict`, its vehicle named `vehicleName`.
    init(_ conflict: SyncConflict, vehicleName: String?) {
        id = conflict.id
        vehicleID = conflict.vehicleID
        self.vehicleName = vehicleName ?? conflict.vehicleID
        kind = conflict.kind
        recordID = conflict.recordID
        let unit = conflict.kind.descriptor.mergeUnits.first { $0.name == conflict.unit }
        refusedRemoval = conflict.unit == "removal-refused" ? RefusedRemoval(json: conflict.wonValue) : nil
        self.unit = unit.map { $0.fields.count == 1 ? $0.fields[0].label : $0.name }
            ?? (conflict.unit == "removal-refused" ? "removal" : conflict.unit)
        switch conflict.unit {
        case "set-aside":
            // Kept aside by this device's pulls: why, in place of a value kept.
            (yoursFields, keptFields) = (nil, nil)
            yours = nil
            kept = conflict.wonValue
        case "removed", "removed-parent":
            (yoursFields, keptFields) = (nil, nil)
            yours = nil
            kept = nil
        case "removal-refused":
            // This account's removal of the vehicle met work it had not seen: the vehicle stayed.
            (yoursFields, keptFields) = (nil, nil)
            yours = "removed"
            kept = RefusedRemoval(json: conflict.wonValue).english
        default:
            yoursFields = Self.fields(conflict.lostValue, unit: unit)
            keptFields = Self.fields(conflict.wonValue, unit: unit)
            yours = yoursFields.map(Self.english)
            kept = keptFields.map(Self.english)
        }
        winner = conflict.winner
        self.conflict = conflict
        writtenAt = HybridTimestamp(text: conflict.wonStamp).map { Date(timeIntervalSince1970: Double($0.milliseconds) / 1_000) }
    }

    /// A unit's values (a JSON object of server columns and their text), field by field: the value
    /// alone for a one-field unit, labelled for more; the JSON as it is for a unit this build lacks.
    static func fields(_ json: String?, unit: MergeUnit?) -> [ConflictField]? {
        guard let json, let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return nil }
        let fields = unit?.fields ?? []
        func value(_ field: FieldDescriptor) -> ConflictField.Value {
            guard let text = object[field.serverColumn ?? ""] as? String else { return .none }
            if field.rule.storage == .boolean { return text == "1" || text == "true" ? .yes : .no }
            return .text(text)
        }
        guard fields.count > 1 else {
            return [ConflictField(label: nil, value: fields.first.map(value) ?? .text(json))]
        }
        return fields.map { ConflictField(label: $0.label, value: value($0)) }
    }

    /// Fields as one English line, as `conflicts list --json` carries them: `label value` pairs.
    static func english(_ fields: [ConflictField]) -> String {
        fields.map(\.english).joined(separator: ", ")
    }
}

extension AppSession {
    /// The signed-in account's conflicts not dismissed yet, oldest first.
    public func conflicts() throws -> [ConflictAnswer] {
        let store = try logbook()
        return try store.read { store in
            let names = Dictionary(try store.vehicles.all().map { ($0.id.rawValue, $0.name) }, uniquingKeysWith: { first, _ in first })
            return try (store.sync.conflicts() + store.sync.setAsideRecords()).map { ConflictAnswer($0, vehicleName: names[$0.vehicleID]) }
        }
    }

    /// How many conflicts the signed-in account has not dismissed.
    public func conflictCount() throws -> Int {
        try logbook().sync.conflictCount()
    }
}
