/// One field of a record kind: its name in every layout, the rule its values keep, and who holds it.
///
/// The name is the field's path in the export document and the command line's JSON (`odometer.value`
/// is `value` inside the object `odometer`); the SQLite column is where the store keeps it; the server
/// column is where the household server keeps it, `nil` for what never reaches the server in clear.
public struct FieldDescriptor: Hashable, Sendable {
    /// Who gives the field its value.
    public enum Origin: Hashable, Sendable {
        /// The typed record (`Expense.amount`).
        case record
        /// The store, not the typed record: a place in a list, kept and synced with the record.
        case store
    }

    /// The name in the export and the JSON, `.` between an object's name and its member's.
    public let name: String
    /// The words messages use for it.
    public let label: String
    /// The rule its values keep.
    public let rule: FieldRule
    /// The SQLite column.
    public let column: String
    /// The household server's column, `nil` when it never leaves the device.
    public let serverColumn: String?
    /// Whether the server's column holds the value sealed with the vehicle's key (the server checks
    /// only the sealed text's form and size; this table's rule applies on the device, once opened).
    public let isSealed: Bool
    /// Whether the server held the field in clear before it was sealed (the notes, before server
    /// schema 15): a value of it that arrives in clear was written then, and is kept until a device
    /// with the vehicle's key seals it again.
    public let wasClearBeforeSealing: Bool
    /// Who gives it its value.
    public let origin: Origin
    /// The object the field is a member of in the export (`odometer` of `odometer.value`), if any.
    public let group: String?
    /// The field's name inside its object (`value` of `odometer.value`).
    public let member: String

    /// A field; its server column is its SQLite column unless told.
    public init(
        _ name: String, _ rule: FieldRule, label: String? = nil, column: String, server: ServerColumn = .same,
        origin: Origin = .record
    ) {
        self.name = name
        self.label = label ?? name
        self.rule = rule
        self.column = column
        switch server {
        case .same: serverColumn = column
        case .named(let other): serverColumn = other
        case .sealed, .sealedAfterClear: serverColumn = column
        case .none: serverColumn = nil
        }
        isSealed = server == .sealed || server == .sealedAfterClear
        wasClearBeforeSealing = server == .sealedAfterClear
        self.origin = origin
        // Split once here: every exported row's object is made from these.
        if let dot = name.firstIndex(of: ".") {
            group = String(name[..<dot])
            member = String(name[name.index(after: dot)...])
        } else {
            group = nil
            member = name
        }
    }

    /// Where the household server keeps a field.
    public enum ServerColumn: Hashable, Sendable {
        /// The column of the same name.
        case same
        /// Another column.
        case named(String)
        /// The column of the same name, sealed: the server keeps it but cannot read it.
        case sealed
        /// The column of the same name, sealed since server schema 15, in clear before it.
        case sealedAfterClear
        /// Nowhere: the field stays on the device (the licence plate, a role that membership gives).
        case none
    }

    /// Whether the field is synced with the household server.
    public var isSynced: Bool { serverColumn != nil }

    /// Whether the export holds it (what the store keeps on its own, such as a place, it does not).
    public var isExported: Bool { origin == .record }
}
