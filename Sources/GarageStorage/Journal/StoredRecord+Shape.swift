import GarageRules

extension StoredRecord {
    /// The record's kind and values, for a record of one of the synced kinds (`nil` for a preference
    /// or what imports remembered).
    var shaped: (kind: RecordKind, values: FieldValues)? {
        switch self {
        case .vehicle(let value, _): (.vehicle, value.fieldValues)
        case .odometerEntry(let value): (.odometerEntry, value.fieldValues)
        case .expense(let value): (.expense, value.fieldValues)
        case .maintenanceItem(let value, _): (.maintenanceItem, value.fieldValues)
        case .service(let value): (.service, value.fieldValues)
        case .deadline(let value): (.deadline, value.fieldValues)
        case .preference, .importedRows: nil
        }
    }

    /// The same record with `values` (of its kind): what a forward undo writes.
    func replacing(_ values: FieldValues) throws -> StoredRecord {
        do {
            switch self {
            case .vehicle(_, let position): return .vehicle(try Vehicle(fieldValues: values), position: position)
            case .odometerEntry: return .odometerEntry(try OdometerEntry(fieldValues: values))
            case .expense: return .expense(try Expense(fieldValues: values))
            case .maintenanceItem(_, let position): return .maintenanceItem(try MaintenanceItem(fieldValues: values), position: position)
            case .service: return .service(try ServiceRecord(fieldValues: values))
            case .deadline: return .deadline(try Deadline(fieldValues: values))
            case .preference, .importedRows: return self
            }
        } catch {
            throw StoreError.corruptRow(table: values.kind.table, id: values.values[0]?.text ?? "", reason: RowDamage(error))
        }
    }
}
