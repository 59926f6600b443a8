/// A record kind's shape, declared once: its fields in order, each with its rule and its names in
/// every layout, and the rules over several fields. The SQLite statements, the outbox's rows, the
/// household server's columns, the journal's before-images, the export document and its schema,
/// restore's checks and the command line's JSON are made from it, or checked against it by tests.
///
/// The field order is the order of the store's statements and of the synced row (the outbox's JSON
/// array and the server's columns): append new fields at the end.
///
/// A class, immutable: every row the store reads or writes reaches its kind's descriptor, and a
/// reference costs one retain where a struct's copy costs one for each of its arrays and strings.
public final class RecordDescriptor: Sendable {
    /// The kind.
    public let kind: RecordKind
    /// The SQLite table, which is also the household server's.
    public let table: String
    /// The export document's member that lists these records.
    public let exportName: String
    /// The fields, in order.
    public let fields: [FieldDescriptor]
    /// The rules over several fields.
    public let rules: [RecordRule]
    /// How each field is stored, in field order (read for every row the store decodes).
    public let storages: [FieldRule.Storage]
    /// The record object's members (made for every exported row).
    public let objectLayout: RecordObject.Layout
    /// The field names, in order, with their lengths in UTF-8: what ``index(of:)`` scans.
    private let names: [(name: String, length: Int)]
    /// The fields a household's sync merges as one, in field order (see ``MergeUnit``).
    public let mergeUnits: [MergeUnit]

    /// A descriptor.
    public init(kind: RecordKind, table: String, exportName: String, fields: [FieldDescriptor], rules: [RecordRule] = []) {
        self.kind = kind
        self.table = table
        self.exportName = exportName
        self.fields = fields
        self.rules = rules
        names = fields.map { ($0.name, $0.name.utf8.count) }
        precondition(Set(fields.map(\.name)).count == fields.count, "\(kind) names a field twice")
        storages = fields.map(\.rule.storage)
        objectLayout = RecordObject.Layout(fields)
        mergeUnits = MergeUnit.units(fields: fields, rules: rules)
    }

    /// The place of the field named `name`; a name the descriptor lacks is a programming error.
    public func index(of name: String) -> Int {
        guard let index = place(of: name) else { preconditionFailure("\(kind) has no field \(name)") }
        return index
    }

    /// The place of the field named `name`, if any. Every typed read and write of a row asks by name,
    /// so this is a scan of at most twenty names that compares lengths before text: several times
    /// cheaper than hashing the name for a dictionary.
    private func place(of name: String) -> Int? {
        let length = name.utf8.count
        for (index, candidate) in names.enumerated() where candidate.length == length && candidate.name == name {
            return index
        }
        return nil
    }

    /// The field named `name`.
    public func field(_ name: String) -> FieldDescriptor { fields[index(of: name)] }

    /// Whether the descriptor has a field named `name`.
    public func hasField(_ name: String) -> Bool { place(of: name) != nil }

    /// The SQLite columns, in field order.
    public var columns: [String] { fields.map(\.column) }

    /// The synced fields, in order: the outbox's row and the server's columns.
    public var syncedFields: [FieldDescriptor] { fields.filter(\.isSynced) }

    /// The exported fields, in order.
    public var exportedFields: [FieldDescriptor] { fields.filter(\.isExported) }

    /// The id field's column (every kind's first field is its id).
    public var idColumn: String { fields[0].column }

    /// The fields naming another record of the same vehicle that this one belongs to (a service's
    /// maintenance item, an expense's service), with that record's kind: a record cannot be kept
    /// without them.
    public var parentReferences: [(field: FieldDescriptor, parent: RecordKind)] {
        fields.compactMap { field in
            guard case .reference(let kind) = field.rule.value, kind != .vehicle else { return nil }
            return (field, kind)
        }
    }

    /// The field naming the record's vehicle (`nil` for vehicles, whose id is their own).
    public var vehicleField: FieldDescriptor? {
        fields.first { $0.rule.value == .reference(.vehicle) }
    }
}
