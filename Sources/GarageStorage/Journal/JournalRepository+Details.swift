import GarageRules

extension JournalRepository {
    /// The signed-in account's journal entry `sequence`, if the journal still keeps it.
    public func entry(sequence: Int) throws -> JournalEntry? {
        try store.database.firstRow(
            "SELECT \(GarageStore.journalColumns) FROM journal WHERE account = \(GarageStore.signedInAccount) AND seq = ?",
            [sequence], GarageStore.journalRow
        ).map { try resolve($0) }
    }

    /// What each change of `entry` did, with what it replaced: each record it touched read once by its
    /// key, so the cost is that of the entry's records, never the logbook's.
    public func details(of entry: JournalEntry) throws -> [JournalChangeDetail] {
        try entry.changes.filter { !$0.isTakenOverRows }.map { change in
            let key = change.key
            let current = try currentValues(of: key)
            switch change {
            case .inserted:
                return JournalChangeDetail(key: key, action: .added, fields: [], exists: current != nil)
            case .deleted(let record):
                let fields = Self.values(of: record).compactMap { label, value in
                    value.map { JournalChangeDetail.Field(label: label, before: $0, now: nil) }
                }
                return JournalChangeDetail(key: key, action: .removed, fields: fields, exists: current != nil)
            case .updated(let record):
                let now = current.map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
                let fields = Self.values(of: record).compactMap { label, before -> JournalChangeDetail.Field? in
                    let value = now?[label] ?? nil
                    guard now == nil || value != before else { return nil }
                    return JournalChangeDetail.Field(label: label, before: before, now: value)
                }
                return JournalChangeDetail(key: key, action: .changed, fields: fields, exists: current != nil)
            }
        }
    }

    /// A stored record's fields as labels and text, in its descriptor's order (a preference as its
    /// key and text; what imports remembered as a count).
    static func values(of record: StoredRecord) -> [(String, String?)] {
        if let (kind, values) = record.shaped {
            return kind.descriptor.fields.enumerated().map { index, field in (field.label, values.values[index]?.shown) }
        }
        switch record {
        case .preference(let key, let text): return [(key.rawValue, text)]
        case .importedRows(_, let rows): return [("remembered rows", String(rows.count))]
        default: return []
        }
    }

    /// The record's fields now, as ``values(of:)`` gives them, or `nil` when it is gone.
    private func currentValues(of key: RecordKey) throws -> [(String, String?)]? {
        if key.kind == .preference {
            // A preference is always there: at its default when it has no row.
            let text = try store.database.firstRow(
                "SELECT value FROM account_preference WHERE account = \(GarageStore.signedInAccount) AND key = ?", [key.id]
            ) { $0.text(0) }
            return [(key.id, text)]
        }
        guard case .record(let kind) = key.kind else { return nil }
        let columns = RecordColumns(kind)
        // Only the account's own: another account on this device may have a vehicle of the same id.
        let own = kind == .vehicle ? "id IN (\(GarageStore.ownVehicleIDs))" : "vehicle_id IN (\(GarageStore.ownVehicleIDs))"
        guard let values = try store.database.firstRow(
            "SELECT \(columns.list()) FROM \(kind.table) WHERE id = ? AND \(own)", [key.id], { columns.values($0) })
        else { return nil }
        return kind.descriptor.fields.enumerated().map { index, field in (field.label, values.values[index]?.shown) }
    }
}

extension FieldValue {
    /// The value as `history` prints it: text as it is, a number, `yes` or `no`.
    var shown: String {
        switch self {
        case .text(let text): text
        case .integer(let value): String(value)
        case .boolean(let value): value ? "yes" : "no"
        }
    }
}
