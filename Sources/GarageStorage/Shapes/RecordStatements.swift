import GarageRules

/// The store's insert and update of each record kind, made once from its descriptor.
///
/// An insert writes every field and the stamp (`?` in field order, then the stamp); a field the store
/// keeps itself (a place in a list) takes the next place when not given. A vehicle also gets the
/// signed-in account and its place among that account's vehicles. An update writes every field the
/// record holds but its id and its vehicle (a record never moves), and the stamp, which only the
/// fields it changes take (`FieldStampSQL`).
struct RecordStatements: Sendable {
    static let shared = RecordStatements()

    /// `INSERT` of each kind: the fields' values, the stamp, then (vehicles) the place or `NULL`.
    let insert: [RecordKind: String]
    /// `UPDATE` of each kind: the fields' values (the id first), then the stamp.
    let update: [RecordKind: String]

    private init() {
        insert = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { ($0, Self.insertSQL($0.descriptor)) })
        update = Dictionary(uniqueKeysWithValues: RecordKind.allCases.map { ($0, Self.updateSQL($0.descriptor)) })
    }

    private static func insertSQL(_ descriptor: RecordDescriptor) -> String {
        let table = descriptor.table
        let next = "(SELECT coalesce(max(position), 0) + 1 FROM \(table))"
        var names = descriptor.columns + ["hlc"]
        var values = descriptor.fields.enumerated().map { index, field in
            field.origin == .store && field.column == "position" ? "coalesce(?\(index + 1), \(next))" : "?\(index + 1)"
        } + ["?\(descriptor.fields.count + 1)"]
        if descriptor.kind == .vehicle {
            names += ["position", "account"]
            values += ["coalesce(?\(descriptor.fields.count + 2), \(next))", GarageStore.signedInAccount]
        }
        return "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")))"
    }

    private static func updateSQL(_ descriptor: RecordDescriptor) -> String {
        let vehicle = descriptor.vehicleField?.name
        let assignments = descriptor.fields.enumerated().compactMap { index, field -> String? in
            guard index > 0, field.origin == .record, field.name != vehicle else { return nil }
            return "\(field.column) = ?\(index + 1)"
        } + ["field_stamps = \(FieldStampSQL.shared.updatedStamps[descriptor.kind]!)", "hlc = ?\(descriptor.fields.count + 1)"]
        return "UPDATE \(descriptor.table) SET \(assignments.joined(separator: ", ")) WHERE id = ?1"
    }
}

extension GarageStore {
    /// Inserts a record's row with a new stamp, and queues it for the sync; `position` places a
    /// vehicle (or, in `values`, an item) where an undo puts a deleted one back.
    func insertRow(_ values: FieldValues, position: Int? = nil) throws {
        let stamp = try issueStamp().text
        var arguments: [any DatabaseValueConvertible] = values.values.map { $0?.databaseValue ?? .null }
        arguments.append(stamp)
        if values.kind == .vehicle { arguments.append(position.map { DatabaseValue.integer(Int64($0)) } ?? .null) }
        try database.execute(RecordStatements.shared.insert[values.kind]!, arguments)
        try enqueueUpsert(values.kind, id: try Self.id(of: values))
        record(.inserted(RecordKey(kind: .record(values.kind), id: values.values[0]?.text ?? "")))
    }

    /// Writes a record's fields over its row with a new stamp, which the fields it changes take, and
    /// queues it for the sync with what those fields had been (its bases).
    func updateRow(_ values: FieldValues) throws {
        let stamp = try issueStamp().text
        var arguments: [any DatabaseValueConvertible] = values.values.map { $0?.databaseValue ?? .null }
        let sql = FieldStampSQL.shared
        let bases = try database.firstRow(
            sql.bases[values.kind]!, Array(arguments.prefix(sql.basesArity[values.kind]!))) { $0.optionalText(0) } ?? nil
        arguments.append(stamp)
        try database.execute(RecordStatements.shared.update[values.kind]!, arguments)
        try enqueueUpdate(values.kind, id: try Self.id(of: values), stamp: stamp, bases: bases)
    }

    private static func id(of values: FieldValues) throws -> GarageID {
        guard let text = values.values[0]?.text, let id = GarageID(rawValue: text) else {
            throw StoreError.corruptRow(table: values.kind.table, id: values.values[0]?.text ?? "", reason: "not a garage id")
        }
        return id
    }
}
