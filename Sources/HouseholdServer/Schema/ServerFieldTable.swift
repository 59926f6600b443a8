import GarageRules

/// The app's field table as a schema step makes its SQL from it: a step is never changed once
/// shipped, so each step makes its SQL from the fields the table had when it shipped (the sealed
/// fields came with version 12, a vehicle's energies and a fill's energy with version 13, the notes
/// sealed with version 15); a server migrated from any version then holds the same functions.
enum ServerFieldTable: Int, Comparable, Sendable {
    /// Before version 12: no sealed field (the plate had no server column).
    case beforeSealing
    /// Version 12: the sealed fields too.
    case withSealedFields
    /// Version 13: what a vehicle runs on and what a fill bought too.
    case withEnergies
    /// Version 15 on: every synced field, the notes sealed (in clear before).
    case withSealedNotes

    /// The table of the newest schema step: what a server made or migrated today holds.
    static let latest = ServerFieldTable.withSealedNotes

    /// The fields version 13 added, as `table.column` (their columns did not exist before it).
    static let addedWithEnergies: Set<String> = ["vehicle.energies", "expense.fuel_energy", "expense.fuel_cost_unknown"]

    static func < (a: ServerFieldTable, b: ServerFieldTable) -> Bool { a.rawValue < b.rawValue }

    /// Whether this table has `field` of `kind`.
    func has(_ field: FieldDescriptor, of kind: RecordKind) -> Bool {
        if field.isSealed, !field.wasClearBeforeSealing, self < .withSealedFields { return false }
        if Self.addedWithEnergies.contains("\(kind.descriptor.table).\(field.column)"), self < .withEnergies { return false }
        return true
    }

    /// Whether this table has `field` sealed: a field sealed after it was in clear is sealed from
    /// version 15 on (the notes), and checked as clear text before.
    func seals(_ field: FieldDescriptor) -> Bool {
        field.isSealed && (!field.wasClearBeforeSealing || self >= .withSealedNotes)
    }

    /// The synced fields of `kind` as this table has them.
    func syncedFields(of kind: RecordKind) -> [FieldDescriptor] {
        kind.descriptor.syncedFields.filter { has($0, of: kind) }
    }

    /// The merge units of `kind` as this table has them (a unit left with no field goes).
    func mergeUnits(of kind: RecordKind) -> [(name: String, fields: [FieldDescriptor])] {
        kind.descriptor.mergeUnits.compactMap { unit in
            let fields = unit.fields.filter { has($0, of: kind) }
            return fields.isEmpty ? nil : (unit.name, fields)
        }
    }
}
