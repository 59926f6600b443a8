import GarageRules

/// The app's field table as a schema step makes its SQL from it: a step is never changed once
/// shipped, so the steps before sealed fields existed (version 12) make theirs without them, as they
/// did when they shipped; a server migrated from any version then holds the same functions.
enum ServerFieldTable: Sendable {
    /// Before version 12: no sealed field (the plate had no server column).
    case beforeSealing
    /// Version 12 on: every synced field, the sealed ones too.
    case withSealedFields

    /// The synced fields of `kind` as this table has them.
    func syncedFields(of kind: RecordKind) -> [FieldDescriptor] {
        kind.descriptor.syncedFields.filter { self == .withSealedFields || !$0.isSealed }
    }

    /// The merge units of `kind` as this table has them (a unit left with no field goes).
    func mergeUnits(of kind: RecordKind) -> [(name: String, fields: [FieldDescriptor])] {
        kind.descriptor.mergeUnits.compactMap { unit in
            let fields = unit.fields.filter { self == .withSealedFields || !$0.isSealed }
            return fields.isEmpty ? nil : (unit.name, fields)
        }
    }
}
