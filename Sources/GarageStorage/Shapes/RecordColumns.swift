import GarageRules

/// A record kind's columns as the store reads and writes them, made from its descriptor: the select
/// list, the row read into the record's values, and the values as a statement's arguments. The
/// store's statements for every kind are built from these, so a field added to a descriptor is read,
/// written, queued, exported and journaled without another list to keep.
struct RecordColumns: Sendable {
    /// The kind's descriptor.
    let descriptor: RecordDescriptor

    /// The columns of `kind`.
    init(_ kind: RecordKind) {
        descriptor = kind.descriptor
    }

    /// How many columns a row of the kind has in `list(_:)`.
    var count: Int32 { Int32(descriptor.fields.count) }

    /// The select list, each column prefixed with `alias.` when given, in field order.
    func list(_ alias: String? = nil) -> String {
        descriptor.columns.map { column in alias.map { "\($0).\(column)" } ?? column }.joined(separator: ", ")
    }

    /// The record's values from the row's columns, starting at `offset`, each read as its field's
    /// rule stores it.
    func values(_ row: Row, from offset: Int32 = 0) -> FieldValues {
        var values = FieldValues(descriptor.kind)
        for (index, storage) in descriptor.storages.enumerated() {
            let column = offset + Int32(index)
            guard !row.isNull(column) else { continue }
            switch storage {
            case .text: values.values[index] = .text(row.text(column))
            case .integer: values.values[index] = .integer(row.int(column))
            case .boolean: values.values[index] = .boolean(row.int(column) != 0)
            }
        }
        return values
    }

    /// The record from the row's columns, or `corruptRow` naming the table, the id and why.
    func record<Record: ShapedRecord>(_ type: Record.Type, _ row: Row, from offset: Int32 = 0) throws(StoreError) -> Record {
        let values = values(row, from: offset)
        do {
            return try Record(fieldValues: values)
        } catch {
            throw .corruptRow(table: descriptor.table, id: values.values[0]?.text ?? "", reason: RowDamage(error))
        }
    }
}
