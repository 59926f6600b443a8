/// A record kind's shape, declared once: its fields in order, each with its rule and its names in
/// every layout, and the rules over several fields. The SQLite statements, the outbox's rows, the
/// household server's columns, the journal's before-images, the export document and its schema,
/// restore's checks and the command line's JSON are made from it, or checked against it by tests.
///
/// The field order is the order of the store's statements and of the synced row (the outbox's JSON
/// array and the server's columns): append new fields at the end.
public struct RecordDescriptor: Hashable, Sendable {
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
    private let indexes: [String: Int]

    /// A descriptor.
    public init(kind: RecordKind, table: String, exportName: String, fields: [FieldDescriptor], rules: [RecordRule] = []) {
        self.kind = kind
        self.table = table
        self.exportName = exportName
        self.fields = fields
        self.rules = rules
        indexes = Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($0.element.name, $0.offset) })
    }

    /// The place of the field named `name`; a name the descriptor lacks is a programming error.
    public func index(of name: String) -> Int {
        guard let index = indexes[name] else { preconditionFailure("\(kind) has no field \(name)") }
        return index
    }

    /// The field named `name`.
    public func field(_ name: String) -> FieldDescriptor { fields[index(of: name)] }

    /// Whether the descriptor has a field named `name`.
    public func hasField(_ name: String) -> Bool { indexes[name] != nil }

    /// The SQLite columns, in field order.
    public var columns: [String] { fields.map(\.column) }

    /// The synced fields, in order: the outbox's row and the server's columns.
    public var syncedFields: [FieldDescriptor] { fields.filter(\.isSynced) }

    /// The exported fields, in order.
    public var exportedFields: [FieldDescriptor] { fields.filter(\.isExported) }

    /// The id field's column (every kind's first field is its id).
    public var idColumn: String { fields[0].column }

    /// The field naming the record's vehicle (`nil` for vehicles, whose id is their own).
    public var vehicleField: FieldDescriptor? {
        fields.first { $0.rule.value == .reference(.vehicle) }
    }
}
